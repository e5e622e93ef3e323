import { randomUUID } from 'node:crypto';
import type { CustomerTypeName as CustomerType } from '../../../shared/constants.ts';
import { pageCount, type PerPageQuery } from '../../../shared/schemas/common.ts';
import type {
  Customer,
  CustomerCreateInput,
  CustomerList,
  CustomerUpdateInput,
} from '../../../shared/schemas/customer.ts';
import type { Site } from '../../../shared/schemas/site.ts';
import type { CustomerTable, Db } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { requireRole } from '../auth/permissions.ts';
import { removeSite } from '../sites/site-removal.ts';
import { siteQuery, toSite } from '../sites/site-records.ts';
import { iso } from '../../time.ts';
import { containsText } from '../../db/search.ts';
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

type CustomerRow = CustomerTable & { site_count: number | string | bigint | null };

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  customer_type: row.customer_type,
  contact_email: row.contact_email,
  contact_phone: row.contact_phone,
  billing_address: row.billing_address,
  monthly_price_sek: row.monthly_price_sek,
  is_active: row.is_active === 1,
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
  const row: CustomerTable = {
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
  const { is_active, ...rest } = input;
  const change: Partial<CustomerTable> = { ...rest, updated_at: iso(ctx.clock.now()) };
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

/** Without force a customer with sites is kept; with force its sites are removed with it. */
export async function deleteCustomer(
  ctx: ServiceContext,
  id: string,
  force: boolean,
): Promise<{ deleted_sites: number }> {
  requireRole(ctx.actor, 'admin');
  const before = await ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) throw notFound(CUSTOMER_NOT_FOUND, 'CUSTOMER_NOT_FOUND');
  const sites = await ctx.db
    .selectFrom('sites')
    .select('id')
    .where('customer_id', '=', id)
    .execute();
  if (sites.length > 0 && !force) {
    throw conflict(
      `Kunden har ${sites.length} enheter. Ta bort med force=true för att även ta bort enheterna.`,
      'CUSTOMER_HAS_SITES',
    );
  }
  await ctx.db.transaction().execute(async (trx) => {
    for (const site of sites) await removeSite(trx, ctx, site.id);
    await trx.deleteFrom('customers').where('id', '=', id).execute();
    await audit(
      trx,
      { ...ctx, siteId: null },
      { action: 'delete', entity: 'customer', entity_id: id, before },
    );
  });
  return { deleted_sites: sites.length };
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
