import type { Page } from '@playwright/test';

/** Elements whose words must show whole: buttons, badges, tabs, headings, menu items. */
const LABELS = [
  '.mantine-Button-label',
  '.mantine-Badge-root',
  '.mantine-Badge-label',
  '[role="tab"]',
  '.mantine-Tabs-tabLabel',
  '.mantine-SegmentedControl-label',
  '.mantine-Menu-itemLabel',
  '.mantine-NavLink-label',
  'h1, h2, h3, h4, h5, h6',
].join(', ');

/**
 * What does not fit the page now open, one readable line each: the page scrolling sideways, a
 * table wider than the frame it scrolls in, and a label whose words are cut off (wider than its
 * box, or shortened with an ellipsis).
 */
export function fitProblems(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const words = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      problems.push(`the page scrolls sideways (${root.scrollWidth}px in ${root.clientWidth}px)`);
    }
    for (const frame of document.querySelectorAll(
      '.mantine-TableScrollContainer-scrollContainer',
    )) {
      const table = frame.querySelector('table');
      if (!table || !frame.checkVisibility()) continue;
      const over = Math.round(table.getBoundingClientRect().width - frame.clientWidth);
      if (over > 1) {
        const heading = [...table.querySelectorAll('th')].map(words).join(' | ').slice(0, 60);
        problems.push(`the table (${heading}) is ${over}px wider than its frame`);
      }
    }
    for (const label of document.querySelectorAll(selector)) {
      if (!label.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (!(label instanceof HTMLElement) || label.clientWidth === 0) continue;
      const cut = label.scrollWidth > label.clientWidth + 1;
      const ellipsis =
        getComputedStyle(label).textOverflow === 'ellipsis' &&
        label.scrollWidth > label.clientWidth;
      if (cut || ellipsis) {
        const kind = label.className.match(/mantine-(\w+)-/)?.[1] ?? label.tagName.toLowerCase();
        problems.push(
          `the ${kind} "${words(label)}" is cut off (${label.scrollWidth}px in ${label.clientWidth}px)`,
        );
      }
    }
    return problems;
  }, LABELS);
}
