import { describe, expect, it } from 'vitest';
import { KEY_GAP_LIMIT_MS } from '../scan/scanner-burst.ts';
import { createBadgeBurst } from './badge-burst.ts';

const BADGE = 'E2E04A3B2C1';

/** Types `text` then Enter, keys `gap` ms apart, and returns what the last key made. */
function tap(text: string, gap: number, personMayType = false) {
  const burst = createBadgeBurst();
  let time = 1000;
  let last;
  for (const key of [...text.split(''), 'Enter']) {
    last = burst.push(
      { key, ctrlKey: false, altKey: false, metaKey: false, time: (time += gap) },
      personMayType,
    );
  }
  return last;
}

describe('badge burst', () => {
  it('reads a badge from a fast reader, at 80 ms a key and at the limit', () => {
    for (const gap of [8, 80, KEY_GAP_LIMIT_MS - 1, KEY_GAP_LIMIT_MS]) {
      expect(tap(BADGE, gap), `${gap} ms`).toEqual({ kind: 'badge', badgeId: BADGE });
    }
  });

  it('says a badge a millisecond past the limit came too slowly', () => {
    expect(tap(BADGE, KEY_GAP_LIMIT_MS + 1)).toEqual({
      kind: 'slow',
      gapMs: KEY_GAP_LIMIT_MS + 1,
    });
    expect(tap(BADGE, 200)).toEqual({ kind: 'slow', gapMs: 200 });
  });

  it('ignores what cannot be a badge, and keys too far apart to be one read', () => {
    expect(tap('abc', 8)).toEqual({ kind: 'none' });
    expect(tap('not a badge', 8)).toEqual({ kind: 'none' });
    expect(tap(BADGE, 450)).toEqual({ kind: 'none' });
  });

  it('leaves a PIN typed by a person alone, and still reads a new badge at the PIN pad', () => {
    expect(tap('2580', 90, true)).toEqual({ kind: 'none' });
    expect(tap('2580', 200, true)).toEqual({ kind: 'none' });
    expect(tap(BADGE, 8, true)).toEqual({ kind: 'badge', badgeId: BADGE });
  });
});
