import { expressionBuilder, sql, type Expression, type Kysely } from 'kysely';
import { runsOnSqlite } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/** Kassation states in which a narcotic still waits for its witnessed destruction. */
export const PENDING_STATES = ['initiated', 'approved'] as const;

/**
 * Packs of the batch `itemIdRef` names that a narcotic kassation has reserved: still in the
 * balance, waiting for destruction, and not to be withdrawn, moved or counted away.
 */
export function reservedFor(itemIdRef: Expression<string>) {
  return expressionBuilder<Database>()
    .selectFrom('kassations as r')
    .select(sql<number | string>`coalesce(sum(r.quantity), 0)`.as('reserved'))
    .where('r.inventory_item_id', '=', itemIdRef)
    .where('r.stock_left', '=', 0)
    .where('r.status', 'in', [...PENDING_STATES])
    .where('r.restored_at', 'is', null);
}

/** Packs of a product at a site that wait for their witnessed destruction, over all its batches. */
export async function awaitingDestruction(
  db: Kysely<Database>,
  product: { siteId: string; templateId: string },
): Promise<number> {
  const row = await db
    .selectFrom('kassations as r')
    .select(sql<number | string>`coalesce(sum(r.quantity), 0)`.as('reserved'))
    .where('r.site_id', '=', product.siteId)
    .where('r.medicine_template_id', '=', product.templateId)
    .where('r.stock_left', '=', 0)
    .where('r.status', 'in', [...PENDING_STATES])
    .where('r.restored_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.reserved ?? 0);
}

/** The reserved packs of one batch, read by a statement of its own (after any lock was taken). */
export async function reservedOf(trx: Kysely<Database>, itemId: string): Promise<number> {
  const row = await trx
    .selectFrom('kassations as r')
    .select(sql<number | string>`coalesce(sum(r.quantity), 0)`.as('reserved'))
    .where('r.inventory_item_id', '=', itemId)
    .where('r.stock_left', '=', 0)
    .where('r.status', 'in', [...PENDING_STATES])
    .where('r.restored_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.reserved ?? 0);
}

/**
 * Holds the batch's row until the transaction ends (PostgreSQL), so a reservation and a move that
 * read the reservations see each other's committed work: the statements after the lock read anew.
 */
export async function lockBatch(trx: Kysely<Database>, itemId: string): Promise<void> {
  if (runsOnSqlite(trx)) return;
  await trx
    .selectFrom('inventory_items')
    .select('id')
    .where('id', '=', itemId)
    .forNoKeyUpdate()
    .execute();
}

export const pendingDestructionText = (reserved: number, unit: string) =>
  `${reserved} ${unit} väntar på destruktion`;
