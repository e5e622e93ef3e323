import { DATE_SOURCE, toIsoDate } from './notice-dates.ts';

/** What a notice's text is cut into while reading a list of batches after a batch label. */
export type Token =
  | { kind: 'date'; date: string | null; at: number }
  | { kind: 'expiry' | 'label' | 'open' | 'close' | 'joiner' | 'number' | 'word' | 'stop' }
  | { kind: 'batch'; text: string; endsSentence: boolean };

const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';

export const LABEL_SOURCE = [
  String.raw`batch\s*/\s*lot|lot\s*/\s*batch`,
  String.raw`batch-?\s*(?:nummer|numret|numren|nr|no|numbers?)\.?`,
  String.raw`batch(?:er|erna|en|es)?`,
  String.raw`lot-?\s*(?:nummer|numret|numren|nr|no|numbers?)\.?`,
  String.raw`lots?`,
  String.raw`ch(?:\.\s*-?|-)\s*b\.?`,
  String.raw`tillverkningssats(?:er|en|erna)?(?:nummer|nr)?`,
  String.raw`sats(?:nummer|nr)`,
  String.raw`chargen?-?\s*(?:nummer|nr|no)\.?`,
].join('|');

export const EXPIRY_SOURCE = [
  String.raw`utgångsdat(?:um|umet|a)`,
  String.raw`utg(?:ångs)?\.?\s*dat(?:um)?\.?`,
  String.raw`utg\.?`,
  String.raw`sista\s+förbrukningsdag(?:en)?`,
  String.raw`bäst\s+före(?:\s+datum)?`,
  String.raw`hållbarhet(?:stid)?`,
  String.raw`expiry(?:\s+dates?)?`,
  String.raw`expiration(?:\s+dates?)?`,
  String.raw`exp\.?(?:\s+dates?)?`,
  String.raw`expires|expiring|use\s+by|best\s+before`,
].join('|');

const EXPIRY_TAIL = String.raw`(?:\s+(?:of|on|is|den|är))?\s*[:.]?`;

const JOINER_WORDS = 'och|and|samt|or|eller|respektive|resp\\.|med|with|nr\\.?|no\\.?|nos\\.?';

const sticky = (source: string) => new RegExp(source, 'iuy');

const PATTERNS: [Exclude<Token['kind'], 'batch'> | 'candidate', RegExp][] = [
  ['stop', sticky('¤+')],
  ['date', sticky(`${NOT_WORD_BEFORE}(?:${DATE_SOURCE})${NOT_WORD_AFTER}`)],
  ['expiry', sticky(`${NOT_WORD_BEFORE}(?:${EXPIRY_SOURCE})(?!\\p{L})${EXPIRY_TAIL}`)],
  ['label', sticky(`${NOT_WORD_BEFORE}(?:${LABEL_SOURCE})(?!\\p{L})\\s*[:.#]?`)],
  ['open', sticky('[([]')],
  ['close', sticky('[)\\]]')],
  ['joiner', sticky(`[,;&•*/:+\\-–—]|${NOT_WORD_BEFORE}(?:${JOINER_WORDS})${NOT_WORD_AFTER}`)],
  ['stop', sticky('[.!?]')],
  ['candidate', sticky('[\\p{L}\\p{N}][\\p{L}\\p{N}\\-_/.]*')],
];

/** Labels that start a list of batches, found anywhere in the text. */
export const LABEL_ANYWHERE = new RegExp(
  `${NOT_WORD_BEFORE}(?:${LABEL_SOURCE})(?!\\p{L})\\s*[:.#]?`,
  'giu',
);

/** An expiry word followed by a date, anywhere in the text. */
export const EXPIRY_DATE_ANYWHERE = new RegExp(
  `${NOT_WORD_BEFORE}(?:${EXPIRY_SOURCE})(?!\\p{L})${EXPIRY_TAIL}\\s*(?:\\(\\s*)?(?<date>${DATE_SOURCE.replace(/\?<(\w+)>/g, '?:')})${NOT_WORD_AFTER}`,
  'giu',
);

function candidateToken(raw: string): Token {
  const text = raw.replace(/[.\-_/]+$/, '');
  const endsSentence = raw.endsWith('.');
  if (!/\p{N}/u.test(text)) return { kind: 'word' };
  if (/^\d{1,4}$/.test(text)) return { kind: 'number' };
  return { kind: 'batch', text, endsSentence };
}

/** The next token at `at` and where the one after it starts; null at the end of the text. */
export function nextToken(text: string, at: number): { token: Token; end: number } | null {
  let pos = at;
  while (pos < text.length && /\s/u.test(text.charAt(pos))) pos += 1;
  if (pos >= text.length) return null;
  for (const [kind, pattern] of PATTERNS) {
    pattern.lastIndex = pos;
    const match = pattern.exec(text);
    if (!match) continue;
    const end = pos + match[0].length;
    if (kind === 'date')
      return { token: { kind, date: toIsoDate(match.groups ?? {}, match[0]), at: pos }, end };
    if (kind === 'candidate') return { token: candidateToken(match[0]), end };
    return { token: { kind }, end };
  }
  return { token: { kind: 'stop' }, end: pos + 1 };
}
