import { describe, expect, it } from 'vitest';
import { GS, gs1Date, hasValidCheckDigit, looksLikeGs1, normaliseGtin, parseGs1 } from './gs1.ts';

// GS1's own example GTIN (check digit 2) and a Swedish-style GTIN-13 with a valid check digit.
const GTIN = '09506000134352';
const GTIN_13 = '5701234567899';

const PACK = {
  gtin: GTIN,
  expiry_date: '2027-05-31',
  batch_number: 'EQ2207',
  serial: 'SN12345678',
};

function fieldsOf(raw: string) {
  const result = parseGs1(raw);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(raw)} to parse: ${result.error}`);
  return result.fields;
}

function errorOf(raw: string): string {
  const result = parseGs1(raw);
  if (result.ok) throw new Error(`expected ${JSON.stringify(raw)} to be refused`);
  return result.error;
}

describe('parseGs1 on what scanners hand over', () => {
  const plain = `01${GTIN}1727053110EQ2207${GS}21SN12345678`;

  it.each([
    ['without a prefix', plain],
    ['with the DataMatrix identifier ]d2', `]d2${plain}`],
    ['with the GS1-128 identifier ]C1', `]C1${plain}`],
    ['with a leading GS, as zxing reports the FNC1', `${GS}${plain}`],
    ['with ]d2 and a leading GS', `]d2${GS}${plain}`],
    ['with a trailing Enter and GS', `${plain}${GS}\r\n`],
    ['with spaces around it', `  ${plain}  `],
  ])('reads a pack code %s', (_, raw) => {
    expect(fieldsOf(raw)).toEqual(PACK);
  });

  it.each([
    ['the control character 0x1D', GS],
    ["'↔' (Alt+029 on Windows)", '\u2194'],
    ["'<GS>'", '<GS>'],
    ["'{GS}'", '{GS}'],
    ["'[GS]'", '[GS]'],
    ["the printable symbol '␝'", '\u241d'],
  ])('accepts the separator typed as %s', (_, separator) => {
    expect(fieldsOf(`]d2${separator}01${GTIN}10EQ2207${separator}17270531`)).toEqual({
      ...PACK,
      serial: null,
    });
  });

  it.each([
    ['01 17 10 21', `01${GTIN}1727053110EQ2207${GS}21SN12345678`],
    ['01 10 17 21', `01${GTIN}10EQ2207${GS}1727053121SN12345678`],
    ['21 10 01 17', `21SN12345678${GS}10EQ2207${GS}01${GTIN}17270531`],
    ['17 21 01 10', `1727053121SN12345678${GS}01${GTIN}10EQ2207`],
    ['10 21 17 01', `10EQ2207${GS}21SN12345678${GS}1727053101${GTIN}`],
  ])('reads the AIs in the order %s', (_, raw) => {
    expect(fieldsOf(raw)).toEqual(PACK);
  });

  it('reads the bracketed form printed under a code, in any order and with spaces', () => {
    expect(fieldsOf(`(01)${GTIN}(17)270531(10)EQ2207(21)SN12345678`)).toEqual(PACK);
    expect(fieldsOf(`(10)EQ2207(21)SN12345678(01)${GTIN}(17)270531`)).toEqual(PACK);
    expect(fieldsOf(`(01) ${GTIN} (17) 270531 (10) EQ2207 (21) SN12345678`)).toEqual(PACK);
  });

  it('pads a GTIN-13 to 14 digits', () => {
    expect(fieldsOf(`010${GTIN_13}17270531`).gtin).toBe(`0${GTIN_13}`);
    expect(fieldsOf(`(01)${GTIN_13}(17)270531`).gtin).toBe(`0${GTIN_13}`);
    expect(normaliseGtin(GTIN_13)).toBe(`0${GTIN_13}`);
    expect(normaliseGtin('96385074')).toBe('00000096385074');
    expect(normaliseGtin('036000291452')).toBe('00036000291452');
  });

  it('leaves out what the pack code does not carry', () => {
    expect(fieldsOf(`01${GTIN}`)).toEqual({
      gtin: GTIN,
      expiry_date: null,
      batch_number: null,
      serial: null,
    });
  });

  it('accepts a repeated AI with the same value but not with another', () => {
    expect(fieldsOf(`01${GTIN}10AB${GS}01${GTIN}`).batch_number).toBe('AB');
    expect(errorOf(`10AB${GS}10CD${GS}01${GTIN}`)).toBe('GS1-del 10 förekommer två gånger');
  });
});

describe('expiry dates (AI 17)', () => {
  it('reads YYMMDD as a calendar date', () => {
    expect(gs1Date('270531')).toBe('2027-05-31');
    expect(gs1Date('260101')).toBe('2026-01-01');
  });

  it('takes day 00 as the last day of the month', () => {
    expect(gs1Date('270500')).toBe('2027-05-31');
    expect(gs1Date('270400')).toBe('2027-04-30');
    expect(gs1Date('271200')).toBe('2027-12-31');
    expect(gs1Date('270200')).toBe('2027-02-28');
    expect(gs1Date('280200')).toBe('2028-02-29');
    expect(gs1Date('240200')).toBe('2024-02-29');
    expect(fieldsOf(`01${GTIN}17280200`).expiry_date).toBe('2028-02-29');
  });

  it.each(['271301', '270001', '270431', '270230', '280230', '27053', '2705311', 'AB0531'])(
    'refuses %s',
    (value) => {
      expect(gs1Date(value)).toBeNull();
    },
  );

  it('refuses a pack code with an impossible expiry date', () => {
    expect(errorOf(`01${GTIN}17271301`)).toBe('Ogiltigt utgångsdatum (17) 271301');
    expect(errorOf(`01${GTIN}17270431`)).toBe('Ogiltigt utgångsdatum (17) 270431');
    expect(errorOf(`01${GTIN}172705`)).toBe('GS1-del 17 ska vara 6 siffror');
  });
});

describe('codes that are refused', () => {
  it('refuses a GTIN with a wrong check digit', () => {
    expect(errorOf(`01${GTIN.slice(0, 13)}317270531`)).toBe(
      `GTIN ${GTIN.slice(0, 13)}3 har fel kontrollsiffra`,
    );
    expect(hasValidCheckDigit(GTIN)).toBe(true);
    expect(hasValidCheckDigit('09506000134353')).toBe(false);
    expect(normaliseGtin('5701234567898')).toBeNull();
    expect(normaliseGtin('12345')).toBeNull();
  });

  it('refuses an unknown AI', () => {
    expect(errorOf(`01${GTIN}99ABC`)).toBe('Okänd GS1-del (99) i koden');
    expect(errorOf('hello')).toBe('Okänd GS1-del (he) i koden');
  });

  it('refuses a code without a GTIN', () => {
    expect(errorOf('1727053110EQ2207')).toBe('Koden saknar GTIN (01)');
  });

  it('refuses a batch longer than 20 characters and an empty batch', () => {
    expect(errorOf(`01${GTIN}10${'A'.repeat(21)}`)).toBe('GS1-del 10 har fel längd');
    expect(errorOf(`01${GTIN}10${GS}17270531`)).toBe('GS1-del 10 har fel längd');
  });

  it.each(['', '   ', GS, `]d2${GS}`, '\r\n'])('calls %j empty', (raw) => {
    expect(errorOf(raw)).toBe('Koden är tom');
  });
});

describe('looksLikeGs1', () => {
  it.each([
    `]d201${GTIN}`,
    `${GS}01${GTIN}17270531`,
    `01${GTIN}17270531`,
    `10EQ2207${GS}01${GTIN}`,
    `(01)${GTIN}(17)270531`,
    `(17)270531(01)${GTIN}`,
  ])('recognises %j', (raw) => {
    expect(looksLikeGs1(raw)).toBe(true);
  });

  it.each([
    'http://127.0.0.1:8080/qr/1c7f1d2e-1111-4222-8333-944445555666/2c7f1d2e-1111-4222-8333-944445555666/abcdefghijklmnop',
    'Alvedon 500 mg',
    '12345',
    '',
  ])('leaves %j alone', (raw) => {
    expect(looksLikeGs1(raw)).toBe(false);
  });
});
