/** A part of the camera picture, drawn at a size, for one decode attempt. */
export type View = { sx: number; sy: number; sw: number; sh: number; dw: number; dh: number };

/** A whole picture is decoded at most this wide or high: larger costs a slow PC too much per try. */
export const WHOLE_PICTURE_MAX = 960;

const fitWithin = (width: number, height: number, max: number) => {
  const scale = Math.min(1, max / Math.max(width, height));
  return { dw: Math.round(width * scale), dh: Math.round(height * scale) };
};

/**
 * The views tried in turn on a `width`×`height` picture: the whole picture made small (a code
 * held close fills it), the middle half at full resolution (a small code held at a distance),
 * and the whole picture at full resolution when that is larger than the first.
 */
export function viewsFor(width: number, height: number): View[] {
  const whole = {
    sx: 0,
    sy: 0,
    sw: width,
    sh: height,
    ...fitWithin(width, height, WHOLE_PICTURE_MAX),
  };
  const sw = Math.round(width / 2);
  const sh = Math.round(height / 2);
  const middle = {
    sx: Math.round((width - sw) / 2),
    sy: Math.round((height - sh) / 2),
    sw,
    sh,
    dw: sw,
    dh: sh,
  };
  const views: View[] = [whole, middle];
  if (whole.dw < width) views.push({ sx: 0, sy: 0, sw: width, sh: height, dw: width, dh: height });
  return views;
}

/**
 * The pause before the next try, from how long the last took: a busy PC tries less often instead
 * of falling behind, and never waits so long that a code held up is missed.
 */
export function pauseAfter(decodeMs: number): number {
  return Math.min(400, Math.max(60, Math.round(decodeMs * 1.5)));
}
