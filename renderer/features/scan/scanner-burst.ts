import { GS } from '../../../shared/gs1.ts';

/**
 * A hand-held USB scanner is a keyboard that types very fast. Text that is not a code (or badge)
 * could be a person typing, so it is a burst only at a scanner's speed: keys at most 50 ms apart,
 * at least five characters, then Enter. A person types slower, so their keys never make one.
 */
export const SCANNER_BURST = { maxGapMs: 50, minLength: 5 } as const;

/**
 * The one limit for a scanner's or badge reader's keys: a code or badge whose keys come at most
 * this many milliseconds apart is read (exactly the limit too); slower, it is reported too slow.
 * Some scanners type about 80 ms a key. Keys further apart than 400 ms are never one read.
 */
export const KEY_GAP_LIMIT_MS = 120;
const SLOW_GAP_MS = 400;

/**
 * Whether keys this far apart are within the limit. Compared in whole milliseconds, as messages
 * show them: browsers coarsen event times, so keys sent 120 ms apart can arrive 120.1 ms apart.
 */
export const withinKeyGapLimit = (gapMs: number): boolean => Math.round(gapMs) <= KEY_GAP_LIMIT_MS;

/** The shortest code the scan screen reads: a GS1 code of only a GTIN, '01' and 14 digits. */
const SHORTEST_CODE = 16;

export type BurstOptions = {
  maxGapMs: number;
  minLength: number;
  /**
   * Tells a whole code. With it, a code is a scan at up to KEY_GAP_LIMIT_MS between keys,
   * a fast burst that cannot be a code is reported incomplete, and a code typed slower still is
   * reported slow (the scanner's settings need a look).
   */
  recognise?: (text: string) => boolean;
};

/** The parts of a keydown event the detector reads; `time` in milliseconds. */
export type KeyStroke = {
  key: string;
  code?: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  time: number;
};

/** The stroke of a keydown event (a DOM event or React's). */
export const strokeOf = (event: Omit<KeyStroke, 'time'> & { timeStamp: number }): KeyStroke => ({
  key: event.key,
  code: event.code,
  ctrlKey: event.ctrlKey,
  altKey: event.altKey,
  metaKey: event.metaKey,
  time: event.timeStamp,
});

export type BurstStep =
  /** A whole scan ended with this Enter. */
  | { kind: 'scan'; text: string }
  /** Fast keys that cannot be a whole code: part of the scan was lost. */
  | { kind: 'incomplete'; text: string }
  /** A whole code, but its keys came further apart than a scan's; `gapMs` the widest gap. */
  | { kind: 'slow'; text: string; gapMs: number }
  /** The key was taken into the burst being collected. */
  | { kind: 'collecting' }
  /** The key is not part of a scan. */
  | { kind: 'ignored' };

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock']);

/**
 * The group separator of a GS1 code as scanners type it: Ctrl+] (US layout), Ctrl+¨ on a
 * Swedish layout (the same key, reported as '¨' or as a dead key), or the control character.
 */
export function isGroupSeparatorKey(stroke: Omit<KeyStroke, 'time'>): boolean {
  if (stroke.key === GS) return true;
  if (!stroke.ctrlKey || stroke.altKey || stroke.metaKey) return false;
  return (
    stroke.key === ']' ||
    stroke.key === '¨' ||
    stroke.key === 'Dead' ||
    (stroke.code === 'BracketRight' && stroke.key.length === 1)
  );
}

/** A character the key types, or null for keys that type nothing. */
export function typedCharacter(stroke: KeyStroke): string | null {
  if (isGroupSeparatorKey(stroke)) return GS;
  if (stroke.key.length !== 1 || stroke.metaKey) return null;
  // Ctrl alone makes shortcuts; Ctrl+Alt is AltGr on Windows and types '@', '{', '[' …
  if (stroke.ctrlKey && !stroke.altKey) return null;
  return stroke.key;
}

/** Collects keystrokes and tells when they made up one scan. */
export function createScannerBurst(options: BurstOptions = SCANNER_BURST) {
  const { recognise } = options;
  // Without a recogniser only fast keys belong together; with one, slower keys are kept to judge.
  const keepGapMs = recognise ? SLOW_GAP_MS : options.maxGapMs;
  let buffer = '';
  let lastTime = Number.NEGATIVE_INFINITY;
  let widestGap = 0;

  const reset = () => {
    buffer = '';
    lastTime = Number.NEGATIVE_INFINITY;
    widestGap = 0;
  };

  function judge(text: string, gap: number): BurstStep {
    if (!recognise) {
      return gap <= options.maxGapMs && text.length >= options.minLength
        ? { kind: 'scan', text }
        : { kind: 'ignored' };
    }
    if (recognise(text)) {
      return withinKeyGapLimit(gap) ? { kind: 'scan', text } : { kind: 'slow', text, gapMs: gap };
    }
    if (gap > options.maxGapMs || text.length < 3) return { kind: 'ignored' };
    // A fast burst that is too short for any code, or a piece of an address, lost its start.
    const fragment = text.length < SHORTEST_CODE || /[/:]/.test(text);
    if (fragment) return { kind: 'incomplete', text };
    return text.length >= options.minLength ? { kind: 'scan', text } : { kind: 'ignored' };
  }

  function push(stroke: KeyStroke): BurstStep {
    if (MODIFIER_KEYS.has(stroke.key)) return buffer ? { kind: 'collecting' } : { kind: 'ignored' };
    if (stroke.key === 'Dead' && !stroke.ctrlKey) return { kind: 'ignored' };
    const gap = stroke.time - lastTime;
    const inTime = gap <= keepGapMs;
    if (stroke.key === 'Enter') {
      const text = buffer;
      const widest = Math.max(widestGap, gap);
      reset();
      return inTime && text ? judge(text, widest) : { kind: 'ignored' };
    }
    const character = typedCharacter(stroke);
    if (character === null) {
      reset();
      return { kind: 'ignored' };
    }
    if (inTime) {
      buffer += character;
      widestGap = Math.max(widestGap, gap);
    } else {
      buffer = character;
      widestGap = 0;
    }
    lastTime = stroke.time;
    return { kind: 'collecting' };
  }

  return { push, reset };
}

export type ScannerBurst = ReturnType<typeof createScannerBurst>;
