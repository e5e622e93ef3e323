import type { Kysely } from 'kysely';
import type { Site } from '../../../shared/schemas/site.ts';
import type { Database } from '../../db/schema.ts';

/** Sites joined with their customer and the number of assigned users. */
export function siteQuery(db: Kysely<Database>) {
  return db
    .selectFrom('sites')
    .leftJoin('customers', 'customers.id', 'sites.customer_id')
    .selectAll('sites')
    .select(['customers.name as customer_name', 'customers.customer_type as customer_type'])
    .select((eb) =>
      eb
        .selectFrom('user_sites')
        .select(eb.fn.countAll<number | string | bigint>().as('n'))
        .whereRef('user_sites.site_id', '=', 'sites.id')
        .as('user_count'),
    );
}

type SiteRow = Awaited<ReturnType<ReturnType<typeof siteQuery>['executeTakeFirstOrThrow']>>;

export function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    name: row.name,
    customer_id: row.customer_id,
    customer_name: row.customer_name ?? null,
    customer_type: row.customer_type ?? null,
    address: row.address,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    default_withdraw_limit: row.default_withdraw_limit,
    default_add_limit: row.default_add_limit,
    warning_days: row.warning_days,
    critical_warning_days: row.critical_warning_days,
    narcotics_count_days: row.narcotics_count_days,
    narcotics_receiver_may_count: row.narcotics_receiver_may_count === 1,
    recall_users_may_confirm: row.recall_users_may_confirm === 1,
    require_delegation: row.require_delegation === 1,
    fridge_read_by: row.fridge_read_by,
    breach_minutes: row.breach_minutes,
    is_active: row.is_active === 1,
    closed_at: row.closed_at,
    user_count: Number(row.user_count ?? 0),
    created_at: row.created_at,
  };
}

export async function existingSiteIds(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('sites').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** A site's name, for an export's heading and file name. */
export async function siteName(db: Kysely<Database>, siteId: string): Promise<string> {
  const site = await db
    .selectFrom('sites')
    .select('name')
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  return site.name;
}
