import { chromium, type Page } from '@playwright/test';
import { stockholmDay } from '../api/clock.ts';
import { addDays } from '../shared/stock-rules.ts';

type Account = { email: string; password: string };
type Headers = Record<string, string>;

export type ScanLatency = {
  /** Median of Enter (end of the scanner burst) until the medicine is on screen. */
  verifyMs: number;
  /** Median of 'Bekräfta uttag' until the committed withdrawal's confirmation is on screen. */
  withdrawMs: number;
  rounds: number;
  /** Bursts typed again because the app found the gaps between Playwright's keystrokes too long. */
  retyped: number;
};

const MAX_RETYPED = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function call<T>(baseUrl: string, path: string, headers: Headers, body?: unknown) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A batch of its own for the bench (a year to expiry, `quantity` units) on one of the nurse's
 * medicines that is not a narcotic (a narcotic withdrawal needs a patient), and the code printed
 * for that medicine.
 */
export async function batchToScan(
  baseUrl: string,
  headers: Headers,
  siteId: string,
  quantity: number,
): Promise<{ code: string; batchNumber: string }> {
  const { items } = await call<{
    items: { id: string; is_active: boolean; is_controlled_substance: boolean }[];
  }>(baseUrl, `/medicines/?size=20&site_id=${siteId}`, headers);
  const template = items.find((t) => t.is_active && !t.is_controlled_substance);
  if (!template) throw new Error('Bänkens enhet har inga aktiva läkemedel utan narkotikaklassning');
  const batchNumber = `BANK${Date.now().toString(36).toUpperCase()}`;
  await call(baseUrl, '/inventory/items', headers, {
    medicine_template_id: template.id,
    batch_number: batchNumber,
    expiry_date: addDays(stockholmDay(new Date()), 365),
    quantity,
    unit_type: 'styck',
  });
  const code = await call<{ qr_code_data: string }>(baseUrl, '/qr-codes/generate', headers, {
    site_id: siteId,
    medicine_template_id: template.id,
  });
  return { code: code.qr_code_data, batchNumber };
}

async function signIn(page: Page, baseUrl: string, account: Account) {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('E-post').fill(account.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
}

/**
 * The kiosk path in Chromium: a scanner burst on the scan screen, then one withdrawal. The
 * nurse's choice in between is not counted; the two machine steps are, each as a median.
 */
export async function scanLatency(
  baseUrl: string,
  account: Account,
  session: { headers: Headers; siteId: string },
  rounds = 10,
): Promise<ScanLatency> {
  const { code, batchNumber } = await batchToScan(baseUrl, session.headers, session.siteId, 1000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await signIn(page, baseUrl, account);
    await page.goto(`${baseUrl}/scan`);
    const ready = page.getByText('Redo att skanna');
    const takeOut = page.getByRole('button', { name: 'Ta ut', exact: true });
    const tooSlow = page.getByText('Skannern skickar tecknen för långsamt');
    let retyped = 0;
    const verify: number[] = [];
    const withdraw: number[] = [];
    const oneRound = async (round: number) => {
      await ready.waitFor();
      let started: number;
      for (;;) {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.keyboard.type(code, { delay: 1 });
        started = performance.now();
        await page.keyboard.press('Enter');
        await takeOut.or(tooSlow).first().waitFor();
        if (!(await tooSlow.isVisible())) break;
        // Playwright's keystrokes, not the app, were slow: a busy machine stretched the gaps.
        if (++retyped > MAX_RETYPED)
          throw new Error('Playwright skrev koden för långsamt för varje försök');
        await ready.waitFor();
      }
      const verifyMs = performance.now() - started;
      await takeOut.click();
      const confirm = page.getByRole('button', { name: 'Bekräfta uttag' });
      await confirm.waitFor();
      await page.getByRole('radio', { name: new RegExp(batchNumber) }).check();
      started = performance.now();
      await confirm.click();
      await page.getByTestId('scan-message').waitFor();
      const withdrawMs = performance.now() - started;
      // The first round warms caches and lazy chunks; it is not counted.
      if (round > 0) {
        verify.push(verifyMs);
        withdraw.push(withdrawMs);
      }
      await page.getByRole('button', { name: 'Skanna nästa' }).click();
    };
    for (let round = 0; round <= rounds; round++) {
      await oneRound(round).catch(async (error: unknown) => {
        const screen = (
          await page
            .locator('body')
            .innerText()
            .catch(() => '')
        ).replace(/\s+/g, ' ');
        throw new Error(
          `varv ${round}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; ` +
            `skärmen visade: ${screen.slice(0, 400)}`,
        );
      });
    }
    return { verifyMs: median(verify), withdrawMs: median(withdraw), rounds, retyped };
  } finally {
    await browser.close();
  }
}
