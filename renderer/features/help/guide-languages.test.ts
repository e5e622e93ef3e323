import { describe, expect, it } from 'vitest';
import { sv, type MessageKey } from '../../i18n/catalogue.ts';
import { en } from '../../i18n/catalogue-en.ts';
import { badgePattern, catalogueMatcher } from './catalogue-match.ts';
import { GUIDE_EN } from './en/guide.ts';
import { GUIDE } from './guide.ts';
import type { GuideBlock, GuideChapter, Line } from './guide-model.ts';
import { linesOf, linksOfLine, sectionsOf, uiTextsOfLine } from './guide-walk.ts';

/** What a line must keep in every language: how many screen texts it names and where it links. */
const lineShape = (line: Line) => ({ ui: uiTextsOfLine(line).length, links: linksOfLine(line) });

function blockShape(block: GuideBlock) {
  switch (block.kind) {
    case 'text':
    case 'tip':
      return { kind: block.kind, line: lineShape(block.line) };
    case 'steps':
    case 'list':
      return { kind: block.kind, items: block.items.map(lineShape) };
    case 'table':
      return {
        kind: block.kind,
        columns: block.head.length,
        rows: block.rows.map((row) => row.map(lineShape)),
      };
    case 'badges':
      return {
        kind: block.kind,
        samples: block.samples.map((sample) => ({
          color: sample.color,
          alertIcon: sample.alertIcon ?? false,
          number: sample.example.replace(/\D/g, ''),
          meaning: lineShape(sample.meaning),
        })),
      };
  }
}

/** The guide without its words: ids (the #anchors), roles, blocks, lines and link targets. */
const skeleton = (guide: readonly GuideChapter[]) =>
  guide.map((chapter) => ({
    id: chapter.id,
    sections: chapter.sections.map((section) => ({
      id: section.id,
      roles: section.roles,
      comingSoon: section.comingSoon ?? false,
      blocks: section.blocks.map(blockShape),
    })),
  }));

const keys = Object.keys(sv) as MessageKey[];
const svMatchers = keys.map((key) => [key, catalogueMatcher(sv[key])] as const);

/** The catalogue entries a Swedish screen text of the guide can be. */
const keysOf = (text: string) =>
  svMatchers.filter(([, matches]) => matches(text)).map(([key]) => key);

const svSections = sectionsOf(GUIDE);
const enSections = sectionsOf(GUIDE_EN);

describe('the help guide in Swedish and English', () => {
  it('has the same chapters, sections, anchors, roles and blocks in both languages', () => {
    expect(skeleton(GUIDE_EN)).toEqual(skeleton(GUIDE));
  });

  it('names in English the same buttons and screens as in Swedish, as the English app shows them', () => {
    const wrong: string[] = [];
    svSections.forEach((section, index) => {
      const svLines = section.blocks.flatMap(linesOf);
      const enLines = enSections[index]?.blocks.flatMap(linesOf) ?? [];
      svLines.forEach((line, lineIndex) => {
        const enTexts = uiTextsOfLine(enLines[lineIndex] ?? []);
        uiTextsOfLine(line).forEach((svText, position) => {
          const candidates = keysOf(svText);
          // A screen that is not built yet has no catalogue entry to hold the English text to.
          if (candidates.length === 0) return;
          const enText = enTexts[position] ?? '';
          if (candidates.some((key) => catalogueMatcher(en[key])(enText))) return;
          const expected = [...new Set(candidates.map((key) => en[key]))].join(' | ');
          wrong.push(`${section.id}: ${svText} → ${enText} (the app says ${expected})`);
        });
      });
    });
    expect(wrong).toEqual([]);
  });

  it('shows the English badge samples as their screen text with a number for N', () => {
    const samples = enSections
      .flatMap((section) => section.blocks)
      .flatMap((block) => (block.kind === 'badges' ? block.samples : []));
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) expect(sample.example).toMatch(badgePattern(sample.label.text));
  });

  it('leaves no Swedish letters in the English guide', () => {
    const swedish = JSON.stringify(GUIDE_EN).match(/[^"]*[åäöÅÄÖ][^"]*/g) ?? [];
    expect(swedish).toEqual([]);
  });
});
