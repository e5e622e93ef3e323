import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** When the recall feed was last read without error, or null if never. */
export async function lastFeedSuccess(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('recall_feed_runs')
    .select((eb) => eb.fn.max('finished_at').as('at'))
    .where('ok', '=', 1)
    .executeTakeFirst();
  return row?.at ?? null;
}
