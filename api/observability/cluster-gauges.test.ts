import { randomBytes } from 'node:crypto';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../multi-process/server-processes.ts';
import { backupStamp } from '../services/backup/backup-service.ts';
import { sampleOf } from '../test/metrics-scrape.ts';
import { itPassesPromtool } from '../test/promtool.ts';
import { serverDatabase, type ServerDatabase } from '../test/server-database.ts';

/**
 * `WORKERS=2` as an operator starts it, with a recall feed that has never answered: the primary
 * gathers the workers' gauges, and a feed never read must read +Inf there, not 0.
 */
let storage: ServerDatabase;
let server: ServerProcess;
let metricsPort: number;

beforeAll(async () => {
  storage = await serverDatabase();
  if (!storage.databaseUrl) {
    const backups = join(storage.dataDir, 'backups');
    mkdirSync(backups, { recursive: true });
    const file = join(backups, `medvakt-${backupStamp(new Date())}.sqlite`);
    writeFileSync(file, '');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(file, anHourAgo, anHourAgo);
  }
  metricsPort = await freePort();
  // Nothing listens on this port, so every read of the feed fails.
  const deadFeed = `http://127.0.0.1:${String(await freePort())}/indragningar.xml`;
  server = await startServerProcess({
    WORKERS: '2',
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    DEMO_DATA: '1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RECALL_FEED_URL: deadFeed,
    METRICS: '1',
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: 'fatal',
  });
}, 180_000);

afterAll(async () => {
  await server.stop();
  await storage.dispose();
}, 60_000);

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${String(metricsPort)}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
};

/** Scrapes until `series` has counted at least once, in either worker. */
async function scrapeAfter(series: string): Promise<string> {
  let text = await scrape();
  for (let tries = 0; tries < 600 && (sampleOf(text, series) ?? 0) < 1; tries++) {
    await new Promise((wait) => setTimeout(wait, 50));
    text = await scrape();
  }
  expect(sampleOf(text, series)).toBeGreaterThanOrEqual(1);
  return text;
}

const scrapeAfterFailedFeed = () =>
  scrapeAfter('medvakt_jobs_total{job="indragningar",outcome="failed"}');

describe('gauges of a server with two worker processes', () => {
  it('read +Inf for a recall feed that never answered, so its alert can fire', async () => {
    const text = await scrapeAfterFailedFeed();
    expect(text).toMatch(/^medvakt_recall_feed_last_success_age_seconds \+Inf$/m);
    expect(text.match(/^medvakt_recall_feed_last_success_age_seconds /gm)).toHaveLength(1);
  });

  it('read NaN for the backup age on PostgreSQL and a real age on SQLite', async () => {
    const text = await scrape();
    const backupAge = sampleOf(text, 'medvakt_backup_last_success_age_seconds');
    // prom-client writes NaN as `Nan`, which Prometheus reads as NaN too.
    if (storage.databaseUrl) expect(backupAge).toBeNaN();
    else {
      // The one made an hour before the start, or a newer one when the night's backup was due.
      expect(backupAge).toBeGreaterThanOrEqual(0);
      expect(backupAge).toBeLessThan(3_600 + 600);
    }
  });

  it('keep the other gauges and counters as they are', async () => {
    const health =
      'medvakt_http_request_duration_seconds_count{method="GET",route="/api/v1/health",status="200"}';
    const before = sampleOf(await scrape(), health) ?? 0;
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`http://127.0.0.1:${String(server.port)}/api/v1/health`, {
        headers: { Connection: 'close' },
      });
      expect(res.status).toBe(200);
    }
    const text = await scrape();
    expect(sampleOf(text, health)).toBe(before + 4);
    expect(sampleOf(text, 'medvakt_mail_outbox_waiting')).toBe(0);
    expect(sampleOf(text, 'medvakt_mail_given_up_last_day')).toBe(0);
    expect(sampleOf(text, 'medvakt_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  itPassesPromtool('answer a scrape that promtool check metrics passes', scrapeAfterFailedFeed);
});
