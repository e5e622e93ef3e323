import { describe, expect, it } from 'vitest';
import {
  MESSAGE_CODES,
  MESSAGE_TERMS,
  serverMessage,
  type TermGroup,
} from '../../shared/message-codes.ts';
import { en } from './catalogue-en.ts';
import { sv, type Language, type MessageKey } from './catalogue.ts';
import { formatDay, formatServerMessage } from './format-message.ts';

const CATALOGUES = { sv, en };
const placeholders = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const translate =
  (language: Language) => (key: MessageKey, params?: Record<string, string | number>) =>
    CATALOGUES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      params && name in params ? String(params[name]) : whole,
    );
const word = (language: Language, message: Parameters<typeof formatServerMessage>[0]) =>
  formatServerMessage(message, translate(language), language);

describe('the server’s messages in the catalogues', () => {
  it('every code has a Swedish and an English text with exactly its params', () => {
    for (const [code, params] of Object.entries(MESSAGE_CODES)) {
      const key = `msg.${code}`;
      const names = Object.keys(params).sort();
      expect(Object.keys(sv), code).toContain(key);
      expect(Object.keys(en), code).toContain(key);
      expect(placeholders(sv[key as MessageKey]), `sv ${code}`).toEqual(names);
      expect(placeholders(en[key as MessageKey]), `en ${code}`).toEqual(names);
    }
  });

  it('every term has a Swedish and an English word, without params', () => {
    for (const group of Object.keys(MESSAGE_TERMS) as TermGroup[])
      for (const term of MESSAGE_TERMS[group]) {
        const key = `msg.term.${group}.${term}` as MessageKey;
        for (const catalogue of [sv, en]) {
          expect(catalogue[key], key).toBeTruthy();
          expect(placeholders(catalogue[key]), key).toEqual([]);
        }
      }
  });

  it('has no message texts for codes or terms the server does not send', () => {
    const known = new Set([
      ...Object.keys(MESSAGE_CODES).map((code) => `msg.${code}`),
      ...(Object.keys(MESSAGE_TERMS) as TermGroup[]).flatMap((group) =>
        MESSAGE_TERMS[group].map((term) => `msg.term.${group}.${term}`),
      ),
    ]);
    expect(Object.keys(sv).filter((key) => key.startsWith('msg.') && !known.has(key))).toEqual([]);
  });
});

describe('a message worded in a language', () => {
  const expiry = serverMessage('warning.expiry.description.located', {
    medicine: 'Alvedon 500 mg',
    batch: 'AL1',
    expiry_date: '2026-12-03',
    quantity: 1250,
    unit: 'paket',
    advice: 'use_first',
    location: 'Skåp 3',
  });

  it('words its terms and writes numbers and dates the language’s way', () => {
    expect(word('en', expiry)).toBe(
      'Alvedon 500 mg in batch AL1 expires on 3 Dec 2026 (1,250 packs left, Skåp 3). Use this batch first or dispose of it.',
    );
    expect(word('sv', expiry)).toBe(
      'Alvedon 500 mg i batch AL1 har utgångsdatum 2026-12-03 (1\u00a0250 paket kvar, Skåp 3). Använd batchen först eller kassera den.',
    );
    expect(
      word(
        'en',
        serverMessage('activity.did', {
          actor: 'System',
          verb: 'sync',
          entity: 'recall_feed',
          name: 'Läkemedelsverket',
        }),
      ),
    ).toBe('System read the recall feed Läkemedelsverket');
  });

  it('is null, for the Swedish text to stand in, when its code, a param or a term is unknown', () => {
    expect(word('en', null)).toBeNull();
    expect(word('en', { code: 'warning.from_the_future', params: {} })).toBeNull();
    expect(word('en', { code: 'warning.low_stock.title', params: {} })).toBeNull();
    expect(
      word('en', {
        code: 'activity.did.unnamed',
        params: { actor: 'Alva', verb: 'teleport', entity: 'user' },
      }),
    ).toBeNull();
    expect(
      word('en', {
        code: 'warning.out_of_stock.description',
        params: { medicine: 'Naloxon', minimum: 'fem' },
      }),
    ).toBeNull();
  });

  it('keeps a date it cannot read as it came', () => {
    expect(formatDay('2026-11-21', 'en')).toBe('21 Nov 2026');
    expect(formatDay('2026-11-21', 'sv')).toBe('2026-11-21');
    expect(formatDay('snart', 'en')).toBe('snart');
  });
});
