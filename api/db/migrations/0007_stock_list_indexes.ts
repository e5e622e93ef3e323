import { sql, type Kysely, type SqlBool } from 'kysely';

/**
 * Indexes the stock list reads alone, without the table rows:
 * - batches in stock by site and expiry with what the list filters and searches on, so the count
 *   cards and the page's filter are read from it. The narrower index of 0004 stays for counting
 *   the expiry panel over all sites (quantity is left out here so the planner keeps using it);
 * - each template's batch quantities (replaces the template index of 0002), for stock totals;
 * - the templates whose minimum stock is tracked, for the low-stock check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('inventory_items_in_stock_list_idx')
    .on('inventory_items')
    .columns(['site_id', 'expiry_date', 'medicine_template_id', 'batch_number', 'location'])
    .where(sql<SqlBool>`quantity > 0`)
    .execute();
  await db.schema
    .createIndex('inventory_items_template_quantity_idx')
    .on('inventory_items')
    .columns(['medicine_template_id', 'quantity'])
    .execute();
  await db.schema.dropIndex('inventory_items_template_idx').ifExists().execute();
  await db.schema
    .createIndex('medicine_templates_tracked_minimum_idx')
    .on('medicine_templates')
    .columns(['site_id', 'id', 'minimum_stock_level'])
    .where(sql<SqlBool>`minimum_stock_level > 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('medicine_templates_tracked_minimum_idx').ifExists().execute();
  await db.schema
    .createIndex('inventory_items_template_idx')
    .on('inventory_items')
    .column('medicine_template_id')
    .execute();
  await db.schema.dropIndex('inventory_items_template_quantity_idx').ifExists().execute();
  await db.schema.dropIndex('inventory_items_in_stock_list_idx').ifExists().execute();
}
