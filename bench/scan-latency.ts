import { chromium, type Page } from '@playwright/test';

type Account = { email: string; password: string };
type Headers = Record<string, string>;
type Batch = { quantity: number; is_expired: boolean; is_quarantined: boolean };

export type ScanLatency = {
  /** Median of Enter (end of the scanner burst) until the medicine is on screen. */
  verifyMs: number;
  /** Median of 'Bekräfta uttag' until the committed withdrawal's confirmation is on screen. */
  withdrawMs: number;
  rounds: number;
};

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

/** A medicine of the nurse's site with a batch that may be taken from, as its printed code. */
async function codeToScan(baseUrl: string, headers: Headers, siteId: string, rounds: number) {
  const list = await call<{ items: { medicine_template_id: string }[] }>(
    baseUrl,
    `/inventory/items?page=1&size=50&site_id=${siteId}`,
    headers,
  );
  for (const templateId of new Set(list.items.map((i) => i.medicine_template_id))) {
    const { batches } = await call<{ batches: Batch[] }>(
      baseUrl,
      `/qr-codes/batches/${templateId}?site_id=${siteId}`,
      headers,
    );
    const first = batches.find((b) => !b.is_expired && !b.is_quarantined);
    if (first && first.quantity >= rounds) {
      const code = await call<{ qr_code_data: string }>(baseUrl, '/qr-codes/generate', headers, {
        site_id: siteId,
        medicine_template_id: templateId,
      });
      return code.qr_code_data;
    }
  }
  throw new Error('Ingen batch att ta ut ur på bänkens enhet');
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
  const code = await codeToScan(baseUrl, session.headers, session.siteId, rounds + 1);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await signIn(page, baseUrl, account);
    await page.goto(`${baseUrl}/scan`);
    const ready = page.getByText('Redo att skanna');
    const verify: number[] = [];
    const withdraw: number[] = [];
    for (let round = 0; round <= rounds; round++) {
      await ready.waitFor();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.type(code, { delay: 1 });
      let started = performance.now();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Ta ut', exact: true }).waitFor();
      const verifyMs = performance.now() - started;
      await page.getByRole('button', { name: 'Ta ut', exact: true }).click();
      const confirm = page.getByRole('button', { name: 'Bekräfta uttag' });
      await confirm.waitFor();
      await page.getByRole('radio', { checked: true }).first().waitFor();
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
    }
    return { verifyMs: median(verify), withdrawMs: median(withdraw), rounds };
  } finally {
    await browser.close();
  }
}
