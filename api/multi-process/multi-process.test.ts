import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './http-call.ts';
import { roundRobin, type RoundRobin } from './round-robin.ts';
import { workersOf, startServerProcess, type ServerProcess } from './server-processes.ts';

/**
 * Several API processes on one database, as an operator runs them: three servers on one
 * PostgreSQL database behind a round-robin balancer (the PostgreSQL suite), or `WORKERS=2` on one
 * SQLite file (the unit suite). What one process does, the others must see at once.
 */
const postgresUrl = process.env.DATABASE_URL;
const WARNINGS_SECONDS = 2;

type JobRun = { name: string; holder: string; started_at: string; finished_at: string | null };

let servers: ServerProcess[] = [];
let balancer: RoundRobin | null = null;
let front = '';
let jobRuns: () => Promise<JobRun[]> = () => Promise.resolve([]);
const cleanUps: (() => unknown)[] = [];

async function onPostgres(url: string) {
  const database = `medvakt_multi_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  cleanUps.push(async () => {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });
  const target = new URL(url);
  target.pathname = `/${database}`;
  const folders = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), 'medvakt-multi-')));
  cleanUps.push(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  // Started at the same moment on an empty database: they must not all migrate and seed it.
  servers = await Promise.all(
    folders.map((dataDir) =>
      startServerProcess({ ...common, DATABASE_URL: target.toString(), DATA_DIR: dataDir }),
    ),
  );
  balancer = await roundRobin(servers.map((s) => s.port));
  front = balancer.url;
  const probe = new pg.Client({ connectionString: target.toString() });
  await probe.connect();
  cleanUps.push(() => probe.end());
  jobRuns = async () =>
    (
      await probe.query<JobRun>(
        'select name, holder, started_at, finished_at from job_runs order by id',
      )
    ).rows;
}

async function onSqlite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'medvakt-multi-'));
  cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
  servers = [await startServerProcess({ ...common, DATA_DIR: dataDir, WORKERS: '2' })];
  front = `http://127.0.0.1:${servers[0]?.port ?? 0}`;
  const probe = new SqliteDatabase(join(dataDir, 'medvakt.sqlite'), { readonly: true });
  cleanUps.push(() => {
    probe.close();
  });
  jobRuns = () =>
    Promise.resolve(
      probe
        .prepare('select name, holder, started_at, finished_at from job_runs order by id')
        .all() as JobRun[],
    );
}

const common = {
  DEMO_DATA: '1',
  JWT_SECRET: randomBytes(32).toString('hex'),
  WARNINGS_INTERVAL_SECONDS: String(WARNINGS_SECONDS),
  LOG_FORMAT: 'json',
};

beforeAll(async () => {
  if (postgresUrl) await onPostgres(postgresUrl);
  else await onSqlite();
}, 180_000);

afterAll(async () => {
  await balancer?.close();
  const codes = await Promise.all(servers.map((s) => s.stop()));
  for (const clean of cleanUps.reverse()) await clean();
  expect(
    codes.every((code) => code === 0),
    'every process drains and exits 0 on SIGTERM',
  ).toBe(true);
}, 60_000);

type LogLine = { pid?: number; request_id?: string; route?: string; status?: number };

/** Which process answered a request: the pid on its access line (written a moment after). */
async function servedBy(requestId: string): Promise<number> {
  let pid: number | undefined;
  await until(() => {
    for (const line of servers.flatMap((s) => s.lines)) {
      if (!line.includes(requestId)) continue;
      const parsed = JSON.parse(line) as LogLine;
      if (parsed.request_id === requestId && parsed.route !== undefined) pid = parsed.pid;
    }
    return pid !== undefined;
  });
  return pid ?? 0;
}

/** Waits until `done` says so, looking four times a second, for at most 20 seconds. */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('Det hände inte inom 20 sekunder');
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

/** The demo nurse, who works in one unit. */
async function signIn(): Promise<{ token: string; siteId: string }> {
  const res = await call(front, 'POST', '/api/v1/auth/login', {
    body: { email: 'sjukskoterska@medvakt.se', password: 'Medvakt-Vard1' },
  });
  expect(res.status).toBe(200);
  const answer = res.json() as { access_token: string; user: { site_id: string } };
  return { token: answer.access_token, siteId: answer.user.site_id };
}

describe(
  postgresUrl ? 'three servers on one PostgreSQL database' : 'WORKERS=2 on one SQLite file',
  () => {
    it('answers from more than one process', async () => {
      // A worker still starting takes no connections yet: ask until every one has answered.
      const expected = postgresUrl ? 3 : 2;
      const pids = new Set<number>();
      await until(async () => {
        pids.add(await servedBy((await call(front, 'GET', '/api/v1/health')).requestId));
        return pids.size >= expected;
      });
      expect(pids.size).toBe(expected);
    });

    it('runs each job once per interval, whichever process takes the turn', async () => {
      const deadline = Date.now() + 30_000;
      let runs = await jobRuns();
      while (
        runs.filter((r) => r.name === 'warnings' && r.finished_at).length < 3 &&
        Date.now() < deadline
      ) {
        await new Promise((wait) => setTimeout(wait, 250));
        runs = await jobRuns();
      }
      const warnings = runs.filter((r) => r.name === 'warnings' && r.finished_at);
      expect(warnings.length).toBeGreaterThanOrEqual(3);
      for (const [i, run] of warnings.entries()) {
        const before = warnings[i - 1];
        if (!before?.finished_at) continue;
        const gap = new Date(run.started_at).getTime() - new Date(before.finished_at).getTime();
        expect(gap, `run ${i} began ${gap} ms after the one before ended`).toBeGreaterThanOrEqual(
          WARNINGS_SECONDS * 1000,
        );
      }
      // Hourly and at start: every process offered to run it, one did.
      expect(runs.filter((r) => r.name === 'housekeeping')).toHaveLength(1);
      expect(runs.filter((r) => r.name === 'indragningar')).toHaveLength(1);
    });

    it('holds the public QR limit over every process: the 31st request in a minute is refused', async () => {
      const answers = [];
      for (let i = 0; i < 31; i++)
        answers.push(
          await call(front, 'POST', '/api/v1/qr-codes/verify', {
            body: { qr_code_data: 'okänd-kod' },
          }),
        );
      expect(answers.slice(0, 30).filter((a) => a.status === 429)).toEqual([]);
      const last = answers[30];
      expect(last?.status).toBe(429);
      expect(last?.json()).toMatchObject({ code: 'RATE_LIMITED' });
      const pids = new Set(await Promise.all(answers.map((a) => servedBy(a.requestId))));
      expect(pids.size).toBeGreaterThan(1);
    });

    it('refuses a session on every process as soon as one process signed it out', async () => {
      const { token } = await signIn();
      for (let i = 0; i < 3; i++)
        expect((await call(front, 'GET', '/api/v1/auth/me', { token })).status).toBe(200);
      expect((await call(front, 'POST', '/api/v1/auth/logout', { token })).status).toBe(200);
      for (let i = 0; i < 3; i++)
        expect((await call(front, 'GET', '/api/v1/auth/me', { token })).status).toBe(401);
    });

    it('downloads a QR sheet from another process than the one that made it', async () => {
      const { token, siteId } = await signIn();
      const made = await call(front, 'POST', '/api/v1/qr-codes/generate-pdf', {
        token,
        body: { site_id: siteId },
      });
      expect(made.status).toBe(201);
      const { pdf_filename } = made.json() as { pdf_filename: string };
      const pdf = await call(front, 'GET', `/api/v1/qr-codes/download-pdf/${pdf_filename}`, {
        token,
      });
      expect(pdf.status).toBe(200);
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await servedBy(pdf.requestId)).not.toBe(await servedBy(made.requestId));
    });

    it.runIf(!postgresUrl)(
      'starts a new worker when one dies, and keeps answering',
      async () => {
        const primary = servers[0]?.pid ?? 0;
        const before = workersOf(primary);
        expect(before).toHaveLength(2);
        const victim = before[0] ?? 0;
        process.kill(victim, 'SIGKILL');
        // Until the primary has seen the death, it may still hand a connection to the dead worker.
        const noticed = `Serverprocess ${String(victim)} avslutades`;
        const primaryLog = () => servers[0]?.lines.join('\n') ?? '';
        await until(() => primaryLog().includes(noticed));
        await until(async () => {
          expect((await call(front, 'GET', '/api/v1/health')).status).toBe(200);
          const now = workersOf(primary);
          return now.length === 2 && !now.includes(victim);
        });
      },
      45_000,
    );
  },
);
