import { sql, type Kysely } from 'kysely';
import { unwatchSiteVersions, watchSiteVersions, type WatchedTable } from './0018_site_versions.ts';

/**
 * The stock list shows a narcotic's packs waiting for destruction, so a kassation started,
 * completed, cancelled or restored raises the site's version like a batch change.
 */
const KASSATIONS: readonly WatchedTable[] = [{ table: 'kassations', siteColumn: 'site_id' }];

/**
 * A narcotic put up for kassation stays in the unit's balance until its witnessed completion
 * books it out. `kassations.stock_left` says whether the kassation's quantity has left the batch:
 * 1 for every kassation made before (they booked the stock out when started) and for other
 * medicines, 0 for a narcotic waiting for destruction. The index finds a batch's reservations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('kassations')
    .addColumn('stock_left', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create index kassations_item_status_idx
    on kassations (inventory_item_id, status)`.execute(db);
  await watchSiteVersions(db, KASSATIONS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await unwatchSiteVersions(db, KASSATIONS);
  await sql`drop index if exists kassations_item_status_idx`.execute(db);
  await db.schema.alterTable('kassations').dropColumn('stock_left').execute();
}
