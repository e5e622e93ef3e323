import { describe, expect, it } from 'vitest';
import { GS } from '../../../shared/gs1.ts';
import { checkScanner } from './scanner-check.ts';

const strokes = (text: string, gap: number) =>
  text
    .split('')
    .map((key, i) => ({ key, ctrlKey: false, altKey: false, metaKey: false, time: i * gap }));

const PACK_WITH_GS = `0107350031443110172712311000LOT9${GS}21SER1`;

describe('the scanner test', () => {
  it('passes a fast scanner that sends a whole pack code with GS and Enter', () => {
    expect(checkScanner(strokes(PACK_WITH_GS, 8), true)).toMatchObject({
      keys: PACK_WITH_GS.length,
      medianGapMs: 8,
      widestGapMs: 8,
      groupSeparator: true,
      code: 'gs1',
      advice: ['ok'],
    });
  });

  it('tells a slow scanner, a missing Enter and a missing separator apart', () => {
    expect(checkScanner(strokes(PACK_WITH_GS, 70), true).advice).toEqual(['lenient']);
    expect(checkScanner(strokes(PACK_WITH_GS, 150), true).advice).toEqual(['slow']);
    expect(checkScanner(strokes(PACK_WITH_GS, 8), false).advice).toEqual(['noEnter']);
    const withoutGs = PACK_WITH_GS.replace(GS, '');
    expect(checkScanner(strokes(withoutGs, 8), true)).toMatchObject({
      groupSeparator: false,
      advice: ['noGroupSeparator'],
    });
    expect(checkScanner(strokes('HELLO WORLD', 8), true).advice).toEqual(['notCode']);
  });
});
