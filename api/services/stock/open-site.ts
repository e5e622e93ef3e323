import { expressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { siteClosed } from '../../errors.ts';

/**
 * The updated batch's site is open, for the guarded update's `where`: a closed site's stock stays
 * as it was when the site closed, and the happy path pays no query of its own for it.
 */
export const inOpenSite = () => {
  const eb = expressionBuilder<Database, 'inventory_items'>();
  return eb.exists(
    eb
      .selectFrom('sites as s')
      .select('s.id')
      .whereRef('s.id', '=', 'inventory_items.site_id')
      .where('s.closed_at', 'is', null),
  );
};

/** 409 SITE_CLOSED when the site is closed. */
export async function refuseClosedSite(trx: Kysely<Database>, siteId: string): Promise<void> {
  const site = await trx
    .selectFrom('sites')
    .select('closed_at')
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (site?.closed_at) throw siteClosed();
}
