import { parseDate } from './notice-dates.ts';
import {
  EXPIRY_DATE_ANYWHERE,
  EXPIRY_SOURCE,
  LABEL_ANYWHERE,
  LABEL_SOURCE,
  nextToken,
} from './notice-tokens.ts';

/**
 * Batch numbers as printed and typed vary in case, spacing and separators, and often carry the word
 * that introduces them ('LOT 5FA665P', 'Ch.-B.: 123', 'Lot nr 8006745'): one key for all of them.
 */
const SEPARATOR = String.raw`[\s.:#/\-_\u2010-\u2015]`;
const LEADING_WORD = new RegExp(
  String.raw`^(?:lot\s*-?\s*(?:nr|no|number|nummer)?|batch\s*-?\s*(?:nr|no|number|nummer)?|` +
    String.raw`ch\s*\.?\s*-?\s*b|charge\s*-?\s*(?:nr|no)?|tillverkningssats|sats)` +
    `${SEPARATOR}*(?=${SEPARATOR})`,
  'i',
);
const SEPARATORS = new RegExp(`${SEPARATOR}+`, 'g');

const LEADING_SEPARATORS = new RegExp(`^${SEPARATOR}+`);

/** 'LOT 5fa-665p', 'Batch/Lot: 5FA665P' and '5FA 665 P' all give '5FA665P'. */
export function normaliseBatch(text: string): string {
  let rest = text.trim();
  for (let round = 0; round < 3; round += 1) {
    const stripped = rest.replace(LEADING_WORD, '').replace(LEADING_SEPARATORS, '');
    if (stripped === rest || stripped === '') break;
    rest = stripped;
  }
  return rest.toUpperCase().replace(SEPARATORS, '');
}

export type ExtractedBatch = { batch_number: string; expiry_date: string | null };

// Numbers that sit near batch numbers in notices but are something else.
const NOT_BATCHES = [
  /(?:\+\d{1,3}[\s-]?)(?:\(0\))?\d{1,4}(?:[\s-]\d{1,4}){2,4}/g,
  /\b0\d{1,3}\s?[-–]\s?\d{2,4}(?:\s\d{2,3}){1,3}\b/g,
  /(?<![\p{L}\p{N}])(?:tel(?:efon(?:nummer)?)?|tfn|phone|fax)\.?\s*:?\s*[\d\s()+-]{6,}\d/giu,
  /(?<![\p{L}\p{N}])(?:varunummer|varunr|vnr|gtin|ean|npl-id|nplid|artikelnummer|art\.\s*nr)\.?\s*:?\s*\d[\d ]*\d/giu,
  /(?<!\d)\d{13,14}(?!\d)/g,
];

function maskedNonBatches(text: string): string {
  return NOT_BATCHES.reduce((masked, pattern) => masked.replace(pattern, ' ¤ '), text);
}

const STRENGTH = /^\d+(?:[.,]\d+)?(?:mg|g|ml|µg|mcg|ie|iu|%|mmol)$/i;

function batchLike(text: string): boolean {
  const key = normaliseBatch(text);
  if (key.length < 3 || key.length > 30) return false;
  if (/^\d+$/.test(key) && (key.length < 5 || key.length > 12)) return false;
  return !STRENGTH.test(text) && parseDate(text) === null;
}

type Found = ExtractedBatch & { key: string };

/** Reads one list of batches after a label; returns where the list ended. */
function readList(text: string, start: number, found: Found[], usedDates: Set<number>): number {
  let pos = start;
  let run: Found[] = [];
  let dates: { date: string; at: number }[] = [];
  let last: Found | null = null;
  let owner: Found | null = null;
  let fillers = 0;
  const flush = () => {
    const open = run.filter((b) => !b.expiry_date);
    if (dates.length > 0 && open.length > 0) {
      const shared = dates.length === 1 && open.length > 1;
      open.forEach((batch, i) => {
        const date = shared ? dates[0] : dates[i];
        if (!date) return;
        batch.expiry_date = date.date;
        usedDates.add(date.at);
      });
      run = [];
    }
    dates = [];
  };
  for (;;) {
    const next = nextToken(text, pos);
    if (!next) break;
    const { token } = next;
    if (token.kind === 'stop') break;
    if (token.kind === 'word') {
      if (found.length > 0 || fillers >= 5) break;
      fillers += 1;
    } else if (token.kind === 'batch') {
      if (!batchLike(token.text)) break;
      flush();
      last = { batch_number: token.text, expiry_date: null, key: normaliseBatch(token.text) };
      found.push(last);
      run.push(last);
      if (token.endsSentence) {
        pos = next.end;
        break;
      }
    } else if (token.kind === 'open') owner = last;
    else if (token.kind === 'close') owner = null;
    else if (token.kind === 'date' && token.date) {
      if (owner && !owner.expiry_date) {
        owner.expiry_date = token.date;
        usedDates.add(token.at);
        run = run.filter((b) => b !== owner);
      } else dates.push({ date: token.date, at: token.at });
    }
    if (!['batch', 'open', 'date', 'expiry'].includes(token.kind)) last = null;
    pos = next.end;
  }
  flush();
  return pos;
}

const CELL_GAP = /\s*\t\s*|\s{2,}/u;
const BATCH_HEADER = new RegExp(`^(?:${LABEL_SOURCE})[:.]?$`, 'iu');
const EXPIRY_HEADER = new RegExp(`^(?:${EXPIRY_SOURCE})[:.]?$`, 'iu');

const cellsOf = (line: string) => line.trim().split(CELL_GAP);

/**
 * Rows under a header line whose columns (apart by a tab or two spaces) name the batch and maybe
 * the expiry ('Styrka    Batch    Utgångsdatum'); the rest of the text has those lines blanked.
 */
function readTables(text: string): { found: Found[]; rest: string } {
  const lines = text.split('\n');
  const found: Found[] = [];
  for (let header = 0; header < lines.length; header += 1) {
    const columns = cellsOf(lines[header] ?? '');
    const batchColumn = columns.findIndex((cell) => BATCH_HEADER.test(cell));
    if (columns.length < 2 || batchColumn < 0) continue;
    const expiryColumn = columns.findIndex((cell) => EXPIRY_HEADER.test(cell));
    let row = header + 1;
    for (; row < lines.length; row += 1) {
      const cells = cellsOf(lines[row] ?? '');
      const batch = cells[batchColumn] ?? '';
      if (cells.length !== columns.length || !batchLike(batch)) break;
      const expiry = expiryColumn < 0 ? null : parseDate(cells[expiryColumn] ?? '');
      found.push({ batch_number: batch, expiry_date: expiry, key: normaliseBatch(batch) });
    }
    if (row > header + 1) lines.fill('', header, row);
    header = row - 1;
  }
  return { found, rest: lines.join('\n') };
}

/**
 * The batch numbers a notice names, each with its expiry date when the text gives one. Only
 * numbers after a batch word count ('batchnummer', 'Batch/Lot:', 'Ch.-B.', 'lot numbers', ...);
 * GTINs, varunummer, phone numbers, strengths and dates are never taken as batches.
 */
export function extractBatches(text: string): ExtractedBatch[] {
  const { found, rest } = readTables(text);
  const masked = maskedNonBatches(rest);
  const usedDates = new Set<number>();
  LABEL_ANYWHERE.lastIndex = 0;
  for (let label = LABEL_ANYWHERE.exec(masked); label; label = LABEL_ANYWHERE.exec(masked)) {
    const end = readList(masked, label.index + label[0].length, found, usedDates);
    LABEL_ANYWHERE.lastIndex = Math.max(end, label.index + label[0].length);
  }
  fillFromLooseExpiry(masked, found, usedDates);
  const byKey = new Map<string, ExtractedBatch>();
  for (const { key, batch_number, expiry_date } of found) {
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { batch_number, expiry_date });
    else seen.expiry_date ??= expiry_date;
  }
  return [...byKey.values()];
}

/** 'Utgångsdatum: 2025-12-31' elsewhere in the text, when it can only mean the listed batches. */
function fillFromLooseExpiry(text: string, found: Found[], usedDates: Set<number>) {
  const open = found.filter((b) => !b.expiry_date);
  if (open.length === 0) return;
  const loose: string[] = [];
  EXPIRY_DATE_ANYWHERE.lastIndex = 0;
  for (const match of text.matchAll(EXPIRY_DATE_ANYWHERE)) {
    const raw = match.groups?.date ?? '';
    const at = match.index + match[0].lastIndexOf(raw);
    const date = parseDate(raw);
    if (date && !usedDates.has(at)) loose.push(date);
  }
  const distinct = [...new Set(loose)];
  if (distinct.length === 1) open.forEach((b) => (b.expiry_date = distinct[0] ?? null));
  else if (loose.length === open.length) open.forEach((b, i) => (b.expiry_date = loose[i] ?? null));
}
