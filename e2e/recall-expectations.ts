import { expect, type Page } from '@playwright/test';

export type RecallRow = {
  id: string;
  site_name: string;
  medicine_name: string;
  batch_number: string;
  quantity: number;
  status: string;
};

/**
 * The open recall matches the signed-in user sees, read from the API once the server's first read
 * of the demo recall feed has finished (it runs beside start-up, so the first spec may be early).
 * `withStock`: only those the INDRAGNINGAR panel lists (stock left); otherwise every open match,
 * each of which has one critical warning.
 */
export async function openRecalls(page: Page, withStock = true): Promise<RecallRow[]> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  await expect
    .poll(async () => {
      const stats = await page.request.get('/api/v1/indragningar/stats', { headers });
      return ((await stats.json()) as { last_checked_at: string | null }).last_checked_at;
    })
    .not.toBeNull();
  const response = await page.request.get(
    `/api/v1/indragningar/matches?active_only=${withStock}&include_resolved=false&limit=200`,
    { headers },
  );
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { items: RecallRow[] }).items;
}
