import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHEET_LAYOUTS } from '../../../shared/schemas/qr.ts';
import { sheetCells } from './sheet-pdf.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { readPdf, type Box, type Gray } from '../../test/pdf-reader.ts';

const BASE = 'https://medvakt.example.se';

/** 25 active templates in print order (Swedish: å, ä, ö after z); every fifth is a narcotic. */
const NAMES = Array.from({ length: 22 }, (_, i) => `Läkemedel ${String(i + 1).padStart(2, '0')}`)
  .concat(['Ångestdämpande', 'Ärtväxtextrakt', 'Ögondroppar'])
  .sort((a, b) => a.localeCompare(b, 'sv'));
const controlled = (i: number) => i % 5 === 4;

let env: TestEnv;
let site: string;
let otherSite: string;
let manager: string;
let nurse: string;
let stranger: string;
let admin: string;
const urls = new Map<string, string>();

beforeAll(async () => {
  env = await createTestEnv({ publicBaseUrl: BASE });
  const customer = await env.customer('Solna stad');
  site = await env.site(customer, 'Hemsjukvården Solna');
  otherSite = await env.site(customer, 'Björkhagens äldreboende');
  const ids: string[] = [];
  // Inserted in reverse so the order on the sheet comes from sorting, not from insertion.
  for (const [i, name] of [...NAMES.entries()].reverse())
    ids[i] = await env.medicine(site, name, { strength: '5 mg', controlled: controlled(i) });
  const inactive = await env.medicine(site, 'Inaktivt läkemedel');
  await env.db
    .updateTable('medicine_templates')
    .set({ is_active: 0 })
    .where('id', '=', inactive)
    .execute();
  await env.medicine(otherSite, 'Annan enhets läkemedel');
  manager = await env.tokenFor((await env.user('site_admin', [site])).id);
  nurse = await env.tokenFor((await env.user('user', [site])).id);
  stranger = await env.tokenFor((await env.user('user', [otherSite])).id);
  admin = await env.tokenFor((await env.user('admin')).id);
  for (const [i, id] of ids.entries()) {
    const res = await env.request('POST', '/qr-codes/generate', {
      token: nurse,
      body: { site_id: site, medicine_template_id: id },
    });
    urls.set(NAMES[i]!, res.body.qr_code_data);
  }
});
afterAll(async () => env.close());

const generatePdf = (token: string, body: Record<string, unknown>) =>
  env.request('POST', '/qr-codes/generate-pdf', { token, body });

async function download(token: string | null, filename: string) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await env.app.request(`/api/v1/qr-codes/download-pdf/${filename}`, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const detail = () => (JSON.parse(Buffer.from(bytes).toString()) as { detail: string }).detail;
  return { res, bytes, detail };
}

/**
 * The `codes` codes of a sheet, read cell by cell as a phone or a hand scanner would; and how
 * many dark pixels the cells after the last code hold (none: no stray code, name or mark).
 */
async function decodedCodes(bytes: Uint8Array, perPage: 12 | 16 | 20, codes: number) {
  const pdf = await readPdf(bytes);
  const cells = sheetCells(perPage);
  const found: (string | null)[] = [];
  let inkInEmptyCells = 0;
  for (const pageNo of pdf.pages) {
    const filled = Math.min(perPage, codes - (pageNo - 1) * perPage);
    found.push(...(await pdf.codesIn(pageNo, cells.slice(0, filled))));
    if (filled === perPage) continue;
    const page = await pdf.draw(pageNo, 1);
    for (const cell of cells.slice(filled)) inkInEmptyCells += darkPixels(page, cell);
  }
  await pdf.close();
  return { found, inkInEmptyCells };
}

/** Pixels darker than mid-grey inside `box` (in points, on a page drawn at scale 1). */
function darkPixels(page: Gray, box: Box): number {
  let dark = 0;
  for (let y = Math.ceil(box.y); y < Math.floor(box.y + box.height); y += 1)
    for (let x = Math.ceil(box.x); x < Math.floor(box.x + box.width); x += 1)
      if (page.data[y * page.width + x]! < 128) dark += 1;
  return dark;
}

describe('POST /qr-codes/generate-pdf', () => {
  for (const perPage of [12, 16, 20] as const) {
    it(`draws ${perPage} codes per A4 page (${SHEET_LAYOUTS[perPage].columns}×${SHEET_LAYOUTS[perPage].rows}) that scan as the template codes`, async () => {
      const res = await generatePdf(manager, {
        site_id: site,
        include_controlled_substances: true,
        codes_per_page: perPage,
        page_format: 'A4',
      });
      expect(res.status).toBe(201);
      const pages = Math.ceil(NAMES.length / perPage);
      expect(res.body).toEqual({
        pdf_filename: expect.stringMatching(
          /^qr-koder-hemsjukvarden-solna-2026-11-21-[0-9a-f]{8}\.pdf$/,
        ),
        total_codes: NAMES.length,
        total_pages: pages,
        generated_at: env.clock.now().toISOString(),
      });

      const { res: file, bytes } = await download(nurse, res.body.pdf_filename);
      expect(file.status).toBe(200);
      const pdf = await readPdf(bytes);
      expect(pdf.pageCount).toBe(pages);
      for (const pageNo of pdf.pages) {
        const size = await pdf.size(pageNo);
        expect(size.width).toBeCloseTo(595.28, 1);
        expect(size.height).toBeCloseTo(841.89, 1);
        const text = await pdf.text(pageNo);
        expect(text).toContain('Hemsjukvården Solna');
        expect(text).toContain('2026-11-21');
        expect(text).toContain(`Sida ${pageNo} av ${pages}`);
      }
      const allText = (await Promise.all(pdf.pages.map((p) => pdf.text(p)))).join(' ');
      for (const name of NAMES) expect(allText).toContain(name);
      expect(allText).toContain('5 mg');
      expect(allText).toContain('tablett');
      expect(allText).toContain('Narkotika');
      expect(allText).not.toContain('Inaktivt läkemedel');
      expect(allText).not.toContain('Annan enhets läkemedel');
      await pdf.close();

      const decoded = await decodedCodes(bytes, perPage, NAMES.length);
      expect(decoded.found).toEqual(NAMES.map((name) => urls.get(name)!));
      expect(decoded.inkInEmptyCells).toBe(0);
    });
  }

  it('leaves narcotics out unless they are asked for, and then names no narcotics', async () => {
    const res = await generatePdf(nurse, { site_id: site });
    expect(res.status).toBe(201);
    const wanted = NAMES.filter((_, i) => !controlled(i));
    expect(res.body.total_codes).toBe(wanted.length);
    expect(res.body.total_pages).toBe(Math.ceil(wanted.length / 16));
    const { bytes } = await download(nurse, res.body.pdf_filename);
    const pdf = await readPdf(bytes);
    const text = (await Promise.all(pdf.pages.map((p) => pdf.text(p)))).join(' ');
    await pdf.close();
    expect(text).not.toContain('Narkotika');
    for (const [i, name] of NAMES.entries()) {
      if (controlled(i)) expect(text).not.toContain(name);
      else expect(text).toContain(name);
    }
    const decoded = await decodedCodes(bytes, 16, wanted.length);
    expect(decoded.found).toEqual(wanted.map((name) => urls.get(name)));
    expect(decoded.inkInEmptyCells).toBe(0);
  });

  it('keeps the sheet and writes one audit row without the file itself', async () => {
    const res = await generatePdf(manager, { site_id: site, codes_per_page: 20 });
    const stored = await env.db
      .selectFrom('qr_sheets')
      .select(['site_id', 'codes_per_page', 'total_codes', 'include_controlled'])
      .where('filename', '=', res.body.pdf_filename)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      site_id: site,
      codes_per_page: 20,
      total_codes: 20,
      include_controlled: 0,
    });
    const audit = (await env.auditRows('qr_sheet')).filter((r) =>
      r.after_json?.includes(res.body.pdf_filename),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'generate', site_id: site });
    expect(audit[0]!.after_json!.length).toBeLessThan(1000);
  });

  it('answers 422 in Swedish when the unit has nothing to print', async () => {
    const customer = await env.customer();
    const empty = await env.site(customer, 'Tom enhet');
    const token = await env.tokenFor((await env.user('site_admin', [empty])).id);
    const none = await generatePdf(token, { site_id: empty });
    expect(none.status).toBe(422);
    expect(none.body.detail).toBe(
      'Enheten har inga aktiva läkemedelsmallar att skapa QR-koder för.',
    );
    await env.medicine(empty, 'Morfin', { controlled: true });
    const narcoticsOnly = await generatePdf(token, { site_id: empty });
    expect(narcoticsOnly.status).toBe(422);
    expect(narcoticsOnly.body.detail).toContain('Narkotikaklassade läkemedel');
    const withSwitch = await generatePdf(token, {
      site_id: empty,
      include_controlled_substances: true,
    });
    expect(withSwitch.status).toBe(201);
    expect(withSwitch.body.total_codes).toBe(1);
  });

  it('refuses bad settings and other units with a clear answer and stores nothing', async () => {
    const before = await env.db.selectFrom('qr_sheets').select('id').execute();
    const badCount = await generatePdf(manager, { site_id: site, codes_per_page: 15 });
    expect(badCount.status).toBe(422);
    expect(badCount.body.detail).toBe('Koder per sida måste vara 12, 16 eller 20');
    const badFormat = await generatePdf(manager, { site_id: site, page_format: 'A3' });
    expect(badFormat.status).toBe(422);
    expect(badFormat.body.detail).toBe('Sidformatet måste vara A4');
    const foreign = await generatePdf(stranger, { site_id: site });
    expect(foreign.status).toBe(404);
    const after = await env.db.selectFrom('qr_sheets').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('drops a unit’s sheets older than 30 days when a new one is made', async () => {
    const old = await generatePdf(manager, { site_id: site });
    const elsewhere = await generatePdf(admin, {
      site_id: otherSite,
      include_controlled_substances: true,
    });
    env.clock.set('2026-12-22T10:00:00.000Z');
    try {
      const later = await env.tokenFor((await env.user('admin')).id);
      const fresh = await generatePdf(later, { site_id: site });
      expect(fresh.body.pdf_filename).toMatch(/-2026-12-22-/);
      expect((await download(later, old.body.pdf_filename)).res.status).toBe(404);
      expect((await download(later, fresh.body.pdf_filename)).res.status).toBe(200);
      // Another unit's sheet is pruned when that unit makes a new one, not now.
      expect((await download(later, elsewhere.body.pdf_filename)).res.status).toBe(200);
    } finally {
      env.clock.set('2026-11-21T09:00:00.000Z');
    }
  });
});

describe('GET /qr-codes/download-pdf/{filename}', () => {
  it('sends the stored file as a PDF attachment under its own name', async () => {
    const made = await generatePdf(manager, { site_id: site });
    const name: string = made.body.pdf_filename;
    const stored = await env.db
      .selectFrom('qr_sheets')
      .select('pdf')
      .where('filename', '=', name)
      .executeTakeFirstOrThrow();
    for (const token of [nurse, manager, admin]) {
      const { res, bytes } = await download(token, name);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
      expect(Buffer.from(bytes).equals(Buffer.from(stored.pdf))).toBe(true);
    }
  });

  it('answers 404 to someone who may not see the unit, and 401 without sign-in', async () => {
    const made = await generatePdf(manager, { site_id: site });
    const { res, detail } = await download(stranger, made.body.pdf_filename);
    expect(res.status).toBe(404);
    expect(detail()).toBe('QR-arket hittades inte. Skapa ett nytt ark.');
    expect((await download(null, made.body.pdf_filename)).res.status).toBe(401);
  });

  it('answers 404 with a Swedish detail for unknown and crafted names', async () => {
    const names = [
      'qr-koder-hemsjukvarden-solna-2026-11-21-00000000.pdf',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      '..%5Cqr_sheets',
      'qr-koder-x-2026-11-21-abcdefgh.pdf',
      'QR-KODER-X-2026-11-21-0000000A.PDF',
      `qr-koder-a-2026-11-21-00000000.pdf%00.txt`,
      '..',
    ];
    for (const name of names) {
      const { res, detail } = await download(nurse, name);
      expect(res.status, name).toBe(404);
      expect(detail(), name).toMatch(/hittades inte|finns inte/);
    }
    const traversal = await env.app.request('/api/v1/qr-codes/download-pdf/../x', {
      headers: { Authorization: `Bearer ${nurse}` },
    });
    expect(traversal.status).toBe(404);
  });

  it('stops serving a unit’s sheets once its key is changed', async () => {
    const made = await generatePdf(manager, { site_id: site });
    const rotated = await env.request('POST', '/qr-codes/rotate-key', {
      token: admin,
      body: { site_id: site },
    });
    expect(rotated.status).toBe(200);
    expect((await download(manager, made.body.pdf_filename)).res.status).toBe(404);
  });
});
