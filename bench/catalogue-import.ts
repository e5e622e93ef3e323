import ExcelJS from 'exceljs';
import { sampleRss } from './processes.ts';
import { withCheckDigit } from '../shared/gs1.ts';

export const CATALOGUE_ROWS = 20_000;

const FORMS = ['tablett', 'kapsel', 'injektionsvätska', 'oral lösning', 'suppositorium'];
const SCHEDULES = ['', '', '', '', '', '', '', '', 'II', 'IV'];

/** GTIN-13 of the Swedish range with its check digit, one per row. */
const gtinOf = (n: number) => withCheckDigit(`735${String(n).padStart(9, '0')}`);

/** A region's assortment as its hospital pharmacy sends it: an .xlsx of 20,000 products. */
export async function catalogueWorkbook(rows = CATALOGUE_ROWS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sortiment');
  sheet.addRow([
    'GTIN',
    'Produktnamn',
    'Styrka',
    'Beredningsform',
    'Förpackning',
    'ATC-kod',
    'Narkotikaförteckning',
    'Förvaring',
    'Hållbarhet efter öppning',
  ]);
  for (let n = 1; n <= rows; n++)
    sheet.addRow([
      gtinOf(n),
      `Sortimentpreparat ${n}`,
      `${(n % 50) * 5 + 5} mg`,
      FORMS[n % FORMS.length],
      `${(n % 10) * 10 + 10} st`,
      `N02BE${String(n % 100).padStart(2, '0')}`,
      SCHEDULES[n % SCHEDULES.length],
      n % 7 === 0 ? 'Kylskåp' : 'Rumstemperatur',
      n % 7 === 0 ? 28 : null,
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export type CatalogueImportFigures = {
  rows: number;
  megabytes: number;
  uploadSeconds: number;
  previewSeconds: number;
  commitSeconds: number;
  /** The same file again: upload, preview and commit, every row unchanged. */
  againSeconds: number;
  created: number;
  skippedAgain: number;
  rssMb: number | null;
};

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Upload → preview with the proposed mapping → commit, timed step by step. */
async function importOnce(call: Call, upload: () => Promise<Response>) {
  let at = performance.now();
  const res = await upload();
  if (!res.ok) throw new Error(`POST /imports: ${res.status} ${await res.text()}`);
  const started = (await res.json()) as { id: string; proposed_mapping: Record<string, unknown> };
  const uploadSeconds = (performance.now() - at) / 1000;
  at = performance.now();
  const preview = await call<{ counts: Record<string, number> }>(
    'PUT',
    `/imports/${started.id}/mapping`,
    { mapping: started.proposed_mapping },
  );
  const previewSeconds = (performance.now() - at) / 1000;
  if (preview.counts.error !== 0)
    throw new Error(`Förhandsvisningen har ${preview.counts.error} fel`);
  at = performance.now();
  const done = await call<{ counts: Record<string, number> }>(
    'POST',
    `/imports/${started.id}/commit`,
    { witness: null },
  );
  return {
    uploadSeconds,
    previewSeconds,
    commitSeconds: (performance.now() - at) / 1000,
    counts: done.counts,
  };
}

/**
 * A region's catalogue of 20,000 products imported through the API as an admin does it, then
 * the same file again (which must change nothing); the server's memory sampled meanwhile.
 */
export async function catalogueImportRun(
  baseUrl: string,
  token: string,
  siteId: string,
  pid: number,
): Promise<CatalogueImportFigures> {
  const file = await catalogueWorkbook();
  const headers = { Authorization: `Bearer ${token}`, 'X-Site-Id': siteId };
  const call: Call = async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const upload = () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(file)], 'sortiment.xlsx'));
    return fetch(`${baseUrl}/api/v1/imports?kind=catalogue`, {
      method: 'POST',
      headers,
      body: form,
    });
  };
  const stopSampling = sampleRss(pid);
  const first = await importOnce(call, upload);
  const againStarted = performance.now();
  const again = await importOnce(call, upload);
  const againSeconds = (performance.now() - againStarted) / 1000;
  return {
    rows: CATALOGUE_ROWS,
    megabytes: file.length / 1024 / 1024,
    uploadSeconds: first.uploadSeconds,
    previewSeconds: first.previewSeconds,
    commitSeconds: first.commitSeconds,
    againSeconds,
    created: first.counts.create ?? 0,
    skippedAgain: again.counts.skip ?? 0,
    rssMb: stopSampling(),
  };
}
