import { useEffect, useRef } from 'react';
import { createScannerBurst, strokeOf } from '../scan/scanner-burst.ts';

/** A badge reader is a keyboard too: the same burst rules as the scanner, for ids of 4 or more. */
const BADGE_BURST = { maxGapMs: 50, minLength: 4 } as const;

/** Hands each badge read anywhere on the window to `onBadge` while `enabled`. */
export function useBadgeReader(enabled: boolean, onBadge: (badgeId: string) => void): void {
  const onBadgeRef = useRef(onBadge);
  useEffect(() => {
    onBadgeRef.current = onBadge;
  }, [onBadge]);

  useEffect(() => {
    if (!enabled) return;
    const burst = createScannerBurst(BADGE_BURST);
    const onKeyDown = (event: KeyboardEvent) => {
      const step = burst.push(strokeOf(event));
      if (step.kind !== 'scan') return;
      event.preventDefault();
      onBadgeRef.current(step.text.trim());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
