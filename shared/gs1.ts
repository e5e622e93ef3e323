import type { Gs1Fields } from './schemas/qr.ts';
import { isCalendarDate } from './stock-rules.ts';

/** The group separator that ends a variable-length GS1 field (FNC1 inside the code). */
export const GS = '\u001d';

/**
 * How a hand-held scanner may type the separator: the control character itself, '↔' (what
 * Alt+029 gives on Windows), or a placeholder when the scanner is set to print one. Keyboard
 * combinations (Ctrl+] and Ctrl+¨ on a Swedish layout) are turned into GS by the key listener.
 */
const SEPARATOR_SPELLINGS = ['<GS>', '{GS}', '[GS]', '^]', '\u2194', '\u241d'];

/** Symbology identifiers a scanner may put first: ]d2 DataMatrix, ]C1 GS1-128, ]Q3 QR, ]e0 DataBar. */
const SYMBOLOGY_PREFIX = /^\](d2|C1|Q3|e0)/;
const BRACKETED_AI = /^\(\d{2,4}\)/;

const FIXED_LENGTH: Record<string, number> = {
  '00': 18,
  '01': 14,
  '02': 14,
  '11': 6,
  '12': 6,
  '13': 6,
  '15': 6,
  '16': 6,
  '17': 6,
  '20': 2,
};
const VARIABLE_MAX: Record<string, number> = {
  '10': 20,
  '21': 20,
  '22': 20,
  '30': 8,
  '240': 30,
  '241': 30,
  '710': 20,
  '711': 20,
  '712': 20,
  '713': 20,
  '714': 20,
  '715': 20,
};

export type Gs1Result = { ok: true; fields: Gs1Fields } | { ok: false; error: string };

function normalise(raw: string): string {
  let text = raw.trim();
  for (const spelling of SEPARATOR_SPELLINGS) text = text.split(spelling).join(GS);
  text = text.replace(SYMBOLOGY_PREFIX, '');
  return text.replace(new RegExp(`^${GS}+`), '');
}

/** Whether the text looks like a GS1 element string rather than an address or free text. */
export function looksLikeGs1(raw: string): boolean {
  const text = raw.trim();
  if (SYMBOLOGY_PREFIX.test(text) || text.startsWith(GS) || BRACKETED_AI.test(text)) return true;
  const plain = normalise(text);
  return /^\d{2}/.test(plain) && (plain.includes(GS) || /01\d{14}/.test(plain));
}

/** The check digit rule of GTIN-8/12/13/14: weights 3 and 1 from the right, sum to a multiple of 10. */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{8,14}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const fromRight = digits.length - 1 - i;
    sum += Number(digits[i]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return sum % 10 === 0;
}

/** The digits with the GTIN check digit that makes them whole appended ('073500000000' + '1'). */
export function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++)
    if (hasValidCheckDigit(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error(`${body} is no GTIN without its check digit`);
}

/** A GTIN-8/12/13/14 as 14 digits, or null when it is not one (check digit included). */
export function normaliseGtin(value: string): string | null {
  const digits = value.trim();
  if (![8, 12, 13, 14].includes(digits.length) || !hasValidCheckDigit(digits)) return null;
  return digits.padStart(14, '0');
}

/** YYMMDD as a calendar date; day 00 means the last day of the month (GS1 general spec). */
export function gs1Date(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const year = 2000 + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return null;
  if (day === 0) day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/**
 * '(01)…(17)…(10)…' as printed under a code, turned into the element string. People type it
 * with spaces between the parts and a GTIN-13 from the box as it is; both are accepted.
 */
function fromBracketed(text: string): string {
  const parts = [...text.matchAll(/\((\d{2,4})\)([^(]*)/g)];
  return parts
    .map(([, ai = '', raw = ''], i) => {
      const trimmed = raw.trim();
      const value =
        ai === '01' && /^(\d{8}|\d{12,13})$/.test(trimmed) ? trimmed.padStart(14, '0') : trimmed;
      return ai in FIXED_LENGTH || i === parts.length - 1 ? ai + value : ai + value + GS;
    })
    .join('');
}

function readElements(text: string): Map<string, string> | string {
  const elements = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    if (text[at] === GS) {
      at++;
      continue;
    }
    const two = text.slice(at, at + 2);
    const three = text.slice(at, at + 3);
    const ai =
      two in FIXED_LENGTH || two in VARIABLE_MAX ? two : three in VARIABLE_MAX ? three : null;
    if (!ai) return `Okänd GS1-del (${two}) i koden`;
    at += ai.length;
    const fixed = FIXED_LENGTH[ai];
    let value: string;
    if (fixed !== undefined) {
      value = text.slice(at, at + fixed);
      if (value.length !== fixed || !/^\d+$/.test(value))
        return `GS1-del ${ai} ska vara ${fixed} siffror`;
      at += fixed;
    } else {
      const end = text.indexOf(GS, at);
      value = text.slice(at, end === -1 ? text.length : end);
      if (value.length === 0 || value.length > (VARIABLE_MAX[ai] ?? 0))
        return `GS1-del ${ai} har fel längd`;
      at += value.length;
    }
    if (elements.has(ai) && elements.get(ai) !== value)
      return `GS1-del ${ai} förekommer två gånger`;
    elements.set(ai, value);
  }
  return elements;
}

/**
 * Reads the GTIN (01), expiry (17), batch (10) and serial number (21) of a medicine pack's
 * GS1 DataMatrix, in any order, with or without ]d2 and with the separator typed any of the
 * ways a scanner does. The GTIN's check digit is checked.
 */
export function parseGs1(raw: string): Gs1Result {
  let text = normalise(raw);
  if (text.startsWith('(')) text = fromBracketed(text);
  if (!text) return { ok: false, error: 'Koden är tom' };
  const elements = readElements(text);
  if (typeof elements === 'string') return { ok: false, error: elements };
  const gtinDigits = elements.get('01');
  if (!gtinDigits) return { ok: false, error: 'Koden saknar GTIN (01)' };
  const gtin = normaliseGtin(gtinDigits);
  if (!gtin) return { ok: false, error: `GTIN ${gtinDigits} har fel kontrollsiffra` };
  const expiryCode = elements.get('17');
  const expiry = expiryCode === undefined ? null : gs1Date(expiryCode);
  if (expiryCode !== undefined && !expiry)
    return { ok: false, error: `Ogiltigt utgångsdatum (17) ${expiryCode}` };
  return {
    ok: true,
    fields: {
      gtin,
      expiry_date: expiry,
      batch_number: elements.get('10') ?? null,
      serial: elements.get('21') ?? null,
    },
  };
}
