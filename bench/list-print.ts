import { Readable } from 'node:stream';
import type { ExportColumn, ExportTable } from '../api/files/export-table.ts';
import { listPdf, MAX_PRINTED_ROWS } from '../api/files/pdf-list.ts';

type Row = { n: number; at: string };

/** The stock list's twelve columns, filled as a busy unit's would be. */
const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Läkemedel', kind: 'text', width: 32, value: (r) => `Paracetamol Bänk ${r.n} 500 mg` },
  { header: 'Batch', kind: 'text', width: 16, value: (r) => `LOT-${String(r.n).padStart(6, '0')}` },
  { header: 'Utgångsdatum', kind: 'date', width: 13, value: () => '2027-06-30' },
  { header: 'Dagar kvar', kind: 'number', width: 11, value: (r) => 200 + (r.n % 300) },
  { header: 'Status', kind: 'text', width: 10, value: () => 'OK' },
  { header: 'Antal', kind: 'number', width: 9, value: (r) => r.n % 90 },
  { header: 'Enhet', kind: 'text', width: 9, value: () => 'Styck' },
  { header: 'Lågt lager', kind: 'text', width: 10, value: (r) => (r.n % 7 ? null : 'Ja') },
  { header: 'Narkotika', kind: 'text', width: 10, value: (r) => (r.n % 11 ? null : 'Ja') },
  { header: 'Plats', kind: 'text', width: 18, value: (r) => `Skåp ${r.n % 12}, hylla ${r.n % 5}` },
  {
    header: 'Anteckningar',
    kind: 'text',
    width: 30,
    value: (r) => (r.n % 3 ? null : 'Öppnad förpackning'),
  },
  { header: 'Senast ändrad', kind: 'datetime', width: 17, value: (r) => r.at },
];

/**
 * Seconds, bytes and the longest stall of the event loop for the longest list 'Skriv ut' prints
 * (MAX_PRINTED_ROWS rows): pdfmake lays the pages out in one go, and other requests wait meanwhile.
 */
export async function listPrintRun() {
  const at = new Date().toISOString();
  const rows = Array.from({ length: MAX_PRINTED_ROWS }, (_, n) => ({ n, at }));
  const table: ExportTable<Row> = {
    title: 'Lager',
    fileName: 'lager',
    unit: 'Bänkenheten',
    heading: 'Bänkenheten · Alla',
    exportedAt: new Date(),
    columns: COLUMNS,
    chunks: () => Readable.from([rows.slice(0, 500), rows.slice(500)]),
  };
  await listPdf({ ...table, chunks: () => Readable.from([]) }); // pdfmake and its fonts loaded
  // A 5 ms tick that other work would get: its longest gap is how long a request would wait.
  let lastTick = performance.now();
  let longestStallMs = 0;
  const ticks = setInterval(() => {
    const now = performance.now();
    longestStallMs = Math.max(longestStallMs, now - lastTick);
    lastTick = now;
  }, 5);
  const started = performance.now();
  const pdf = await listPdf(table);
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(ticks);
  return { rows: rows.length, seconds, bytes: pdf.length, longestStallMs };
}
