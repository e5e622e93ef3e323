import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { pageCount } from '../../../shared/schemas/common.ts';
import type { InventoryCounts, InventoryList } from '../../../shared/schemas/inventory.ts';
import { addDays, EXPIRY_WARNING_DAYS } from '../../../shared/stock-rules.ts';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { batchQuery, itemsTable, STOCK_LIST_INDEX, toItem } from './inventory-records.ts';
import { withStockFigures } from './stock-figures.ts';
import { containsText } from '../../db/search.ts';
import { workingSite } from '../sites/site-scope.ts';
import { answerCache } from '../site-versions/answer-cache.ts';
import { siteVersion } from '../site-versions/site-versions.ts';

export type InventoryFilter = 'all' | 'expiring' | 'expired' | 'low_stock';
export type InventoryListQuery = {
  page: number;
  size: number;
  search?: string | undefined;
  filter?: InventoryFilter | undefined;
  sort?: 'expiry' | 'recent' | undefined;
  medicine_template_id?: string | undefined;
  site_id?: string | undefined;
};

type ItemScope = ExpressionBuilder<Database & { i: InventoryItemTable }, 'i'>;

/**
 * `> 0` is written with the literal 0, not a parameter: only then does SQLite know that a partial
 * index `where quantity > 0` holds every row asked for, and can read that index alone.
 */
export const ZERO = sql.lit(0);

/** Templates at or below their minimum (a minimum of 0 is not tracked). */
function lowStockTemplates(db: Kysely<Database>, siteId: string) {
  return db
    .selectFrom('medicine_templates as lt')
    .select('lt.id')
    .where('lt.site_id', '=', siteId)
    .where('lt.minimum_stock_level', '>', ZERO)
    .where((eb) =>
      eb(
        eb.fn.coalesce(
          eb
            .selectFrom('inventory_items as li')
            .select((sub) => sub.fn.sum<number>('li.quantity').as('n'))
            .whereRef('li.medicine_template_id', '=', 'lt.id'),
          eb.lit(0),
        ),
        '<=',
        eb.ref('lt.minimum_stock_level'),
      ),
    );
}

function filterWhere(db: Kysely<Database>, siteId: string, today: string, filter: InventoryFilter) {
  return (eb: ItemScope) => {
    if (filter === 'expired') return eb('i.expiry_date', '<', today);
    if (filter === 'expiring') {
      return eb.and([
        eb('i.expiry_date', '>=', today),
        eb('i.expiry_date', '<=', addDays(today, EXPIRY_WARNING_DAYS)),
      ]);
    }
    if (filter === 'low_stock')
      return eb('i.medicine_template_id', 'in', lowStockTemplates(db, siteId));
    return eb.lit(true);
  };
}

/**
 * The batch's medicine name or generic name, batch number or location contains the search. The
 * site's matching templates are listed once rather than looked up per batch (a batch belongs to a
 * template of its own site, as the low-stock count assumes too).
 */
function searchWhere(db: Kysely<Database>, siteId: string, search: string) {
  return (eb: ItemScope) =>
    eb.or([
      eb(
        'i.medicine_template_id',
        'in',
        db
          .selectFrom('medicine_templates as st')
          .select('st.id')
          .where('st.site_id', '=', siteId)
          .where(containsText(db, ['st.name', 'st.generic_name'], search)),
      ),
      containsText(db, ['i.batch_number', 'i.location'], search),
    ]);
}

/** Which of the site's batches in stock the list shows. */
export function listedWhere(
  db: Kysely<Database>,
  siteId: string,
  today: string,
  query: InventoryListQuery,
) {
  return (eb: ItemScope): Expression<SqlBool> => {
    const terms = [filterWhere(db, siteId, today, query.filter ?? 'all')(eb)];
    if (query.medicine_template_id)
      terms.push(eb('i.medicine_template_id', '=', query.medicine_template_id));
    if (query.search) terms.push(searchWhere(db, siteId, query.search)(eb));
    return eb.and(terms);
  };
}

/**
 * The four count cards and how many batches the list holds, in one pass over the site's batches
 * in stock.
 */
export async function inventoryCounts(
  db: Kysely<Database>,
  siteId: string,
  today: string,
  listed: (eb: ItemScope) => Expression<SqlBool> = (eb) => eb.lit(true),
): Promise<InventoryCounts & { listed: number }> {
  const row = await db
    .selectFrom(itemsTable(db, STOCK_LIST_INDEX))
    .where('i.site_id', '=', siteId)
    .where('i.quantity', '>', ZERO)
    .select((eb) => {
      const countOf = (condition: Expression<SqlBool>) =>
        eb.fn.sum<number | string | bigint | null>(eb.case().when(condition).then(1).else(0).end());
      const filtered = (filter: InventoryFilter) => filterWhere(db, siteId, today, filter)(eb);
      return [
        eb.fn.countAll<number | string | bigint>().as('total'),
        countOf(filtered('expiring')).as('expiring'),
        countOf(filtered('expired')).as('expired'),
        countOf(filtered('low_stock')).as('low_stock'),
        countOf(listed(eb)).as('listed'),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    expiring: Number(row.expiring ?? 0),
    expired: Number(row.expired ?? 0),
    low_stock: Number(row.low_stock ?? 0),
    listed: Number(row.listed ?? 0),
  };
}

/** Pages of a few hundred sites' lists, each a few dozen KB at most. */
const keptPages = answerCache<InventoryList>(500);

/** Batches in stock, the one that expires first first (FEFO), or the last changed first. */
export async function listInventory(
  ctx: ServiceContext,
  query: InventoryListQuery,
): Promise<InventoryList> {
  const siteId = await workingSite(ctx, query.site_id);
  const today = ctx.clock.today();
  // Read before the list, so a change committed in between makes the next request miss.
  const version = await siteVersion(ctx.db, siteId);
  const key = [
    siteId,
    version,
    today,
    query.page,
    query.size,
    query.filter ?? 'all',
    query.sort ?? 'expiry',
    query.medicine_template_id ?? '',
    query.search ?? '',
  ].join('\u0000');
  return keptPages(ctx.db, key, () => inventoryPage(ctx.db, siteId, today, query));
}

/** One page of a site's stock list, read now (listInventory keeps the answers). */
export async function inventoryPage(
  db: Kysely<Database>,
  siteId: string,
  today: string,
  query: InventoryListQuery,
): Promise<InventoryList> {
  const listed = listedWhere(db, siteId, today, query);
  const { listed: total, ...counts } = await inventoryCounts(db, siteId, today, listed);
  const offset = (query.page - 1) * query.size;
  // Past the last page there is nothing to read.
  const rows =
    offset >= total
      ? []
      : await withStockFigures(
          db,
          await ordered(batchQuery(db, STOCK_LIST_INDEX), query)
            .where('i.site_id', '=', siteId)
            .where('i.quantity', '>', ZERO)
            .where(listed)
            .limit(query.size)
            .offset(offset)
            .execute(),
        );
  return {
    items: rows.map((r) => toItem(r, today)),
    total,
    page: query.page,
    size: query.size,
    pages: pageCount(total, query.size),
    counts,
  };
}

/**
 * The list's order. One medicine's batches all have its name, so they are ordered without it: the
 * database then reads them in expiry order from the index and stops at the page's last row,
 * instead of sorting every batch of the medicine for each page.
 */
function ordered(items: ReturnType<typeof batchQuery>, query: InventoryListQuery) {
  if (query.sort === 'recent') return items.orderBy('i.updated_at', 'desc').orderBy('i.id', 'desc');
  const byExpiry = items.orderBy('i.expiry_date');
  return (query.medicine_template_id ? byExpiry : byExpiry.orderBy('t.name_key'))
    .orderBy('i.batch_number')
    .orderBy('i.id');
}
