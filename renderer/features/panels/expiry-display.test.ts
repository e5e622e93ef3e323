import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/t.ts';
import { expiryDisplay } from './expiry-display.ts';

const show = (days: number, severity: 'critical' | 'warning' = 'warning') => {
  const display = expiryDisplay({ days_until_expiry: days, severity });
  return { ...display, text: translate('sv', display.text.key, display.text.params) };
};

describe('VARNINGAR expiry display (spec 1-platform §2.7, §9)', () => {
  it.each([
    [-12, 'Utgått för 12 dagar sedan'],
    [-1, 'Utgått för 1 dag sedan'],
    [0, 'Utgår idag'],
    [1, '1 dag'],
    [21, '21 dagar'],
  ])('%i days reads %s', (days, text) => {
    expect(show(days).text).toBe(text);
  });

  it('draws expired batches black on a darker row', () => {
    expect(show(-4)).toMatchObject({ color: 'dark', expired: true, urgent: true });
    expect(show(0)).toMatchObject({ color: 'red', expired: false });
  });

  it('is red up to 14 days or when critical, otherwise yellow', () => {
    expect(show(14).color).toBe('red');
    expect(show(15).color).toBe('yellow');
    expect(show(30).color).toBe('yellow');
    expect(show(20, 'critical').color).toBe('red');
  });

  it('has a red alert icon up to 7 days and none after', () => {
    expect(show(0).urgent).toBe(true);
    expect(show(7).urgent).toBe(true);
    expect(show(8).urgent).toBe(false);
    expect(show(8, 'critical').urgent).toBe(false);
  });
});
