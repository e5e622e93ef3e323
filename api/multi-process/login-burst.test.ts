import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../shared/constants.ts';
import { call } from './http-call.ts';
import { startServerProcess, type ServerProcess } from './server-processes.ts';

/**
 * A burst of sign-ins for one account spread over two API processes: two servers on one
 * PostgreSQL database (the PostgreSQL suite), or `WORKERS=2` on one SQLite file.
 */
const postgresUrl = process.env.DATABASE_URL;
const NURSE = { email: 'sjukskoterska@medvakt.se', password: 'Medvakt-Vard1' };
const BURST = 30;

let servers: ServerProcess[] = [];
let fronts: string[] = [];
let attempts: () => Promise<{ success: number }[]> = () => Promise.resolve([]);
const cleanUps: (() => unknown)[] = [];

const common = { DEMO_DATA: '1', JWT_SECRET: randomBytes(32).toString('hex') };

async function onPostgres(url: string) {
  const database = `medvakt_burst_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  cleanUps.push(async () => {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });
  const target = new URL(url);
  target.pathname = `/${database}`;
  const folders = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'medvakt-burst-')));
  cleanUps.push(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));
  servers = await Promise.all(
    folders.map((dataDir, i) =>
      startServerProcess({
        ...common,
        DATABASE_URL: target.toString(),
        DATA_DIR: dataDir,
        PORT: String(41010 + i),
      }),
    ),
  );
  fronts = servers.map((s) => `http://127.0.0.1:${s.port}`);
  const probe = new pg.Client({ connectionString: target.toString() });
  await probe.connect();
  cleanUps.push(() => probe.end());
  attempts = async () =>
    (
      await probe.query<{ success: number }>(
        'select success from login_attempts where email = $1',
        [NURSE.email],
      )
    ).rows;
}

async function onSqlite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'medvakt-burst-'));
  cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
  servers = [
    await startServerProcess({ ...common, DATA_DIR: dataDir, WORKERS: '2', PORT: '41012' }),
  ];
  fronts = [`http://127.0.0.1:41012`];
  const probe = new SqliteDatabase(join(dataDir, 'medvakt.sqlite'), { readonly: true });
  cleanUps.push(() => probe.close());
  attempts = () =>
    Promise.resolve(
      probe.prepare('select success from login_attempts where email = ?').all(NURSE.email) as {
        success: number;
      }[],
    );
}

beforeAll(async () => {
  if (postgresUrl) await onPostgres(postgresUrl);
  else await onSqlite();
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const clean of cleanUps.reverse()) await clean();
}, 60_000);

describe(
  postgresUrl ? 'two servers on one PostgreSQL database' : 'WORKERS=2 on one SQLite file',
  () => {
    it('checks no more than five passwords of a burst of 30 for one account, the right one last', async () => {
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          call(fronts[i % fronts.length] ?? '', 'POST', '/api/v1/auth/login', {
            body: {
              email: NURSE.email,
              password: i === BURST - 1 ? NURSE.password : 'Fel-losen-1!',
            },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - LOGIN_THROTTLE.maxFailures);
      expect(statuses.filter((s) => s !== 429)).toHaveLength(LOGIN_THROTTLE.maxFailures);
      expect(await attempts()).toHaveLength(LOGIN_THROTTLE.maxFailures);
      if (statuses[BURST - 1] === 429) expect(statuses).not.toContain(200);
    });
  },
);
