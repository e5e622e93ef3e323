import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { CLUSTER_SERIALIZATION } from '../cluster/messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, databaseTargetFromUrl } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DEMO_FEED_FILE } from '../seed/demo-feed.ts';
import { sampleOf } from '../test/metrics-scrape.ts';
import { serverDatabase, type ServerDatabase } from '../test/server-database.ts';
import {
  clusterMetricsCollector,
  startMetricsServer,
  type MetricsServer,
} from './metrics-server.ts';

/**
 * WORKERS=N as the cluster primary runs it: the workers count in their own registries and open
 * no metrics port; the primary serves their sum on the one metrics port.
 */
const PORT = 8721;
const METRICS_PORT = 8722;

type Ready = { type: 'test-worker-ready'; port: number; metricsPort: number | null };
const isReady = (message: unknown): message is Ready =>
  typeof message === 'object' &&
  message !== null &&
  'type' in message &&
  message.type === 'test-worker-ready';

let storage: ServerDatabase;
let workers: Worker[] = [];
let ready: Ready[] = [];
let metrics: MetricsServer;

function forkWorker(env: Record<string, string>): Promise<{ worker: Worker; ready: Ready }> {
  const worker = cluster.fork(env);
  return new Promise((resolve, reject) => {
    worker.on('message', (message: unknown) => {
      if (isReady(message)) resolve({ worker, ready: message });
    });
    worker.once('exit', (code) =>
      reject(new Error(`Arbetsprocessen avslutades (${String(code)})`)),
    );
  });
}

beforeAll(async () => {
  storage = await serverDatabase();
  // Migrated before the workers start, as the primary does.
  const db = connectDatabase(
    databaseTargetFromUrl(storage.databaseUrl ?? undefined, storage.dataDir),
  );
  await migrateToLatest(db);
  await db.destroy();
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('../test/cluster-worker.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
    silent: true,
    serialization: CLUSTER_SERIALIZATION,
  });
  const env = {
    PORT: String(PORT),
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    DEMO_DATA: '0',
    JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
    RECALL_FEED_URL: fileURLToPath(DEMO_FEED_FILE),
    METRICS: '1',
    METRICS_PORT: String(METRICS_PORT),
    LOG_LEVEL: 'warn',
  };
  const started = await Promise.all([forkWorker(env), forkWorker(env)]);
  workers = started.map((s) => s.worker);
  ready = started.map((s) => s.ready);
  metrics = await startMetricsServer({
    host: '127.0.0.1',
    port: METRICS_PORT,
    collect: clusterMetricsCollector(),
  });
});

afterAll(async () => {
  await metrics.close();
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((done) => {
          worker.once('exit', () => done());
          worker.process.kill('SIGTERM');
        }),
    ),
  );
  await storage.dispose();
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
};

describe('metrics of a cluster', () => {
  it('are served by the primary alone, summed over the workers', async () => {
    expect(ready.map((r) => r.metricsPort)).toEqual([null, null]);
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/health`, {
        headers: { Connection: 'close' },
      });
      expect(res.status).toBe(200);
    }
    const text = await scrape();
    expect(
      sampleOf(
        text,
        'medvakt_http_request_duration_seconds_count{method="GET",route="/api/v1/health",status="200"}',
      ),
    ).toBe(6);
    expect(sampleOf(text, 'medvakt_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it("count each job run once and read the feed's age from the shared database", async () => {
    const ran = 'medvakt_jobs_total{job="indragningar",outcome="ok"}';
    let text = await scrape();
    for (let tries = 0; tries < 400 && sampleOf(text, ran) !== 1; tries++) {
      await new Promise((wait) => setTimeout(wait, 25));
      text = await scrape();
    }
    expect(sampleOf(text, ran)).toBe(1);
    const age = sampleOf(text, 'medvakt_recall_feed_last_success_age_seconds');
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(600);
    expect(text.match(/^medvakt_recall_feed_last_success_age_seconds /gm)).toHaveLength(1);
  });
});
