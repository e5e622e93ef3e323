import { SqliteAdapter, type Kysely } from 'kysely';

/** Whether queries on `db` (or a transaction of it) run on the embedded SQLite file. */
export const runsOnSqlite = <DB>(db: Kysely<DB>): boolean =>
  db.getExecutor().adapter instanceof SqliteAdapter;
