import { describe, expect, it } from 'vitest';
import { pauseAfter, viewsFor, WHOLE_PICTURE_MAX } from './camera-views.ts';

describe('camera views', () => {
  it('tries an HD picture whole and small, its middle at full size, then whole at full size', () => {
    expect(viewsFor(1280, 720)).toEqual([
      { sx: 0, sy: 0, sw: 1280, sh: 720, dw: WHOLE_PICTURE_MAX, dh: 540 },
      { sx: 320, sy: 180, sw: 640, sh: 360, dw: 640, dh: 360 },
      { sx: 0, sy: 0, sw: 1280, sh: 720, dw: 1280, dh: 720 },
    ]);
  });

  it('does not try a small picture twice at the same size', () => {
    expect(viewsFor(640, 480)).toEqual([
      { sx: 0, sy: 0, sw: 640, sh: 480, dw: 640, dh: 480 },
      { sx: 160, sy: 120, sw: 320, sh: 240, dw: 320, dh: 240 },
    ]);
  });

  it('pauses longer after a slow try, within bounds', () => {
    expect(pauseAfter(5)).toBe(60);
    expect(pauseAfter(100)).toBe(150);
    expect(pauseAfter(2_000)).toBe(400);
  });
});
