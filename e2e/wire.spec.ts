import { expect, test, type Page } from '@playwright/test';
import { chart, login, workIn } from './helpers.ts';
import { openFromMenu } from './management-api.ts';

// What the browser fetches of the renderer's own code, as the server sends it (compressed).

const LOGIN_BUDGET_BYTES = 250 * 1024;

type Fetched = { path: string; bytes: number; encoding: string | null };

/** Every script and style sheet the page fetches from here on, with its size on the wire. */
function recordCode(page: Page): Fetched[] {
  const fetched: Fetched[] = [];
  page.on('requestfinished', (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    void Promise.all([request.sizes(), request.response()]).then(([sizes, response]) =>
      fetched.push({
        path: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? null,
      }),
    );
  });
  return fetched;
}

const fetchedChunk = (fetched: Fetched[], name: string) =>
  fetched.some((f) => f.path.startsWith(`/assets/${name}-`));

test('the login page fetches its code compressed, within budget, in Swedish only', async ({
  page,
}) => {
  const fetched = recordCode(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const big = fetched.filter((f) => f.bytes > 1024);
  expect(big.length).toBeGreaterThan(0);
  for (const file of big) expect(file.encoding, file.path).toBe('br');
  const total = fetched.reduce((sum, f) => sum + f.bytes, 0);
  expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  expect(fetchedChunk(fetched, 'catalogue-en')).toBe(false);
  expect(fetchedChunk(fetched, 'ReportCharts')).toBe(false);
});

test('the charts are fetched when the reports tab opens, not with the disposal screen', async ({
  page,
}) => {
  const fetched = recordCode(page);
  await login(page, 'site_admin');
  await workIn(page, 'Björkhagens äldreboende');
  await openFromMenu(page, 'Kassation', 'Kassation');
  await page.waitForLoadState('networkidle');
  expect(fetchedChunk(fetched, 'ReportCharts')).toBe(false);

  await page.getByRole('tab', { name: 'Rapporter' }).click();
  await expect(chart(page, 'Kasserat antal per månad')).toBeVisible();
  await expect.poll(() => fetchedChunk(fetched, 'ReportCharts')).toBe(true);
});
