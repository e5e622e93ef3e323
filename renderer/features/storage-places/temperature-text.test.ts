import { describe, expect, it } from 'vitest';
import { celsius, shiftMonth, typedCelsius } from './temperature-text.ts';

describe('temperatures as a nurse types and reads them', () => {
  it('reads the decimal comma, a minus sign and blank', () => {
    expect(typedCelsius('4,5')).toBe(4.5);
    expect(typedCelsius(' −18 ')).toBe(-18);
    expect(typedCelsius('')).toBeNull();
    expect(typedCelsius('kallt')).toBeNaN();
  });

  it('writes them the Swedish way', () => {
    expect(celsius(9.5)).toBe('9,5 °C');
    expect(celsius(-18)).toBe('−18 °C');
  });

  it('steps over the turn of the year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});
