import type { Page } from '@playwright/test';
import { GS } from '../shared/gs1.ts';

type KeyEvent = {
  key: string;
  code?: string;
  text?: string;
  windowsVirtualKeyCode?: number;
  modifiers?: number;
};

const CTRL = 2;
const ENTER: KeyEvent = { key: 'Enter', code: 'Enter', text: '\r', windowsVirtualKeyCode: 13 };
// Scanners type the GS1 group separator as Ctrl+].
const GROUP_SEPARATOR: KeyEvent = {
  key: ']',
  code: 'BracketRight',
  windowsVirtualKeyCode: 221,
  modifiers: CTRL,
};

const lastStamp = new WeakMap<Page, number>();

/**
 * A hand-held USB scanner types `text` then Enter into whatever has the focus, keys `gapMs` apart
 * (5 ms unless told). Each key carries its own time stamp, as a real scanner's keys do, so a busy
 * test machine that delivers them late cannot stretch the burst past the gap the detector allows.
 */
export async function scannerTypes(page: Page, text: string, gapMs = 5): Promise<void> {
  const gap = gapMs / 1000;
  const cdp = await page.context().newCDPSession(page);
  const keys = text
    .split('')
    .map((ch): KeyEvent => (ch === GS ? GROUP_SEPARATOR : { key: ch, text: ch }));
  // Chromium takes stamps ahead of its clock but clamps those before the page was opened, and a
  // slow scan's stamps run ahead of the clock: so each scan starts after the last one ended.
  const start = Math.max(Date.now() / 1000, (lastStamp.get(page) ?? 0) + 1);
  lastStamp.set(page, start + (keys.length + 1) * gap);
  try {
    for (const [index, key] of [...keys, ENTER].entries()) {
      const timestamp = start + index * gap;
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, timestamp });
      await cdp.send('Input.dispatchKeyEvent', {
        type: 'keyUp',
        key: key.key,
        code: key.code,
        windowsVirtualKeyCode: key.windowsVirtualKeyCode,
        modifiers: key.modifiers,
        timestamp: timestamp + gap / 2,
      });
    }
  } finally {
    await cdp.detach();
  }
}
