import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.ts';
import type { Database, Db } from './schema.ts';

export type DatabaseTarget =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export type PoolSettings = {
  /** PostgreSQL connections this process may open (default 10). */
  poolSize?: number;
  /** PostgreSQL cancels a statement after this many milliseconds; 0 or none waits for ever. */
  statementTimeoutMs?: number;
  /** Told when PostgreSQL ends an idle connection (restart, failover, pg_terminate_backend). */
  onConnectionLost?: (error: Error) => void;
};

/** A request waits this long for a connection before it is told the database does not answer. */
export const CONNECT_TIMEOUT_MS = 10_000;

const pools = new WeakMap<Db, pg.Pool>();

/** PostgreSQL connections busy with a query or transaction now; always 0 on SQLite (no pool). */
export function connectionsInUse(db: Db): number {
  const pool = pools.get(db);
  return pool ? pool.totalCount - pool.idleCount : 0;
}

export function connectDatabase(target: DatabaseTarget, settings: PoolSettings = {}): Db {
  if (target.kind === 'postgres') {
    const options = target.schema ? `-c search_path=${target.schema}` : undefined;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: settings.poolSize ?? 10,
      options,
      // Sent at connection start, so it holds for every statement on the connection.
      statement_timeout: settings.statementTimeoutMs || undefined,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    absorbConnectionErrors(pool, settings.onConnectionLost ?? (() => undefined));
    const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (target.file !== ':memory:') mkdirSync(dirname(target.file), { recursive: true });
  const sqlite = new SqliteDatabase(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // SQLite's own lower() folds ASCII only; searches must match Å, Ä and Ö too.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/**
 * An ended connection is an 'error' event, and an event nobody listens to ends the process. The
 * pool drops a broken connection and opens new ones when asked, so both are only noted here: an
 * idle one through the pool, one lent to a query through the query's own failure.
 */
function absorbConnectionErrors(pool: pg.Pool, onConnectionLost: (error: Error) => void) {
  pool.on('error', onConnectionLost);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs as much as running a small indexed query, so
 * statements are kept by their SQL text (Kysely runs one query at a time per connection).
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      // Another process on the same file may be writing: a transaction that starts by reading and
      // then writes could not wait for it and would fail at once, so transactions take the write
      // lock when they begin (and wait up to busy_timeout for it).
      const sql = text === 'begin' ? 'begin immediate' : text;
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

export function databaseTargetFromUrl(url: string | undefined, dataDir: string): DatabaseTarget {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  return { kind: 'sqlite', file: `${dataDir}/medvakt.sqlite` };
}
