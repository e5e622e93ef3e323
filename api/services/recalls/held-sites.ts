import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { chunks } from '../../db/chunks.ts';
import { coveredBatches } from './match-candidates.ts';

/** The first instant of the look-back: `months` calendar months before now. */
export function lookBackStart(now: Date, months: number): string {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - months);
  return start.toISOString();
}

/**
 * The sites that hold or held a batch the notice covers: a match that is not a false one (stock
 * on the shelf when matched), or a covered batch with a movement in the ledger within the
 * notice's look-back (emptied before the notice came).
 */
export async function sitesThatHeld(
  trx: Kysely<Database>,
  clock: Clock,
  notice: { id: string; look_back_months: number },
): Promise<Set<string>> {
  const matched = await trx
    .selectFrom('recall_matches')
    .select('site_id')
    .distinct()
    .where('notice_id', '=', notice.id)
    .where('status', '<>', 'dismissed')
    .execute();
  const held = new Set(matched.map((m) => m.site_id));
  const emptied = (await coveredBatches(trx, { noticeIds: [notice.id] }))
    .filter((batch) => !held.has(batch.site_id))
    .map((batch) => batch.item_id);
  const since = lookBackStart(clock.now(), notice.look_back_months);
  for (const part of chunks(emptied)) {
    const moved = await trx
      .selectFrom('stock_movements')
      .select('site_id')
      .distinct()
      .where('inventory_item_id', 'in', part)
      .where('created_at', '>=', since)
      .execute();
    for (const row of moved) held.add(row.site_id);
  }
  return held;
}
