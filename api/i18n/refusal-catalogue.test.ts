import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foreignWords } from '../../e2e/screens/language-words.ts';
import { ACCESS_REFUSALS } from './catalogue/access.ts';
import { CARE_REFUSALS } from './catalogue/care.ts';
import { FIELD_MESSAGES } from './catalogue/fields.ts';
import { MORE_FIELD_MESSAGES } from './catalogue/fields-more.ts';
import { ENGLISH_REFUSALS } from './catalogue/index.ts';
import { STOCK_REFUSALS } from './catalogue/stock.ts';
import { ENGLISH_WORDS } from './catalogue/words.ts';
import { refusalTextsInSource, refusalWordsInSource } from './refusal-sources.ts';
import { inEnglish } from './translate.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const inSource = refusalTextsInSource(ROOT);

/** Swedish interface words in an English text; values quoted as the API takes them are left out. */
const swedishIn = (english: string) =>
  foreignWords(english.replace(/'[^']*'/g, ' ').replace(/\{\w+\}/g, ' '), 'en', []);

/** The text as the server would send it: each placeholder filled with a made-up value. */
const filled = (text: string) => text.replace(/\{\w+\}/g, (_, at: number) => `V${at}`);

describe('the refusal catalogue', () => {
  it('found the refusals in the source (the walk itself works)', () => {
    const texts = inSource.map((found) => found.text);
    expect(texts).toContain('En inventering pågår redan här. Avsluta eller avbryt den först.');
    expect(texts).toContain('Vittnets e-postadress eller lösenord är fel.');
    expect(texts).toContain('Sidstorlek får vara max {MAX_PAGE_SIZE}');
    expect(texts.length).toBeGreaterThan(400);
  });

  it('has English for every refusal and field message the server can answer with', () => {
    const missing = inSource
      .filter((found) => ENGLISH_REFUSALS[found.text] === undefined)
      .map((found) => `${found.where}: ${found.text}`);
    expect(missing).toEqual([]);
  });

  it('has English for every word or message handed to a helper that makes field messages', () => {
    const missing = refusalWordsInSource(ROOT)
      .filter((found) => (ENGLISH_WORDS[found.text] ?? ENGLISH_REFUSALS[found.text]) === undefined)
      .map((found) => `${found.where}: ${found.text}`);
    expect(missing).toEqual([]);
  });

  it('keeps no entry for a text the server no longer says', () => {
    const said = new Set([...inSource, ...refusalWordsInSource(ROOT)].map((found) => found.text));
    const kept = [
      ACCESS_REFUSALS,
      STOCK_REFUSALS,
      CARE_REFUSALS,
      FIELD_MESSAGES,
      MORE_FIELD_MESSAGES,
    ];
    const stale = kept.flatMap((part) => Object.keys(part)).filter((text) => !said.has(text));
    expect(stale).toEqual([]);
  });

  it('writes every English entry and word in English', () => {
    const english = [...Object.values(ENGLISH_REFUSALS), ...Object.values(ENGLISH_WORDS)];
    const swedish = english
      .map((text) => ({ text, words: swedishIn(text) }))
      .filter((found) => found.words.length > 0);
    expect(swedish).toEqual([]);
  });

  it('keeps every placeholder of the Swedish in the English', () => {
    const lost = Object.entries(ENGLISH_REFUSALS).filter(([swedish, english]) => {
      const names = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join();
      return names(swedish) !== names(english);
    });
    expect(lost).toEqual([]);
  });
});

describe('the error-code walk', () => {
  const byCode = new Map<string, typeof inSource>();
  for (const found of inSource) {
    if (found.code) byCode.set(found.code, [...(byCode.get(found.code) ?? []), found]);
  }

  it('walks every code the server refuses with', () => {
    expect(byCode.size).toBeGreaterThan(100);
  });

  it('answers each code in Swedish and in English', () => {
    const wrong = [...byCode].flatMap(([code, texts]) =>
      texts.flatMap(({ text }) => {
        const swedish = filled(text);
        const english = inEnglish(swedish);
        return english === swedish || swedishIn(english).length > 0
          ? [`${code}: ${swedish} -> ${english}`]
          : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('answers every field message in English once its values are put in', () => {
    const untranslated = inSource
      // '{medicine_name}, batch {batch_number}' reads the same in both.
      .filter((found) => !found.code && ENGLISH_REFUSALS[found.text] !== found.text)
      .map((found) => filled(found.text))
      .filter((swedish) => inEnglish(swedish) === swedish);
    expect(untranslated).toEqual([]);
  });
});
