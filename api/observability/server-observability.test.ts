import { randomUUID } from 'node:crypto';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvSettings, testConfig, type Config } from '../config.ts';
import { connectDatabase, databaseTargetFromUrl } from '../db/connect.ts';
import { DEMO_FEED_FILE } from '../seed/demo-feed.ts';
import { configFromEnv } from '../config-from-env.ts';
import { startServer, type RunningServer } from '../server-start.ts';
import { backupStamp } from '../services/backup/backup-service.ts';
import { iso } from '../time.ts';
import { captureLog } from '../test/log-capture.ts';
import { sampleOf } from '../test/metrics-scrape.ts';
import { itPassesPromtool } from '../test/promtool.ts';
import { serverDatabase, type ServerDatabase } from '../test/server-database.ts';

const PUBLIC_PORT = 8711;
const METRICS_PORT = 8712;

let storage: ServerDatabase;
let server: RunningServer;
const log = captureLog();
const onSqlite = !process.env.DATABASE_URL;

function configFor(dataDir: string, overrides: Partial<Config> = {}): Config {
  return testConfig({
    dataDir,
    databaseUrl: storage.databaseUrl,
    backupDir: storage.databaseUrl ? null : join(dataDir, 'backups'),
    recallFeedUrl: fileURLToPath(DEMO_FEED_FILE),
    recallSyncMinutes: 15,
    logLevel: 'info',
    version: '9.9.9',
    commit: 'abc1234',
    ...overrides,
  });
}

/** Asks again until `check` holds: what a person refreshing a page would do, not a timing. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let tries = 0; tries < 400 && !check(value); tries++) {
    await new Promise((wait) => setTimeout(wait, 25));
    value = await read();
  }
  return value;
}

const scrape = async (port = METRICS_PORT) => {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};

beforeAll(async () => {
  storage = await serverDatabase();
  if (onSqlite) {
    // A backup made an hour ago, by this server or another process on the same folder.
    const backups = join(storage.dataDir, 'backups');
    mkdirSync(backups, { recursive: true });
    const file = join(backups, `medvakt-${backupStamp(new Date())}.sqlite`);
    writeFileSync(file, '');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(file, anHourAgo, anHourAgo);
  }
  server = await startServer(
    configFor(storage.dataDir, {
      port: PUBLIC_PORT,
      metrics: { host: '127.0.0.1', port: METRICS_PORT },
    }),
    { logDestination: log.destination },
  );
});
afterAll(async () => {
  await server.stop();
  await storage.dispose();
});

describe('a server with METRICS=1', () => {
  it('names its version and commit in the first log line', () => {
    expect(log.lines()[0]).toMatchObject({
      level: 'info',
      msg: 'Medvakt 9.9.9 (abc1234) startar',
      version: '9.9.9',
      commit: 'abc1234',
    });
  });

  it('counts a request under its route pattern and status on the metrics port', async () => {
    expect(server.metricsPort).toBe(METRICS_PORT);
    const res = await fetch(`http://127.0.0.1:${PUBLIC_PORT}/api/v1/health`, {
      headers: { 'X-Request-Id': 'prom-1' },
    });
    expect(res.headers.get('X-Request-Id')).toBe('prom-1');
    const missing = await fetch(`http://127.0.0.1:${PUBLIC_PORT}/api/v1/users/abc`);
    expect(missing.status).toBe(401);
    const text = await scrape();
    expect(
      sampleOf(
        text,
        'medvakt_http_request_duration_seconds_count{method="GET",route="/api/v1/health",status="200"}',
      ),
    ).toBe(1);
    expect(
      sampleOf(
        text,
        'medvakt_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/v1/users/:id",status="401"}',
      ),
    ).toBe(1);
    expect(text).toContain('# TYPE medvakt_http_request_duration_seconds histogram');
    expect(text).not.toContain('/api/v1/users/abc');
    expect(sampleOf(text, 'medvakt_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts job runs and shows how old the last feed read is', async () => {
    const ran = 'medvakt_jobs_total{job="indragningar",outcome="ok"}';
    const text = await until(scrape, (t) => sampleOf(t, ran) === 1);
    expect(sampleOf(text, ran)).toBe(1);
    expect(sampleOf(text, 'medvakt_jobs_total{job="warnings",outcome="ok"}')).toBe(1);
    expect(sampleOf(text, 'medvakt_job_duration_seconds_count{job="indragningar"}')).toBe(1);
    const age = sampleOf(text, 'medvakt_recall_feed_last_success_age_seconds');
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(600);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ job: 'indragningar', msg: 'Jobbet "indragningar" är klart' }),
    );
  });

  it('reads the gauges from the database and backup folder, whoever did the work', async () => {
    // Another process's read, two hours ago, is the last one that worked.
    const other = connectDatabase(
      databaseTargetFromUrl(storage.databaseUrl ?? undefined, storage.dataDir),
    );
    try {
      const twoHoursAgo = iso(new Date(Date.now() - 2 * 3_600_000));
      await other
        .updateTable('recall_feed_runs')
        .set({ finished_at: twoHoursAgo, started_at: twoHoursAgo })
        .execute();
      const mail = (id: string, failedAt: string | null) => ({
        id,
        kind: 'digest' as const,
        dedupe_key: null,
        user_id: null,
        site_id: null,
        to_address: 'sjukskoterska@medvakt.se',
        subject: 'Medvakt: daglig sammanfattning',
        text_body: 'text',
        html_body: '<p>text</p>',
        next_attempt_at: twoHoursAgo,
        lease_until: null,
        sent_at: null,
        failed_at: failedAt,
        last_error: failedAt ? '451 Försök igen senare' : null,
        created_at: twoHoursAgo,
      });
      await other
        .insertInto('mail_outbox')
        .values([mail(randomUUID(), null), mail(randomUUID(), twoHoursAgo)])
        .execute();
    } finally {
      await other.destroy();
    }
    const text = await scrape();
    const feedAge = sampleOf(text, 'medvakt_recall_feed_last_success_age_seconds') ?? 0;
    expect(feedAge).toBeGreaterThanOrEqual(7200);
    expect(feedAge).toBeLessThan(7200 + 600);
    const backupAge = sampleOf(text, 'medvakt_backup_last_success_age_seconds');
    if (onSqlite) {
      expect(backupAge).toBeGreaterThanOrEqual(3600);
      expect(backupAge).toBeLessThan(3600 + 600);
    } else expect(backupAge).toBeNaN();
    expect(sampleOf(text, 'medvakt_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'medvakt_mail_outbox_waiting')).toBe(1);
    expect(sampleOf(text, 'medvakt_mail_given_up_last_day')).toBe(1);
  });

  itPassesPromtool('answers a scrape that promtool check metrics passes', scrape);

  it('serves nothing else on the metrics port, and no metrics on the public port', async () => {
    expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/api/v1/health`)).status).toBe(404);
    for (const path of ['/metrics', '/healthz']) {
      const res = await fetch(`http://127.0.0.1:${PUBLIC_PORT}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({
        detail: 'Adressen finns inte i API:et.',
        code: 'ROUTE_NOT_FOUND',
      });
    }
  });
});

describe('a server without METRICS', () => {
  it('opens no metrics port', async () => {
    const other = await serverDatabase();
    const quiet = captureLog();
    const settings = readEnvSettings({
      PORT: '8713',
      DATA_DIR: other.dataDir,
      ...(other.databaseUrl ? { DATABASE_URL: other.databaseUrl } : {}),
      DEMO_DATA: '0',
      METRICS: '0',
      METRICS_PORT: '8714',
    });
    const config = configFromEnv(settings, { rendererDir: 'ingen', version: '9.9.9' });
    expect(config.metrics).toBeNull();
    const plain = await startServer(config, { logDestination: quiet.destination });
    try {
      expect(plain.metricsPort).toBeNull();
      await expect(fetch('http://127.0.0.1:8714/metrics')).rejects.toThrow();
      expect((await fetch('http://127.0.0.1:8713/api/v1/ready')).status).toBe(200);
      expect(quiet.text()).not.toContain('Mätvärden');
    } finally {
      await plain.stop();
      await other.dispose();
    }
  });
});
