import type { Page } from '@playwright/test';

/**
 * Records the hidden print frame's print() instead of opening the browser's dialog: the dialog is
 * the browser's own, outside the page, and headless Chromium's print preview crashes the page now
 * and then. The frame's title lands in `window.framePrinted`.
 */
export async function recordFramePrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow');
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      get(this: HTMLIFrameElement) {
        const inner = real?.get?.call(this) as Window | null;
        if (this.dataset.printFrame === undefined || !inner) return inner;
        return {
          focus: () => undefined,
          print: () => Reflect.set(window, 'framePrinted', this.title),
        };
      },
    });
  });
}

/** The title of the frame last printed, or 'undefined'. */
export const framePrinted = (page: Page) =>
  page.evaluate(() => String(Reflect.get(window, 'framePrinted')));
