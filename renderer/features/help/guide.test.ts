import { describe, expect, it } from 'vitest';
import { sv } from '../../i18n/catalogue.ts';
import { GUIDE } from './guide.ts';
import { badgePattern, catalogueMatcher } from './catalogue-match.ts';
import { inlinesOf, sectionsOf, uiTextsOf } from './guide-walk.ts';

/**
 * Verbatim spec texts (spec/1-platform.md, spec/2-stock.md) of screens that are not built yet.
 * When a screen is built its texts enter the Swedish catalogue: move them out of this list then.
 */
const NOT_YET_BUILT: readonly string[] = [];

/** Anchors other pages and people may link to (/help#kassation). */
const TOPICS = [
  'logga-in',
  'uttag-och-aterlamning',
  'uppackning',
  'utgangsdatum',
  'varningspanelen',
  'indragning',
  'kassation',
  'angra-kassation',
  'qr-koder',
  'anvandare',
  'varningar',
  'rapporter',
  'kunder',
  'enheter',
  'indragningsbevakning',
] as const;

const matchers = Object.values(sv).map(catalogueMatcher);
const inCatalogue = (text: string) => matchers.some((matches) => matches(text));

const sections = sectionsOf(GUIDE);

describe('the help guide', () => {
  it.each(sections.map((s) => [s.id, s] as const))(
    'names only texts the app shows or the spec gives for a coming screen (%s)',
    (_id, section) => {
      const unknown = uiTextsOf(section).filter(
        (text) => !inCatalogue(text) && !NOT_YET_BUILT.includes(text),
      );
      expect(unknown, 'not in the Swedish catalogue nor in NOT_YET_BUILT').toEqual([]);
    },
  );

  it('marks every section about a screen that is not built yet as coming soon', () => {
    const pretending = sections
      .filter((section) => !section.comingSoon)
      .flatMap((section) =>
        uiTextsOf(section)
          .filter((text) => !inCatalogue(text))
          .map((text) => `${section.id}: ${text}`),
      );
    expect(pretending).toEqual([]);
  });

  it('drops the coming-soon note once every text of a section is in the app', () => {
    const built = sections
      .filter((section) => section.comingSoon && uiTextsOf(section).every(inCatalogue))
      .map((section) => section.id);
    expect(built, 'check these sections against the built screens and drop comingSoon').toEqual([]);
  });

  it('keeps NOT_YET_BUILT to texts that a coming-soon section still names', () => {
    const coming = new Set(sections.filter((s) => s.comingSoon).flatMap(uiTextsOf));
    expect(NOT_YET_BUILT.filter((text) => !coming.has(text))).toEqual([]);
  });

  it('shows badge samples as their screen text with a number for N', () => {
    const samples = sections
      .flatMap((section) => section.blocks)
      .flatMap((block) => (block.kind === 'badges' ? block.samples : []));
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      expect(sample.example).toMatch(badgePattern(sample.label.text));
    }
  });

  it('has unique anchors that links inside the guide can reach', () => {
    const ids = [...GUIDE.map((chapter) => chapter.id), ...sections.map((section) => section.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    const targets = sections
      .flatMap(inlinesOf)
      .flatMap((part) => (typeof part !== 'string' && part.kind === 'link' ? [part.to] : []))
      .filter((to) => to.startsWith('#'))
      .map((to) => to.slice(1));
    expect(targets.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('has a section for every topic of the guide', () => {
    const ids = sections.map((section) => section.id);
    expect(ids).toEqual(expect.arrayContaining([...TOPICS]));
  });
});
