import type { Page } from '@playwright/test';
import { GS } from '../shared/gs1.ts';

const KEY_GAP_SECONDS = 0.005;

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

/**
 * A hand-held USB scanner types `text` then Enter into whatever has the focus, keys 5 ms apart.
 * Each key carries its own time stamp, as a real scanner's keys do, so a busy test machine that
 * delivers them late cannot stretch the burst past the gap the scanner detector allows.
 */
export async function scannerTypes(page: Page, text: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const keys = text
    .split('')
    .map((ch): KeyEvent => (ch === GS ? GROUP_SEPARATOR : { key: ch, text: ch }));
  const start = Date.now() / 1000;
  try {
    for (const [index, key] of [...keys, ENTER].entries()) {
      const timestamp = start + index * KEY_GAP_SECONDS;
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, timestamp });
      await cdp.send('Input.dispatchKeyEvent', {
        type: 'keyUp',
        key: key.key,
        code: key.code,
        windowsVirtualKeyCode: key.windowsVirtualKeyCode,
        modifiers: key.modifiers,
        timestamp: timestamp + KEY_GAP_SECONDS / 2,
      });
    }
  } finally {
    await cdp.detach();
  }
}
