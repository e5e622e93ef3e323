import { useEffect, useRef } from 'react';
import { createScannerBurst } from './scanner-burst.ts';

/** Keys typed into a field belong to the field, not to the scanner listener. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Listens on the whole window for a hand-held scanner while `enabled`, and hands each complete
 * scan to `onScan`. The Enter that ends a scan is swallowed so it does not press a focused button.
 */
export function useScannerBurst(enabled: boolean, onScan: (text: string) => void): void {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!enabled) return;
    const burst = createScannerBurst();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target)) {
        burst.reset();
        return;
      }
      const step = burst.push({
        key: event.key,
        code: event.code,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        time: event.timeStamp,
      });
      if (step.kind === 'scan') {
        event.preventDefault();
        onScanRef.current(step.text);
      } else if (step.kind === 'collecting' && event.ctrlKey && !event.altKey) {
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
