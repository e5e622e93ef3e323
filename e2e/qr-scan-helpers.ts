import { expect, type Page } from '@playwright/test';
import { apiAs } from './management-api.ts';

/** The demo nurse's unit; its demo stock has Alvedon, Morfin, Eliquis (recalled batch) and GlucaGen. */
export const NURSE_SITE = 'Hemsjukvården Solna';

type Template = { id: string; name: string; strength: string | null };
type Batch = { batch_number: string; quantity: number; is_quarantined: boolean };

/** The site and one of its medicines, looked up as the signed-in user of the page. */
export async function medicineAt(
  page: Page,
  siteName: string,
  name: string,
  strength: string,
): Promise<{ siteId: string; templateId: string }> {
  const api = apiAs(page);
  const sites = await api.get<{ id: string; name: string }[]>('/users/current/sites');
  const site = sites.find((s) => s.name === siteName);
  if (!site) throw new Error(`Enheten ${siteName} finns inte för användaren`);
  const list = await api.get<{ items: Template[] }>(`/medicines/?size=100&site_id=${site.id}`);
  const template = list.items.find((t) => t.name === name && t.strength === strength);
  if (!template) throw new Error(`${name} ${strength} finns inte på ${siteName}`);
  return { siteId: site.id, templateId: template.id };
}

/** The address printed in the medicine's QR code. */
export async function codeUrl(
  page: Page,
  target: { siteId: string; templateId: string },
): Promise<string> {
  const code = await apiAs(page).post<{ qr_code_data: string }>('/qr-codes/generate', {
    site_id: target.siteId,
    medicine_template_id: target.templateId,
  });
  return code.qr_code_data;
}

export async function batchesOf(
  page: Page,
  target: { siteId: string; templateId: string },
): Promise<Batch[]> {
  const list = await apiAs(page).get<{ batches: Batch[] }>(
    `/qr-codes/batches/${target.templateId}?site_id=${target.siteId}`,
  );
  return list.batches;
}

export async function quantityOf(
  page: Page,
  target: { siteId: string; templateId: string },
  batchNumber: string,
): Promise<number> {
  const batch = (await batchesOf(page, target)).find((b) => b.batch_number === batchNumber);
  return batch?.quantity ?? 0;
}

/** Waits until the server's first read of the demo recall feed (it runs beside start-up) is done. */
export async function recallFeedRead(page: Page): Promise<void> {
  await expect
    .poll(
      async () =>
        (await apiAs(page).get<{ last_checked_at: string | null }>('/indragningar/stats'))
          .last_checked_at,
    )
    .not.toBeNull();
}

/** A GTIN-14 with a valid check digit, unique enough for one test run. */
export function freshGtin(): string {
  const body = `0${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    sum += Number(body[i]) * ((body.length - i) % 2 === 1 ? 3 : 1);
  }
  return body + String((10 - (sum % 10)) % 10);
}
