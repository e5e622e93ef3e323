import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_COLORS } from './theme.ts';

// WCAG 2.1 contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const AA = 4.5;
const WHITE = '#ffffff';
const { gray, dark } = ACCESSIBLE_COLORS;

describe('theme colours meet WCAG 2.1 AA for text', () => {
  for (const [name, shades] of Object.entries(ACCESSIBLE_COLORS)) {
    if (name === 'dark') continue;
    it(`${name}: shades 6–9 carry white text and read as text on light backgrounds`, () => {
      for (const shade of shades.slice(6)) {
        for (const background of [WHITE, gray[0], gray[1], shades[0], shades[1]]) {
          expect(contrast(shade, background), `${shade} on ${background}`).toBeGreaterThanOrEqual(
            AA,
          );
        }
      }
      // Light variants: shade 9 text on shade 1, shade 2 when hovered.
      expect(contrast(shades[9], shades[1])).toBeGreaterThanOrEqual(AA);
      expect(contrast(shades[9], shades[2])).toBeGreaterThanOrEqual(AA);
    });
  }

  it('keeps Mantine’s light shades, so backgrounds look as before', () => {
    for (const [name, shades] of Object.entries(ACCESSIBLE_COLORS)) {
      if (name === 'dark') continue;
      expect(shades.slice(0, 6)).toEqual(DEFAULT_THEME.colors[name]?.slice(0, 6));
    }
  });

  it('dimmed text (dark.2) reads on the dark scheme’s surfaces', () => {
    for (const background of [dark[6], dark[7], dark[8]]) {
      expect(contrast(dark[2], background)).toBeGreaterThanOrEqual(AA);
    }
  });
});
