import { useEffect, useRef } from 'react';
import { strokeOf } from '../scan/scanner-burst.ts';
import { isEditable } from '../scan/use-scanner-burst.ts';
import { createBadgeBurst } from './badge-burst.ts';

type BadgeReading = {
  /** The PIN pad is open: the person may be typing their PIN on the keyboard. */
  pinPadOpen: boolean;
  onBadge: (badgeId: string) => void;
  /** A badge id came with keys further apart than the limit; `gapMs` the widest gap. */
  onSlow: (gapMs: number) => void;
};

/** Hands each badge read anywhere on the window to `onBadge` while `enabled`. */
export function useBadgeReader(enabled: boolean, reading: BadgeReading): void {
  const readingRef = useRef(reading);
  useEffect(() => {
    readingRef.current = reading;
  }, [reading]);

  useEffect(() => {
    if (!enabled) return;
    const burst = createBadgeBurst();
    const onKeyDown = (event: KeyboardEvent) => {
      const { pinPadOpen, onBadge, onSlow } = readingRef.current;
      const step = burst.push(strokeOf(event), pinPadOpen || isEditable(event.target));
      if (step.kind === 'none') return;
      event.preventDefault();
      if (step.kind === 'badge') onBadge(step.badgeId);
      else onSlow(step.gapMs);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
