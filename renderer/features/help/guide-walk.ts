import type { GuideBlock, GuideChapter, GuideSection, Inline, Line } from './guide-model.ts';

/** Every line of a block, in reading order: paragraphs, list items, table cells, badge texts. */
export function linesOf(block: GuideBlock): readonly Line[] {
  switch (block.kind) {
    case 'text':
    case 'tip':
      return [block.line];
    case 'steps':
    case 'list':
      return block.items;
    case 'table':
      return block.rows.flat();
    case 'badges':
      return block.samples.flatMap((sample) => [[sample.label], sample.meaning]);
  }
}

export const inlinesOf = (section: GuideSection): Inline[] =>
  section.blocks.flatMap(linesOf).flat();

/** The screen texts a line names, in order. */
export const uiTextsOfLine = (line: Line): string[] =>
  line.flatMap((part) => (typeof part !== 'string' && part.kind === 'ui' ? [part.text] : []));

/** The targets a line links to, in order. */
export const linksOfLine = (line: Line): string[] =>
  line.flatMap((part) => (typeof part !== 'string' && part.kind === 'link' ? [part.to] : []));

export const uiTextsOf = (section: GuideSection): string[] =>
  section.blocks.flatMap(linesOf).flatMap(uiTextsOfLine);

export const sectionsOf = (guide: readonly GuideChapter[]): GuideSection[] =>
  guide.flatMap((chapter) => chapter.sections);
