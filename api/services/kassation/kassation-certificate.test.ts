import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestEnv, START, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { kassationCalls } from '../../test/kassation-fixtures.ts';

let env: TestEnv;
let k: ReturnType<typeof kassationCalls>;
beforeAll(async () => {
  env = await createTestEnv();
  k = kassationCalls(env);
});
afterAll(async () => env.close());
beforeEach(() => env.clock.set(START));

/** The PDF answered for a download, read back: its text per page and its page sizes in points. */
async function download(token: string, id: string) {
  const response = await env.app.request(`/api/v1/kassation/certificate/${id}/download`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200) return { response, text: '', sizes: [] as number[][] };
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const pages: string[] = [];
  const sizes: number[][] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ' '))
        .join(''),
    );
    sizes.push(page.view.map((v) => Math.round(v)));
  }
  await pdf.destroy();
  return { response, text: pages.join('\n').replace(/\s+/g, ' '), sizes };
}

async function narcoticDisposal(env: TestEnv) {
  const w = await env.world();
  const template = await env.medicine(w.a1, 'Oxynorm Åkerö', {
    strength: '5 mg',
    controlled: true,
  });
  const item = await env.item(w.a1, template, 'OX-5542', '2026-11-01', 8);
  const disposed = await k.dispose(w.staff.token, item, 8, {
    reason: 'recalled',
    reason_description: 'Indragen av Läkemedelsverket',
    disposal_notes: 'Förvarad i narkotikaskåpet',
  });
  return { w, id: disposed.id };
}

describe('kassationsintyg', () => {
  it('generates a certificate and downloads it as an A4 PDF with the disposal in Swedish', async () => {
    const { w, id } = await narcoticDisposal(env);
    env.clock.advanceMinutes(2);
    await k
      .as(w.siteAdmin.token)
      .post(`/approve/${id}`, { disposal_notes: 'Två personer närvarande' });
    const witness = { email: w.colleague.email, password: TEST_PASSWORD };
    const completed = await k
      .as(w.siteAdmin.token)
      .post(`/complete/${id}`, { actual_disposal_date: '2026-11-21', witness });
    expect(completed.status).toBe(200);

    const generated = await k.as(w.siteAdmin.token).post(`/certificate/${id}/generate`, {
      additional_notes: 'Överlämnat till Apoteket Hjärtat i Solna',
    });
    expect(generated.status).toBe(201);
    expect(generated.body).toMatchObject({
      kassation_id: id,
      include_signatures: true,
      additional_notes: 'Överlämnat till Apoteket Hjärtat i Solna',
      filename: `kassationsintyg-2026-11-21-${id.slice(0, 8)}.pdf`,
    });

    const { response, text, sizes } = await download(w.siteAdmin.token, id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="kassationsintyg-2026-11-21-${id.slice(0, 8)}.pdf"`,
    );
    expect(sizes[0]).toEqual([0, 0, 595, 842]);
    for (const expected of [
      'Kassationsintyg',
      'Hemsjukvården Solna',
      'Solna stad',
      id,
      'Oxynorm Åkerö',
      '5 mg',
      'OX-5542',
      '2026-11-01',
      'Återkallat',
      'Indragen av Läkemedelsverket',
      'Förvarad i narkotikaskåpet',
      'Narkotikaklassat läkemedel',
      'Slutförd',
      'Vittne Test user',
      'Två personer närvarande',
      'Faktiskt kassationsdatum',
      'Överlämnat till Apoteket Hjärtat i Solna',
      'Underskrift',
      'Namnförtydligande',
      'Datum',
      'Genererat 2026-11-21 10:02',
      'Sida 1 av 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Initierad av Test user/);
  });

  it('leaves out signature lines on request and shows only what had happened when generated', async () => {
    const { w, id } = await narcoticDisposal(env);
    await k
      .as(w.siteAdmin.token)
      .post(`/certificate/${id}/generate`, { include_signatures: false });
    env.clock.advanceMinutes(1);
    await k.as(w.admin.token).post(`/approve/${id}`);
    const early = await download(w.siteAdmin.token, id);
    expect(early.text).toContain('Initierad');
    expect(early.text).not.toContain('Godkänd av');
    expect(early.text).not.toContain('Underskrift');

    env.clock.advanceMinutes(1);
    const witness = { email: w.colleague.email, password: TEST_PASSWORD };
    await k.as(w.siteAdmin.token).post(`/restore/${id}`, { witness });
    await k.as(w.siteAdmin.token).post(`/certificate/${id}/generate`);
    const late = await download(w.siteAdmin.token, id);
    expect(late.text).toContain('Återställd till lager');
    expect(late.text).toContain('Godkänd av Test admin');
    expect(late.text).toContain('Felaktig kassation, återställd till lager');
    expect(late.text).toContain('Underskrift');
  });

  it('answers 404 before any certificate exists and 409 for a cancelled kassation', async () => {
    const { w, id } = await narcoticDisposal(env);
    const none = await k.as(w.siteAdmin.token).get(`/certificate/${id}/download`);
    expect(none.status).toBe(404);
    expect(none.body.detail).toBe(
      'Inget kassationsintyg har skapats för kassationen ännu. Skapa intyget först.',
    );
    await k.as(w.staff.token).delete(`/${id}`);
    const cancelled = await k.as(w.siteAdmin.token).post(`/certificate/${id}/generate`);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.detail).toBe(
      'Kassationen är avbruten och har därför inget kassationsintyg.',
    );
    const staff = await k.as(w.staff.token).post(`/certificate/${id}/generate`);
    expect(staff.status).toBe(403);
    const notes = await k.as(w.admin.token).post(`/certificate/${id}/generate`, {
      additional_notes: 'x'.repeat(2001),
    });
    expect(notes.status).toBe(422);
    expect(notes.body.detail).toBe('Anteckningen får vara max 2000 tecken');
    const rows = await env.db
      .selectFrom('kassation_certificates')
      .select('id')
      .where('kassation_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('API description', () => {
  it('describes every kassation call, the certificate as a PDF and the exports as files', async () => {
    const spec = (await (await env.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    const paths = Object.keys(spec.paths).filter((p) => p.startsWith('/kassation'));
    expect(paths).toHaveLength(18);
    const download = spec.paths['/kassation/certificate/{id}/download']?.get;
    expect(Object.keys(download?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
    for (const list of ['history', 'disposed-items', 'basic-stats'])
      expect(
        Object.keys(spec.paths[`/kassation/${list}/export`]?.get?.responses['200']?.content ?? {}),
      ).toEqual([
        'text/csv; charset=utf-8',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/pdf',
      ]);
  });
});
