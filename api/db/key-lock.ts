import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { runsOnSqlite } from './dialect.ts';
import type { Db } from './schema.ts';

/** A signed 64-bit number for a key, as pg_advisory_xact_lock takes it. */
const lockNumber = (key: string) =>
  BigInt.asIntN(64, createHash('sha256').update(key).digest().readBigUInt64BE(0));

/**
 * Serialises the transaction `trx` with every other transaction on the same keys until it ends.
 * SQLite's transactions begin immediate and so are serialised already; PostgreSQL takes an
 * advisory lock per key, in one numeric order, so two transactions never deadlock.
 */
export async function lockKeys(trx: Db, keys: readonly string[]): Promise<void> {
  if (runsOnSqlite(trx)) return;
  const numbers = [...new Set(keys.map(lockNumber))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const n of numbers)
    await sql`select pg_advisory_xact_lock(${n.toString()}::bigint)`.execute(trx);
}
