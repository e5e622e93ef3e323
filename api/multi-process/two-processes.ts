import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { connectDatabase } from '../db/connect.ts';
import type { Db } from '../db/schema.ts';
import { serverDatabase } from '../test/server-database.ts';
import { startServerProcess, type ServerProcess } from './server-processes.ts';

export type TwoProcesses = {
  /** Base URLs to spread requests over: two servers, or one with two workers behind it. */
  fronts: string[];
  /** The server processes' ids, to see that none of them exited. */
  pids: number[];
  /** Every line the servers wrote so far. */
  logLines: () => string[];
  /** The test's own connection to the servers' database, to read what they stored. */
  db: Db;
  stop: () => Promise<void>;
};

/**
 * Two API processes with demo data on one database, each on a free port: two servers on one new
 * PostgreSQL database (the PostgreSQL suite), or `WORKERS=2` on one SQLite file.
 */
export async function startTwoProcesses(): Promise<TwoProcesses> {
  const storage = await serverDatabase();
  const common = {
    DEMO_DATA: '1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    DATA_DIR: storage.dataDir,
  };
  const url = storage.databaseUrl;
  const servers: ServerProcess[] = [];
  let db: Db;
  if (url) {
    // One at a time: the first migrates and seeds the new database.
    for (let n = 0; n < 2; n++)
      servers.push(await startServerProcess({ ...common, DATABASE_URL: url }));
    db = connectDatabase({ kind: 'postgres', url });
  } else {
    servers.push(await startServerProcess({ ...common, WORKERS: '2' }));
    db = connectDatabase({ kind: 'sqlite', file: join(storage.dataDir, 'medvakt.sqlite') });
  }
  return {
    fronts: servers.map((s) => `http://127.0.0.1:${s.port}`),
    pids: servers.map((s) => s.pid),
    logLines: () => servers.flatMap((s) => s.lines),
    db,
    stop: async () => {
      await db.destroy();
      await Promise.all(servers.map((s) => s.stop()));
      await storage.dispose();
    },
  };
}
