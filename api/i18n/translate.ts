import { ENGLISH_REFUSALS } from './catalogue/index.ts';
import { ENGLISH_WORDS, INLINE_WORDS } from './catalogue/words.ts';

type Pattern = { swedish: RegExp; names: string[]; english: string };

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** `Batch {batch} finns inte.` as a regular expression that captures each placeholder's value. */
function compile(swedish: string, english: string): Pattern {
  const names: string[] = [];
  const parts = swedish.split(PLACEHOLDER);
  const source = parts
    .map((part, at) => (at % 2 === 1 ? (names.push(part), '([\\s\\S]*?)') : escape(part)))
    .join('');
  return { swedish: new RegExp(`^${source}$`), names, english };
}

const exact = new Map<string, string>();
const patterns: Pattern[] = [];
for (const [swedish, english] of Object.entries(ENGLISH_REFUSALS)) {
  if (PLACEHOLDER.test(swedish)) patterns.push(compile(swedish, english));
  else exact.set(swedish, english);
  PLACEHOLDER.lastIndex = 0;
}
// The most specific first: 'Rad {0}: {detail}' must not take what a longer pattern words.
patterns.sort((a, b) => b.swedish.source.length - a.swedish.source.length);

/** A value put into a text: a unit or field word, a nested refusal, or data left as it is. */
function englishValue(value: string, depth: number): string {
  const word = ENGLISH_WORDS[value] ?? ENGLISH_WORDS[value.toLowerCase()];
  if (word) return word;
  const [, number, unit] = /^(\d[\d\s ]*) (\p{L}+)$/u.exec(value) ?? [];
  const unitWord = unit === undefined ? undefined : ENGLISH_WORDS[unit];
  if (number !== undefined && unitWord) return `${number} ${unitWord}`;
  return depth < 2 ? (englishOrNull(value, depth + 1) ?? value) : value;
}

function englishOrNull(text: string, depth = 0): string | null {
  const known = exact.get(text);
  if (known !== undefined) return known;
  for (const pattern of patterns) {
    const match = pattern.swedish.exec(text);
    if (!match) continue;
    const values = new Map<string, string>();
    pattern.names.forEach((name, at) => {
      if (!values.has(name)) values.set(name, englishValue(match[at + 1] ?? '', depth));
    });
    return pattern.english.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return null;
}

/** A Swedish refusal in English; a text the catalogue does not know is left as it is. */
export function inEnglish(text: string): string {
  const english = englishOrNull(text);
  if (english === null) return text;
  return INLINE_WORDS.reduce((done, [swedish, word]) => done.replace(swedish, word), english);
}
