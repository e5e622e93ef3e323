import { describe, expect, it } from 'vitest';
import {
  batchRow,
  coversWholeProduct,
  emptyNotice,
  informsOnly,
  matchesKey,
  noticeBody,
  noticeFromExtract,
  pasteBody,
  serverFieldErrors,
  validateNotice,
  type NoticeFormValues,
} from './notice-form.ts';

const notice = (overrides: Partial<NoticeFormValues> = {}): NoticeFormValues => ({
  ...emptyNotice(),
  product_name: 'Alvedon 500 mg filmdragerad tablett',
  ...overrides,
});

const rows = (...batches: [string, string][]) =>
  batches.map(([batch_number, expiry_date]) => ({ ...batchRow(), batch_number, expiry_date }));

describe('the recall notice form', () => {
  it('sends the notice with blank fields as null and without empty batch rows', () => {
    const values = notice({
      strength: '500 mg',
      recall_class: 'II',
      link: 'https://www.lakemedelsverket.se/sv/indragningar/alvedon',
      batches: rows(['LOT 5FA665P', '2026-05-31'], ['', ''], ['8006745', '']),
    });
    expect(validateNotice(values)).toEqual({});
    expect(noticeBody(values)).toEqual({
      product_name: 'Alvedon 500 mg filmdragerad tablett',
      strength: '500 mg',
      gtin: null,
      varunummer: null,
      pharmaceutical_form: null,
      pack_size: null,
      recall_class: 'II',
      reason: null,
      link: 'https://www.lakemedelsverket.se/sv/indragningar/alvedon',
      level: 'vårdgivare',
      kind: 'recall',
      look_back_months: 24,
      batches: [
        { batch_number: 'LOT 5FA665P', expiry_date: '2026-05-31' },
        { batch_number: '8006745', expiry_date: null },
      ],
    });
  });

  it('accepts a notice without batches, which covers every batch of the product', () => {
    const values = notice({ batches: rows(['', '']) });
    expect(validateNotice(values)).toEqual({});
    expect(noticeBody(values).batches).toEqual([]);
    expect(coversWholeProduct(values)).toBe(true);
    expect(coversWholeProduct(notice({ batches: rows(['', ''], ['AB12', '']) }))).toBe(false);
  });

  it('sends the level, the kind and the look-back the admin chose', () => {
    const values = notice({ level: 'apotek', kind: 'information', look_back_months: 6 });
    expect(noticeBody(values)).toMatchObject({
      level: 'apotek',
      kind: 'information',
      look_back_months: 6,
    });
  });

  it('says in Swedish when the look-back is empty or out of range', () => {
    expect(validateNotice(notice({ look_back_months: '' }))).toEqual({
      look_back_months: 'Bakåtblicken ska vara ett antal månader',
    });
    expect(validateNotice(notice({ look_back_months: 0 }))).toEqual({
      look_back_months: 'Bakåtblicken ska vara minst 1 månad',
    });
    expect(validateNotice(notice({ look_back_months: 121 }))).toEqual({
      look_back_months: 'Bakåtblicken får vara högst 120 månader',
    });
  });

  it('tells a notice that only informs units from one that asks them to act', () => {
    expect(informsOnly({ level: 'vårdgivare', kind: 'recall' })).toBe(false);
    expect(informsOnly({ level: 'konsument', kind: 'recall' })).toBe(false);
    expect(informsOnly({ level: 'apotek', kind: 'recall' })).toBe(true);
    expect(informsOnly({ level: 'grossist', kind: 'recall' })).toBe(true);
    expect(informsOnly({ level: 'vårdgivare', kind: 'information' })).toBe(true);
  });

  it('puts the Swedish messages on the fields and on the batch row they belong to', () => {
    const values = notice({
      product_name: ' ',
      gtin: '123',
      varunummer: '12345',
      link: 'javascript:alert(1)',
      batches: rows(['', ''], ['AB12', '2026-02-30'], ['', '2026-01-31']),
    });
    expect(validateNotice(values)).toEqual({
      product_name: 'Produktnamn krävs',
      gtin: 'GTIN ska vara 8, 12, 13 eller 14 siffror',
      varunummer: 'Varunummer ska vara 6 siffror',
      link: 'Länken måste börja med http:// eller https://',
      'batches.1.expiry_date': 'Ogiltigt utgångsdatum (ÅÅÅÅ-MM-DD)',
      'batches.2.batch_number': 'Batchnummer krävs',
    });
  });

  it('maps the server field errors of the sent rows back to the form rows', () => {
    const values = notice({ batches: rows(['', ''], ['AB12', ''], ['CD34', '']) });
    expect(
      serverFieldErrors(
        [
          { path: 'batches.1.batch_number', message: 'Batchnummer får vara max 100 tecken' },
          { path: 'product_name', message: 'Produktnamn krävs' },
          { path: 'unknown', message: 'x' },
        ],
        values,
      ),
    ).toEqual({
      'batches.2.batch_number': 'Batchnummer får vara max 100 tecken',
      product_name: 'Produktnamn krävs',
    });
  });

  it('fills the form with what was found in a pasted text, and saves it with the text', () => {
    const values = noticeFromExtract({
      product_name: 'Waran',
      strength: '2,5 mg',
      gtin: null,
      varunummer: '012345',
      recall_class: 'I',
      level: null,
      kind: 'recall',
      batches: [
        { batch_number: '8006745', expiry_date: '2017-12-06' },
        { batch_number: '8021088', expiry_date: null },
      ],
    });
    expect(values).toMatchObject({
      level: 'vårdgivare',
      kind: 'recall',
      product_name: 'Waran',
      strength: '2,5 mg',
      gtin: '',
      varunummer: '012345',
      recall_class: 'I',
      batches: [
        { batch_number: '8006745', expiry_date: '2017-12-06' },
        { batch_number: '8021088', expiry_date: '' },
      ],
    });
    const body = pasteBody(values, 'Läkemedelsverket informerar: Waran 2,5 mg dras in.');
    expect(body.body).toBe('Läkemedelsverket informerar: Waran 2,5 mg dras in.');
    expect(body.batches).toHaveLength(2);
  });

  it('keeps the level and kind a pasted text names', () => {
    const values = noticeFromExtract({
      product_name: 'Losec',
      strength: null,
      gtin: null,
      varunummer: null,
      recall_class: null,
      level: 'grossist',
      kind: 'information',
      batches: [],
    });
    expect(values).toMatchObject({ level: 'grossist', kind: 'information', look_back_months: 24 });
  });

  it('tells how many stock batches the saved notice matched', () => {
    expect(matchesKey(0)).toBe('recalls.saved.noMatches');
    expect(matchesKey(1)).toBe('recalls.saved.oneMatch');
    expect(matchesKey(4)).toBe('recalls.saved.matches');
    expect(matchesKey(0, true)).toBe('recalls.saved.noMatches');
    expect(matchesKey(1, true)).toBe('recalls.saved.oneInformed');
    expect(matchesKey(4, true)).toBe('recalls.saved.informed');
  });
});
