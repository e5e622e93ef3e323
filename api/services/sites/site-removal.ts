import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit, auditActorOf } from '../audit/audit-service.ts';
import { lockBatchesInOrder } from '../stock/lock-batches.ts';
import { moveStock } from '../stock/move.ts';

export type SiteDependents = { users: number; medicines: number; stock: number };

/** What ties to a site and is lost or detached when it is deleted. */
export async function siteDependents(
  db: Kysely<Database>,
  siteId: string,
): Promise<SiteDependents> {
  const users = await db
    .selectFrom('user_sites')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  const medicines = await db
    .selectFrom('medicine_templates')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  const stock = await db
    .selectFrom('inventory_items')
    .select((eb) => eb.fn.sum('quantity').as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return { users: Number(users.n), medicines: Number(medicines.n), stock: Number(stock.n ?? 0) };
}

/**
 * Closes the site's stock in the ledger: each batch with stock left gets a last movement down to
 * zero, so the history kept after the site is gone still balances.
 */
async function closeStock(trx: Kysely<Database>, ctx: ServiceContext, siteId: string) {
  const batches = await trx
    .selectFrom('inventory_items')
    .select(['id', 'quantity'])
    .where('site_id', '=', siteId)
    .where('quantity', '>', 0)
    .execute();
  await lockBatchesInOrder(
    trx,
    batches.map((b) => b.id),
  );
  const by = { clock: ctx.clock, actor: auditActorOf(ctx) };
  for (const batch of batches)
    await moveStock(trx, by, 'adjusted', batch.id, -batch.quantity, {
      reason: 'Enheten togs bort',
      reference: { type: 'site', id: siteId },
      evenIfHeld: true,
    });
}

/**
 * Deletes a site inside the caller's transaction; user assignments go with it, users stay. Its
 * ledger rows stay too (they carry no foreign keys), ending at zero for every batch.
 */
export async function removeSite(
  trx: Kysely<Database>,
  ctx: ServiceContext,
  siteId: string,
): Promise<void> {
  const before = await trx
    .selectFrom('sites')
    .selectAll()
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!before) return;
  await closeStock(trx, ctx, siteId);
  const detached = await trx
    .selectFrom('user_sites')
    .select('user_id')
    .where('site_id', '=', siteId)
    .execute();
  await trx.deleteFrom('user_sites').where('site_id', '=', siteId).execute();
  await trx
    .updateTable('users')
    .set({ current_site_id: null })
    .where('current_site_id', '=', siteId)
    .execute();
  await trx.deleteFrom('sites').where('id', '=', siteId).execute();
  await audit(
    trx,
    { ...ctx, siteId: null },
    {
      action: 'delete',
      entity: 'site',
      entity_id: siteId,
      before: { ...before, detached_user_ids: detached.map((d) => d.user_id) },
    },
  );
}
