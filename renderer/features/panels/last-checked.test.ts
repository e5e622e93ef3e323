import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/t.ts';
import { lastCheckedText } from './last-checked.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const sv = (checkedAt: string | null | undefined, failed = false) => {
  const text = lastCheckedText(checkedAt, NOW, failed);
  return 'key' in text ? translate('sv', text.key, text.params) : text.text;
};

describe("INDRAGNINGAR 'last checked' (spec 1-platform §2.8)", () => {
  it.each([
    [0, 'Just nu'],
    [59_000, 'Just nu'],
    [-30_000, 'Just nu'],
    [60_000, '1 min sedan'],
    [59 * 60_000, '59 min sedan'],
    [60 * 60_000, '1 timme sedan'],
    [5 * 3_600_000 + 59 * 60_000, '5 timmar sedan'],
    [23 * 3_600_000, '23 timmar sedan'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(sv(ago(ms))).toBe(text);
  });

  it('shows a Swedish date and time (Stockholm) from a day back', () => {
    expect(sv('2026-03-08T07:05:00.000Z')).toBe('2026-03-08 08:05');
  });

  it("reads 'Okänd' when the stats failed or are unreadable, 'Aldrig' before any check", () => {
    expect(sv(ago(0), true)).toBe('Okänd');
    expect(sv(undefined)).toBe('Okänd');
    expect(sv('igår')).toBe('Okänd');
    expect(sv(null)).toBe('Aldrig');
  });
});
