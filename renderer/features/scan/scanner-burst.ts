import { GS } from '../../../shared/gs1.ts';

/**
 * A hand-held USB scanner is a keyboard that types very fast: keys at most 50 ms apart, at least
 * five characters, then Enter. A person types slower, so their keys never make up a burst.
 */
export const SCANNER_BURST = { maxGapMs: 50, minLength: 5 } as const;

/** The parts of a keydown event the detector reads; `time` in milliseconds. */
export type KeyStroke = {
  key: string;
  code?: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  time: number;
};

export type BurstStep =
  /** A whole scan ended with this Enter. */
  | { kind: 'scan'; text: string }
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
function typedCharacter(stroke: KeyStroke): string | null {
  if (isGroupSeparatorKey(stroke)) return GS;
  if (stroke.key.length !== 1 || stroke.metaKey) return null;
  // Ctrl alone makes shortcuts; Ctrl+Alt is AltGr on Windows and types '@', '{', '[' …
  if (stroke.ctrlKey && !stroke.altKey) return null;
  return stroke.key;
}

/** Collects keystrokes and tells when they made up one scan. */
export function createScannerBurst(
  options: { maxGapMs: number; minLength: number } = SCANNER_BURST,
) {
  let buffer = '';
  let lastTime = Number.NEGATIVE_INFINITY;

  const reset = () => {
    buffer = '';
    lastTime = Number.NEGATIVE_INFINITY;
  };

  function push(stroke: KeyStroke): BurstStep {
    if (MODIFIER_KEYS.has(stroke.key)) return buffer ? { kind: 'collecting' } : { kind: 'ignored' };
    if (stroke.key === 'Dead' && !stroke.ctrlKey) return { kind: 'ignored' };
    const inTime = stroke.time - lastTime <= options.maxGapMs;
    if (stroke.key === 'Enter') {
      const text = buffer;
      reset();
      return inTime && text.length >= options.minLength
        ? { kind: 'scan', text }
        : { kind: 'ignored' };
    }
    const character = typedCharacter(stroke);
    if (character === null) {
      reset();
      return { kind: 'ignored' };
    }
    buffer = inTime ? buffer + character : character;
    lastTime = stroke.time;
    return { kind: 'collecting' };
  }

  return { push, reset };
}

export type ScannerBurst = ReturnType<typeof createScannerBurst>;
