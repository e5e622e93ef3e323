import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type ServerDatabase = {
  /** A fresh data folder; the SQLite file goes here unless `databaseUrl` is set. */
  dataDir: string;
  /** A new PostgreSQL database of its own when the suite runs on PostgreSQL (DATABASE_URL). */
  databaseUrl: string | null;
  dispose: () => Promise<void>;
};

/** Storage for a whole server started in a test, as `npm start` would use it. */
export async function serverDatabase(): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'medvakt-server-'));
  const url = process.env.DATABASE_URL;
  if (!url)
    return {
      dataDir,
      databaseUrl: null,
      dispose: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  const name = `medvakt_srv_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: target.toString(),
    dispose: async () => {
      // A closed pool's connections end on their own; forcing them out first would reach the
      // closed clients as errors nobody listens to any more.
      for (let tries = 0; tries < 200; tries++) {
        const { rows } = await admin.query<{ n: string }>(
          'select count(*) as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (Number(rows[0]?.n ?? 0) === 0) break;
        await new Promise((wait) => setTimeout(wait, 25));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
