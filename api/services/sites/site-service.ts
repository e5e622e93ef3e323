import { randomUUID } from 'node:crypto';
import { pageCount, type PerPageQuery } from '../../../shared/schemas/common.ts';
import type { Insertable, Updateable } from 'kysely';
import type {
  Site,
  SiteCreateInput,
  SiteList,
  SiteSettingsInput,
  SiteUpdateInput,
  SiteUser,
} from '../../../shared/schemas/site.ts';
import type { Flag, SiteTable } from '../../db/schema.ts';
import { badRequest, invalid, notFound, siteClosed } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { requireRole, requireVisibleSite, visibleSiteIds } from '../auth/permissions.ts';
import { removeSite, siteDependents, type SiteRemovalOutcome } from './site-removal.ts';
import { siteQuery, toSite } from './site-records.ts';
import { iso } from '../../time.ts';
import { containsText } from '../../db/search.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';
import { countRows, offsetOf } from '../../db/paging.ts';

export const SITE_NOT_FOUND = 'Enheten hittades inte.';

export type SiteListQuery = PerPageQuery & {
  customer_id?: string | undefined;
  status?: 'all' | 'active' | 'inactive' | undefined;
};

/** The sites the caller may see, as rows of the site list. */
export function visibleSites(ctx: ServiceContext) {
  const ids = visibleSiteIds(ctx.actor);
  let query = siteQuery(ctx.db);
  if (ids !== null) query = query.where('sites.id', 'in', ids.length > 0 ? ids : ['-']);
  return query;
}

export async function listSites(ctx: ServiceContext, query: SiteListQuery): Promise<SiteList> {
  let base = visibleSites(ctx);
  if (query.search)
    base = base.where(
      containsText(ctx.db, ['sites.name', 'sites.address', 'customers.name'], query.search),
    );
  if (query.customer_id) base = base.where('sites.customer_id', '=', query.customer_id);
  if (query.status === 'active') base = base.where('sites.is_active', '=', 1);
  if (query.status === 'inactive') base = base.where('sites.is_active', '=', 0);
  const total = await countRows(base);
  const rows = await base
    .orderBy('sites.name')
    .orderBy('sites.id')
    .limit(query.per_page)
    .offset(offsetOf({ page: query.page, size: query.per_page }))
    .execute();
  return {
    sites: rows.map(toSite),
    total,
    page: query.page,
    per_page: query.per_page,
    total_pages: pageCount(total, query.per_page),
  };
}

export async function getSite(ctx: ServiceContext, id: string): Promise<Site> {
  requireVisibleSite(ctx.actor, id);
  const row = await siteQuery(ctx.db).where('sites.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SITE_NOT_FOUND, 'SITE_NOT_FOUND');
  return toSite(row);
}

async function requireCustomer(ctx: ServiceContext, customerId: string): Promise<void> {
  const customer = await ctx.db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer)
    throw invalid('Kunden finns inte.', [{ path: 'customer_id', message: 'Kunden finns inte.' }]);
}

export async function createSite(ctx: ServiceContext, input: SiteCreateInput): Promise<Site> {
  requireRole(ctx.actor, 'admin');
  await requireCustomer(ctx, input.customer_id);
  const now = iso(ctx.clock.now());
  const row: Insertable<SiteTable> & { id: string } = {
    id: randomUUID(),
    name: input.name,
    customer_id: input.customer_id,
    address: input.address,
    contact_email: input.contact_email,
    contact_phone: input.contact_phone,
    default_withdraw_limit: input.default_withdraw_limit,
    default_add_limit: input.default_add_limit,
    warning_days: input.warning_days,
    critical_warning_days: input.critical_warning_days,
    is_active: input.is_active ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('sites').values(row).execute();
    await audit(
      trx,
      { ...ctx, siteId: row.id },
      { action: 'create', entity: 'site', entity_id: row.id, after: row },
    );
  });
  return getSite(ctx, row.id);
}

async function changeSite(
  ctx: ServiceContext,
  id: string,
  change: Updateable<SiteTable>,
  action: string,
): Promise<Site> {
  const before = await ctx.db
    .selectFrom('sites')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) throw notFound(SITE_NOT_FOUND, 'SITE_NOT_FOUND');
  if (before.closed_at !== null) throw siteClosed();
  const warning = change.warning_days ?? before.warning_days;
  const critical = change.critical_warning_days ?? before.critical_warning_days;
  if (critical > warning) {
    const message = 'Kritiska varningsdagar får inte vara fler än varningsdagar';
    throw invalid(message, [{ path: 'critical_warning_days', message }]);
  }
  const next = { ...change, updated_at: iso(ctx.clock.now()) };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('sites').set(next).where('id', '=', id).execute();
    if (
      change.warning_days !== undefined ||
      change.critical_warning_days !== undefined ||
      change.narcotics_count_days !== undefined
    )
      await refreshWarnings(trx, ctx.clock, { siteIds: [id] });
    await audit(
      trx,
      { ...ctx, siteId: id },
      { action, entity: 'site', entity_id: id, before, after: { ...before, ...next } },
    );
  });
  return getSite(ctx, id);
}

const flag = (value: boolean): Flag => (value ? 1 : 0);

/** Settings as stored: the rules of who may count and who may confirm are 0/1 flags. */
function settingsChange<
  T extends {
    narcotics_receiver_may_count?: boolean;
    recall_users_may_confirm?: boolean;
    require_delegation?: boolean;
  },
>(input: T) {
  const {
    narcotics_receiver_may_count: mayCount,
    recall_users_may_confirm: mayConfirm,
    require_delegation: delegation,
    ...rest
  } = input;
  return {
    ...rest,
    ...(delegation === undefined ? {} : { require_delegation: flag(delegation) }),
    ...(mayCount === undefined ? {} : { narcotics_receiver_may_count: flag(mayCount) }),
    ...(mayConfirm === undefined ? {} : { recall_users_may_confirm: flag(mayConfirm) }),
  };
}

export async function updateSite(
  ctx: ServiceContext,
  id: string,
  input: SiteUpdateInput,
): Promise<Site> {
  requireRole(ctx.actor, 'admin');
  if (input.customer_id) await requireCustomer(ctx, input.customer_id);
  const { is_active, ...rest } = input;
  const change: Updateable<SiteTable> = { ...settingsChange(rest) };
  if (is_active !== undefined) change.is_active = is_active ? 1 : 0;
  return changeSite(ctx, id, change, 'update');
}

/** Unit managers tune their own units' limits and warning days; only admins edit the rest. */
export async function updateSiteSettings(
  ctx: ServiceContext,
  id: string,
  input: SiteSettingsInput,
): Promise<Site> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  requireVisibleSite(ctx.actor, id);
  return changeSite(ctx, id, settingsChange(input), 'update_settings');
}

/** A site with history (stock movements, counts, recall checks) is closed; any other is deleted. */
export async function deleteSite(
  ctx: ServiceContext,
  id: string,
  force: boolean,
): Promise<SiteRemovalOutcome> {
  requireRole(ctx.actor, 'admin');
  const site = await ctx.db
    .selectFrom('sites')
    .select(['id', 'closed_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!site) throw notFound(SITE_NOT_FOUND, 'SITE_NOT_FOUND');
  const dependents = await siteDependents(ctx.db, id);
  if (!force && site.closed_at === null && (dependents.users > 0 || dependents.medicines > 0)) {
    // The renderer looks for the word 'medicines' to offer the forced deletion.
    throw badRequest(
      `Enheten har ${dependents.users} kopplade användare och ${dependents.medicines} medicines ` +
        `(läkemedel) med ${dependents.stock} förpackningar i lager. Bekräfta med force: har ` +
        'enheten lagerhistorik stängs den och allt sparas, annars kopplas användarna bort och ' +
        'enhetens läkemedel tas bort.',
      'SITE_HAS_DEPENDENTS',
    );
  }
  const outcome = await ctx.db.transaction().execute((trx) => removeSite(trx, ctx, id));
  // Deleted by someone else since it was read.
  if (!outcome) throw notFound(SITE_NOT_FOUND, 'SITE_NOT_FOUND');
  return outcome;
}

export async function siteUsers(ctx: ServiceContext, id: string): Promise<SiteUser[]> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  await getSite(ctx, id);
  const rows = await ctx.db
    .selectFrom('users')
    .innerJoin('user_sites', 'user_sites.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.role',
      'users.is_active',
      'users.registered_nurse',
    ])
    .where('user_sites.site_id', '=', id)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .execute();
  return rows.map((r) => ({
    ...r,
    is_active: r.is_active === 1,
    registered_nurse: r.registered_nurse === 1,
  }));
}

/** Sites the caller may assign users to. */
export async function assignableSites(
  ctx: ServiceContext,
  customerId: string | undefined,
): Promise<Site[]> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  let query = visibleSites(ctx).where('sites.is_active', '=', 1);
  if (customerId) query = query.where('sites.customer_id', '=', customerId);
  const rows = await query.orderBy('sites.name').execute();
  return rows.map(toSite);
}
