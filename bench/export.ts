import { spawn } from 'node:child_process';
import { createApp } from '../api/app.ts';
import { systemClock } from '../api/clock.ts';
import { testConfig } from '../api/config.ts';
import { connectDatabase } from '../api/db/connect.ts';
import { BENCH_SITE_ADMIN } from './dataset.ts';

export type ExportRun = {
  format: 'csv' | 'xlsx';
  rows: number;
  seconds: number;
  megabytes: number;
  /** The process's resident memory before the export and at its highest during it. */
  rssBeforeMb: number;
  rssPeakMb: number;
  /** The most memory held in Buffers at once: file data waiting to be compressed or sent. */
  buffersPeakMb: number;
};

/** The JavaScript heap the export runs under: far less than the list would take held whole. */
export const EXPORT_HEAP_MB = 128;

const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * Runs `exportRuns` on a copy of `file` in a Node process whose heap is capped at
 * EXPORT_HEAP_MB, so an export that held its rows would fail rather than pass.
 */
export async function cappedExportRuns(file: string): Promise<ExportRun[]> {
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${EXPORT_HEAP_MB}`, '--import', 'tsx', 'bench/export-child.ts', file],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Exporten avbröts (kod ${code}) med ${EXPORT_HEAP_MB} MB heap`);
  return JSON.parse(output) as ExportRun[];
}

/**
 * Every batch of the dataset moved to the bench unit manager's site (300,000 on L), then the
 * stock list exported as that manager would, in this process: the answer is read as it streams
 * and only counted, while the process's memory is sampled every 50 ms.
 */
export async function exportRuns(file: string): Promise<ExportRun[]> {
  const db = connectDatabase({ kind: 'sqlite', file });
  try {
    const manager = await db
      .selectFrom('users')
      .select('current_site_id')
      .where('email', '=', BENCH_SITE_ADMIN.email)
      .executeTakeFirstOrThrow();
    const siteId = manager.current_site_id;
    if (!siteId) throw new Error('Bänkens enhetschef har ingen enhet');
    await db.updateTable('medicine_templates').set({ site_id: siteId }).execute();
    await db.updateTable('inventory_items').set({ site_id: siteId }).execute();
    const { n } = await db
      .selectFrom('inventory_items')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('quantity', '>', 0)
      .executeTakeFirstOrThrow();
    const app = createApp({ db, config: testConfig(), clock: systemClock });
    const login = await app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(BENCH_SITE_ADMIN),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const runs: ExportRun[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      let buffers = process.memoryUsage().arrayBuffers;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peak = Math.max(peak, now.rss);
        buffers = Math.max(buffers, now.arrayBuffers);
      }, 50);
      const started = performance.now();
      const res = await app.request(`/api/v1/inventory/items/export?format=${format}`, {
        headers: { Authorization: `Bearer ${token}`, 'X-Site-Id': siteId },
      });
      if (!res.ok || !res.body) throw new Error(`Exporten svarade ${res.status}`);
      let bytes = 0;
      const reader = res.body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read())
        bytes += part.value.byteLength;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      runs.push({
        format,
        rows: Number(n),
        seconds: (performance.now() - started) / 1000,
        megabytes: mb(bytes),
        rssBeforeMb: mb(rssBefore),
        rssPeakMb: mb(peak),
        buffersPeakMb: mb(buffers),
      });
    }
    return runs;
  } finally {
    await db.destroy();
  }
}
