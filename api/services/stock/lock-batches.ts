import { sql, type Kysely } from 'kysely';
import { chunks } from '../../db/chunks.ts';
import { runsOnSqlite } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Locks the batches a transaction is about to move, in one order (by id, compared byte by byte)
 * whatever order it then moves them in, so two transactions that share batches wait for each other
 * on PostgreSQL instead of deadlocking. The lock is the one the guarded update takes, so it never
 * waits for a row another transaction only refers to. SQLite runs one writing transaction at a time.
 */
export async function lockBatchesInOrder(
  trx: Kysely<Database>,
  ids: readonly string[],
): Promise<void> {
  if (runsOnSqlite(trx)) return;
  const ordered = [...new Set(ids)].sort();
  for (const part of chunks(ordered))
    await trx
      .selectFrom('inventory_items')
      .select('id')
      .where('id', 'in', part)
      .orderBy(sql`id collate "C"`)
      .forNoKeyUpdate()
      .execute();
}
