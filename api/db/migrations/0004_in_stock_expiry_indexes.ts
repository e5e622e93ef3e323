import { sql, type Kysely, type SqlBool } from 'kysely';

/**
 * Batches with stock left, by site and by expiry date. Partial, so counting the expiry panel's
 * matches reads the index alone and a page over every site walks batches in expiry order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('inventory_items_in_stock_site_expiry_idx')
    .on('inventory_items')
    .columns(['site_id', 'expiry_date'])
    .where(sql<SqlBool>`quantity > 0`)
    .execute();
  await db.schema
    .createIndex('inventory_items_in_stock_expiry_idx')
    .on('inventory_items')
    .columns(['expiry_date', 'site_id'])
    .where(sql<SqlBool>`quantity > 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inventory_items_in_stock_expiry_idx').ifExists().execute();
  await db.schema.dropIndex('inventory_items_in_stock_site_expiry_idx').ifExists().execute();
}
