import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ServiceContext } from './actor.ts';
import { audit } from './audit-service.ts';

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

/** Deletes a site inside the caller's transaction; user assignments go with it, users stay. */
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
