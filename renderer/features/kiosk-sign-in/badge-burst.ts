import { BadgeId } from '../../../shared/schemas/kiosks.ts';
import { createScannerBurst, SCANNER_BURST, type KeyStroke } from '../scan/scanner-burst.ts';

/** What the detector made of a key: a badge read, a badge typed too slowly, or nothing yet. */
export type BadgeStep =
  { kind: 'badge'; badgeId: string } | { kind: 'slow'; gapMs: number } | { kind: 'none' };

const isBadgeId = (text: string): boolean => BadgeId.safeParse(text).success;

/** A burst at a scanner's speed, so a person typing their PIN never makes one. */
const SCANNER_SPEED = { ...SCANNER_BURST, minLength: 4 };

/**
 * A badge reader is a keyboard too. A badge id ending in Enter is read at up to KEY_GAP_LIMIT_MS
 * between keys, like a code on the scan screen, and one typed slower is reported too slow. Where
 * a person may be typing (`personMayType`: a field has focus or the PIN pad is open), only a burst
 * at a scanner's speed is a badge, and slower keys are the person's own.
 */
export function createBadgeBurst() {
  const atLimit = createScannerBurst({ ...SCANNER_SPEED, recognise: isBadgeId });
  const atScannerSpeed = createScannerBurst(SCANNER_SPEED);

  function push(stroke: KeyStroke, personMayType: boolean): BadgeStep {
    const [active, idle] = personMayType ? [atScannerSpeed, atLimit] : [atLimit, atScannerSpeed];
    idle.reset();
    const step = active.push(stroke);
    if (step.kind === 'scan' && isBadgeId(step.text)) {
      return { kind: 'badge', badgeId: step.text.trim() };
    }
    if (step.kind === 'slow') return { kind: 'slow', gapMs: Math.round(step.gapMs) };
    return { kind: 'none' };
  }

  return { push };
}
