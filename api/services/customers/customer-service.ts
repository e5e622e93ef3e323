import { randomUUID } from 'node:crypto';
import type { CustomerTypeName as CustomerType } from '../../../shared/constants.ts';
import { pageCount, type PerPageQuery } from '../../../shared/schemas/common.ts';
import type {
  Customer,
  CustomerCreateInput,
  CustomerList,
  CustomerRemoval,
  CustomerUpdateInput,
} from '../../../shared/schemas/customer.ts';
import type { Site } from '../../../shared/schemas/site.ts';
import type { Insertable, Selectable } from 'kysely';
import type { CustomerTable, Db } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { requireRole } from '../auth/permissions.ts';
import { removeSite } from '../sites/site-removal.ts';
import { siteQuery, toSite } from '../sites/site-records.ts';
import { iso } from '../../time.ts';
import { containsText } from '../../db/search.ts';
import { runsOnSqlite } from '../../db/dialect.ts';
import { countRows, offsetOf } from '../../db/paging.ts';

const CUSTOMER_NOT_FOUND = 'Kunden hittades inte.';

function customerQuery(db: Db) {
  return db
    .selectFrom('customers')
    .selectAll('customers')
    .select((eb) =>
      eb
        .selectFrom('sites')
        .select(eb.fn.countAll<number | string | bigint>().as('n'))
        .whereRef('sites.customer_id', '=', 'customers.id')
        .as('site_count'),
    );
}

type CustomerRow = Selectable<CustomerTable> & { site_count: number | string | bigint | null };

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  customer_type: row.customer_type,
  contact_email: row.contact_email,
  contact_phone: row.contact_phone,
  billing_address: row.billing_address,
  monthly_price_sek: row.monthly_price_sek,
  is_active: row.is_active === 1,
  closed_at: row.closed_at,
  site_count: Number(row.site_count ?? 0),
  created_at: row.created_at,
});

async function findCustomer(ctx: ServiceContext, id: string): Promise<Customer> {
  const row = await customerQuery(ctx.db).where('customers.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(CUSTOMER_NOT_FOUND, 'CUSTOMER_NOT_FOUND');
  return toCustomer(row);
}

export async function listCustomers(
  ctx: ServiceContext,
  query: PerPageQuery & { customer_type?: CustomerType | undefined },
): Promise<CustomerList> {
  requireRole(ctx.actor, 'admin');
  let base = customerQuery(ctx.db);
  if (query.search) {
    base = base.where(
      containsText(ctx.db, ['customers.name', 'customers.contact_email'], query.search),
    );
  }
  if (query.customer_type) base = base.where('customers.customer_type', '=', query.customer_type);
  const total = await countRows(base);
  const rows = await base
    .orderBy('customers.name')
    .orderBy('customers.id')
    .limit(query.per_page)
    .offset(offsetOf({ page: query.page, size: query.per_page }))
    .execute();
  return {
    customers: rows.map(toCustomer),
    total,
    page: query.page,
    per_page: query.per_page,
    total_pages: pageCount(total, query.per_page),
  };
}

export async function getCustomer(ctx: ServiceContext, id: string): Promise<Customer> {
  requireRole(ctx.actor, 'admin');
  return findCustomer(ctx, id);
}

export async function createCustomer(
  ctx: ServiceContext,
  input: CustomerCreateInput,
): Promise<Customer> {
  requireRole(ctx.actor, 'admin');
  const now = iso(ctx.clock.now());
  const row: Insertable<CustomerTable> & { id: string } = {
    id: randomUUID(),
    name: input.name,
    customer_type: input.customer_type,
    contact_email: input.contact_email,
    contact_phone: input.contact_phone,
    billing_address: input.billing_address,
    monthly_price_sek: input.monthly_price_sek,
    is_active: input.is_active ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('customers').values(row).execute();
    await audit(
      trx,
      { ...ctx, siteId: null },
      { action: 'create', entity: 'customer', entity_id: row.id, after: row },
    );
  });
  return findCustomer(ctx, row.id);
}

export async function updateCustomer(
  ctx: ServiceContext,
  id: string,
  input: CustomerUpdateInput,
): Promise<Customer> {
  requireRole(ctx.actor, 'admin');
  const before = await ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) throw notFound(CUSTOMER_NOT_FOUND, 'CUSTOMER_NOT_FOUND');
  if (before.closed_at !== null) throw customerClosed();
  const { is_active, ...rest } = input;
  const change: Partial<Selectable<CustomerTable>> = { ...rest, updated_at: iso(ctx.clock.now()) };
  if (is_active !== undefined) change.is_active = is_active ? 1 : 0;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set(change).where('id', '=', id).execute();
    await audit(
      trx,
      { ...ctx, siteId: null },
      {
        action: 'update',
        entity: 'customer',
        entity_id: id,
        before,
        after: { ...before, ...change },
      },
    );
  });
  return findCustomer(ctx, id);
}

const customerClosed = () =>
  conflict(
    'Kunden är stängd och kan inte ändras. Dess enheters historik går att läsa.',
    'CUSTOMER_CLOSED',
  );

/** The customer's row, locked on PostgreSQL so no site is added to it while it is removed. */
async function lockedCustomer(trx: Db, id: string) {
  let query = trx.selectFrom('customers').selectAll().where('id', '=', id);
  if (!runsOnSqlite(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Without force a customer with sites is kept; with force its sites are removed with it. A site
 * with history is closed instead (see removeSite), and then the customer is closed and kept too.
 */
export async function deleteCustomer(
  ctx: ServiceContext,
  id: string,
  force: boolean,
): Promise<Omit<CustomerRemoval, 'detail'>> {
  requireRole(ctx.actor, 'admin');
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedCustomer(trx, id);
    if (!before) throw notFound(CUSTOMER_NOT_FOUND, 'CUSTOMER_NOT_FOUND');
    const sites = await trx
      .selectFrom('sites')
      .select('id')
      .where('customer_id', '=', id)
      .orderBy('id')
      .execute();
    if (sites.length > 0 && !force) {
      throw conflict(
        `Kunden har ${sites.length} enheter. Ta bort med force=true för att även ta bort enheterna.`,
        'CUSTOMER_HAS_SITES',
      );
    }
    const outcomes = [];
    for (const site of sites) outcomes.push(await removeSite(trx, ctx, site.id));
    const removed = {
      deleted_sites: outcomes.filter((o) => o === 'deleted').length,
      closed_sites: outcomes.filter((o) => o === 'closed').length,
    };
    const scope = { ...ctx, siteId: null };
    if (removed.closed_sites === 0) {
      // What the customer kept for all its units goes with it.
      await trx.deleteFrom('catalogue_products').where('customer_id', '=', id).execute();
      await trx.deleteFrom('import_mappings').where('customer_id', '=', id).execute();
      await trx.deleteFrom('customers').where('id', '=', id).execute();
      await audit(trx, scope, { action: 'delete', entity: 'customer', entity_id: id, before });
      return { outcome: 'deleted' as const, ...removed };
    }
    if (before.closed_at === null) {
      const closed = { is_active: 0 as const, closed_at: iso(ctx.clock.now()) };
      await trx.updateTable('customers').set(closed).where('id', '=', id).execute();
      await audit(trx, scope, {
        action: 'close',
        entity: 'customer',
        entity_id: id,
        before,
        after: { ...before, ...closed },
      });
    }
    return { outcome: 'closed' as const, ...removed };
  });
}

export async function customerSites(ctx: ServiceContext, id: string): Promise<Site[]> {
  requireRole(ctx.actor, 'admin');
  await findCustomer(ctx, id);
  const rows = await siteQuery(ctx.db)
    .where('sites.customer_id', '=', id)
    .orderBy('sites.name')
    .execute();
  return rows.map(toSite);
}
