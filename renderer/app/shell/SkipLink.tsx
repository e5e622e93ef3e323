import type { MouseEvent } from 'react';
import { useT } from '../../i18n/t.ts';
import './skip-link.css';

/** The id of the signed-in layout's `<main>`, where the skip link sends focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first Tab stop of the signed-in layout: shown when focused, it moves focus past the header
 * and the menu to the screen's content (WCAG 2.4.1).
 */
export function SkipLink() {
  const t = useT();
  // Focus moves without a '#main-content' in the address, which the router would keep.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className="medvakt-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
