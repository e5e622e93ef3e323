import { useEffect, useState } from 'react';

/**
 * For a dialog shown by mounting it and closed by unmounting it. Mantine's Modal gives focus back
 * only when `opened` turns false, so here focus would fall to the top of the page on closing;
 * this puts it back on the control that opened the dialog (WCAG 2.4.3 Focus order).
 */
export function useReturnFocus(): void {
  // Read while rendering, before the dialog's focus trap has moved focus inside.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      // Once the dialog has left the page; not when focus has gone somewhere on purpose.
      requestAnimationFrame(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && opener?.isConnected) opener.focus();
      });
    },
    [opener],
  );
}
