import { sql } from 'kysely';
import { runsOnSqlite } from './dialect.ts';
import type { Db } from './schema.ts';

/** Any fixed number: the one lock that servers on one PostgreSQL database take while they start. */
const START_LOCK = 740_301;

/**
 * Runs `prepare` (migrate, then seed an empty database) while holding a lock over the whole
 * PostgreSQL database, so servers started at the same moment take turns: the first migrates and
 * seeds, the others find it done. On SQLite one process prepares the file before any worker starts.
 */
export async function underStartLock<T>(db: Db, prepare: (db: Db) => Promise<T>): Promise<T> {
  if (runsOnSqlite(db)) return prepare(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(connection);
    try {
      return await prepare(connection);
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(connection);
    }
  });
}
