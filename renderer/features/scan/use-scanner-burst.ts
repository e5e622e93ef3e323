import { useEffect, useRef } from 'react';
import { createScannerBurst, SCANNER_BURST, strokeOf } from './scanner-burst.ts';

/** Keys typed into a field belong to the field, not to the scanner listener. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A scan that went wrong on its way in: part of it lost, or keys slower than a scanner's. */
export type ScanProblem = { kind: 'incomplete'; text: string } | { kind: 'slow'; gapMs: number };

type CodeScanning = {
  /** Tells a whole code, so slower scanners are read and broken scans reported (see BurstOptions). */
  recognise: (text: string) => boolean;
  onProblem: (problem: ScanProblem) => void;
};

/**
 * Listens on the whole window for a hand-held scanner while `enabled`, and hands each complete
 * scan to `onScan` (and, for codes, each broken one to `onProblem`). The Enter that ends a scan is
 * swallowed so it does not press a focused button.
 */
export function useScannerBurst(
  enabled: boolean,
  onScan: (text: string) => void,
  codes?: CodeScanning,
): void {
  const recognise = codes?.recognise;
  const onProblem = codes?.onProblem;
  const onScanRef = useRef(onScan);
  const onProblemRef = useRef(onProblem ?? (() => undefined));
  useEffect(() => {
    onScanRef.current = onScan;
    onProblemRef.current = onProblem ?? (() => undefined);
  }, [onScan, onProblem]);

  useEffect(() => {
    if (!enabled) return;
    const burst = createScannerBurst(recognise ? { ...SCANNER_BURST, recognise } : SCANNER_BURST);
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target)) {
        burst.reset();
        return;
      }
      const step = burst.push(strokeOf(event));
      if (step.kind === 'scan') {
        event.preventDefault();
        onScanRef.current(step.text);
      } else if (step.kind === 'incomplete') {
        event.preventDefault();
        onProblemRef.current({ kind: 'incomplete', text: step.text });
      } else if (step.kind === 'slow') {
        event.preventDefault();
        onProblemRef.current({ kind: 'slow', gapMs: Math.round(step.gapMs) });
      } else if (step.kind === 'collecting' && event.ctrlKey && !event.altKey) {
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, recognise]);
}
