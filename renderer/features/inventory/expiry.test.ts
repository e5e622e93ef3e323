import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/t.ts';
import { expiryText } from './expiry.ts';

const sv = (days: number) => {
  const text = expiryText(days);
  return translate('sv', text.key, text.params);
};

describe('expiry text (spec 1-platform §2.7)', () => {
  it.each([
    [-12, 'Utgått för 12 dagar sedan'],
    [-1, 'Utgått för 1 dag sedan'],
    [0, 'Utgår idag'],
    [1, '1 dag'],
    [10, '10 dagar'],
  ])('%i days reads %s', (days, text) => {
    expect(sv(days)).toBe(text);
  });
});
