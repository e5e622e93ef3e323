import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { stockholmDay } from '../api/clock.ts';
import { BENCH_ADMIN, BENCH_NURSE, generateDataset, SIZES, type SizeName } from './dataset.ts';
import { load, loginPageScriptsKb, medianMs } from './measure.ts';
import { qrSheetRun } from './qr-sheet.ts';
import { recallMatchSeconds } from './recall-match.ts';
import { scanLatency } from './scan-latency.ts';
import { LINES, prepareStockTakeShelf, stockTakeRun } from './stock-take.ts';
import { sampleRss, startNode, stop, waitUntilIdle } from './processes.ts';

// `npm run bench` (dataset L) or `npm run bench -- --size M` for a quicker look.
const { values } = parseArgs({
  options: { size: { type: 'string', default: 'L' }, seconds: { type: 'string', default: '10' } },
});
const size = values.size as SizeName;
if (!(size in SIZES)) throw new Error(`Okänd storlek ${size}; välj S, M eller L`);
const seconds = Number(values.seconds);

type Row = { what: string; measured: string; budget: string; ok: boolean | null };
const rows: Row[] = [];

async function datasetFile(): Promise<string> {
  const folder = join('bench', '.data');
  mkdirSync(folder, { recursive: true });
  const today = stockholmDay(new Date());
  const file = join(folder, `${size}-${today}.sqlite`);
  if (!existsSync(file)) {
    console.log(`Skapar dataset ${size} (${file})...`);
    const started = Date.now();
    await generateDataset(`${file}.tmp`, size, today);
    renameSync(`${file}.tmp`, file);
    console.log(`  klart på ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return file;
}

async function login(baseUrl: string, who: { email: string; password: string }) {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`Inloggning misslyckades för ${who.email}: ${res.status}`);
  const body = (await res.json()) as { access_token: string; user: { site_ids?: string[] } };
  return { token: body.access_token, siteId: body.user.site_ids?.[0] ?? null };
}

const dataDir = mkdtempSync(join(tmpdir(), 'medvakt-bench-'));
copyFileSync(await datasetFile(), join(dataDir, 'medvakt.sqlite'));
const stockTakeSite = await prepareStockTakeShelf(
  join(dataDir, 'medvakt.sqlite'),
  stockholmDay(new Date()),
);
const server = await startNode(
  'api/server.ts',
  8765,
  { DATA_DIR: dataDir, DEMO_DATA: '0', DATABASE_URL: '', JWT_SECRET: 'bench-'.repeat(8) },
  '/api/v1/health',
);
const bare = await startNode('bench/bare-server.ts', 8766, {}, '/json');
console.log('Väntar tills servern är klar med sina startjobb...');
await waitUntilIdle(server.child.pid);
try {
  const nurse = await login(server.baseUrl, BENCH_NURSE);
  const admin = await login(server.baseUrl, BENCH_ADMIN);
  const nurseHeaders = {
    Authorization: `Bearer ${nurse.token}`,
    ...(nurse.siteId ? { 'X-Site-Id': nurse.siteId } : {}),
  };

  const stopSampling = sampleRss(server.child.pid);
  const bareRun = await load(`${bare.baseUrl}/json`, {}, 32, seconds);
  const inventoryUrl = `${server.baseUrl}/api/v1/inventory/items?page=1&size=20&search=alvedon`;
  const inventory = await load(inventoryUrl, nurseHeaders, 32, seconds);
  const share = inventory.requestsPerSecond / bareRun.requestsPerSecond;
  rows.push({
    what: 'GET /inventory/items, sida om 20 med sökning, 32 anslutningar',
    measured: `${inventory.requestsPerSecond.toFixed(0)} req/s, p99 ${inventory.p99Ms} ms, ${(share * 100).toFixed(0)} % av ren Hono (${bareRun.requestsPerSecond.toFixed(0)} req/s), fel ${inventory.errors + inventory.non2xx}`,
    budget: '≥ 2 000 req/s, p99 ≤ 30 ms, ≥ 25 %',
    ok:
      inventory.requestsPerSecond >= 2000 &&
      inventory.p99Ms <= 30 &&
      share >= 0.25 &&
      inventory.errors + inventory.non2xx === 0,
  });

  const warningsMedian = await medianMs(
    `${server.baseUrl}/api/v1/dashboard/cross-site-warnings`,
    { Authorization: `Bearer ${admin.token}` },
    30,
  ).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  rows.push({
    what: 'GET /dashboard/cross-site-warnings som admin över alla enheter',
    measured:
      typeof warningsMedian === 'number'
        ? `median ${warningsMedian.toFixed(1)} ms`
        : warningsMedian,
    budget: 'median ≤ 30 ms',
    ok: typeof warningsMedian === 'number' ? warningsMedian <= 30 : false,
  });

  const rss = stopSampling();
  rows.push({
    what: 'Serverns minne under lasten ovan (högsta RSS)',
    measured: rss === null ? 'kan inte mätas här' : `${rss.toFixed(0)} MB`,
    budget: '≤ 250 MB',
    ok: rss === null ? null : rss <= 250,
  });

  const scriptsKb = await loginPageScriptsKb(server.baseUrl).catch(() => null);
  rows.push({
    what: 'Gränssnittets JS för inloggningssidan (gzip)',
    measured:
      scriptsKb === null
        ? 'gränssnittet är inte byggt (npm run build)'
        : `${scriptsKb.toFixed(0)} KB`,
    budget: '≤ 250 KB',
    ok: scriptsKb === null ? null : scriptsKb <= 250,
  });

  const scan =
    scriptsKb === null || !nurse.siteId
      ? null
      : await scanLatency(server.baseUrl, BENCH_NURSE, {
          headers: nurseHeaders,
          siteId: nurse.siteId,
        }).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  rows.push({
    what: 'Skanning → uttag sparat → bekräftelse på skärmen (Chromium, handskanner)',
    measured:
      scan === null
        ? 'gränssnittet är inte byggt (npm run build)'
        : typeof scan === 'string'
          ? scan
          : `${(scan.verifyMs + scan.withdrawMs).toFixed(0)} ms (skanning → läkemedlet visas ${scan.verifyMs.toFixed(0)} ms, bekräfta → kvitto ${scan.withdrawMs.toFixed(0)} ms; median av ${scan.rounds})`,
    budget: '≤ 150 ms',
    ok:
      scan === null
        ? null
        : typeof scan === 'string'
          ? false
          : scan.verifyMs + scan.withdrawMs <= 150,
  });

  const take = await stockTakeRun(
    server.baseUrl,
    admin.token,
    stockTakeSite,
    server.child.pid,
  ).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  rows.push({
    what: `Inventering av ${LINES} rader via API:t: starta, läsa alla rader, räkna varje rad, avsluta`,
    measured:
      typeof take === 'string'
        ? take
        : `start ${take.startMs.toFixed(0)} ms, läsa ${take.lines} rader ${take.loadMs.toFixed(0)} ms, räkna ${take.countSeconds.toFixed(1)} s (per rad median ${take.countMedianMs.toFixed(1)} ms, p99 ${take.countP99Ms.toFixed(1)} ms), avsluta med ${take.differences} avvikelser ${take.completeMs.toFixed(0)} ms, högsta RSS ${take.rssMb?.toFixed(0) ?? '?'} MB`,
    budget: 'per rad p99 ≤ 50 ms, läsa och avsluta ≤ 5 s vardera, RSS ≤ 250 MB',
    ok:
      typeof take === 'string'
        ? false
        : take.countP99Ms <= 50 &&
          take.loadMs <= 5000 &&
          take.completeMs <= 5000 &&
          (take.rssMb ?? 0) <= 250,
  });
} finally {
  await stop(server);
  await stop(bare);
}
try {
  const recall = await recallMatchSeconds(join(dataDir, 'medvakt.sqlite'));
  rows.push({
    what: `Indragningar: matcha ${recall.notices} notiser mot lagret på alla enheter`,
    measured: `${recall.seconds.toFixed(2)} s (${recall.matches} nya träffar)`,
    budget: '≤ 1 s',
    ok: recall.seconds <= 1,
  });
  const sheet = await qrSheetRun(join(dataDir, 'medvakt.sqlite'));
  const megabytes = sheet.bytes / 1024 / 1024;
  rows.push({
    what: 'QR-ark (PDF, A4): 1 000 koder, 16 per sida',
    measured: `${sheet.seconds.toFixed(2)} s, ${megabytes.toFixed(2)} MB, ${sheet.pages} sidor`,
    budget: '≤ 3 s, ≤ 2 MB',
    ok: sheet.seconds <= 3 && megabytes <= 2,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nDataset ${size}, ${seconds} s per lastkörning\n`);
for (const row of rows) {
  const mark = row.ok === null ? 'EJ MÄTT' : row.ok ? 'OK' : 'ÖVER BUDGET';
  console.log(
    `${mark.padEnd(11)} ${row.what}\n            ${row.measured}  (budget ${row.budget})`,
  );
}
process.exitCode = rows.some((r) => r.ok === false) ? 1 : 0;
