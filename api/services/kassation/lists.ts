import { pageCount } from '../../../shared/schemas/common.ts';
import type {
  DisposedItemsQuery,
  ExpiryPredictionList,
  ExpiryPredictionQuery,
  KassationHistoryQuery,
  KassationList,
  KassationListQuery,
} from '../../../shared/schemas/kassation-reports.ts';
import { addDays, daysBetween } from '../../../shared/stock-rules.ts';
import { invalid } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { workingSite } from '../sites/site-scope.ts';
import { recordQuery, toRecord } from './records.ts';
import { stockholmDayEnd, stockholmDayStart } from '../../clock.ts';
import { countRows, offsetOf } from '../../db/paging.ts';

type Records = ReturnType<typeof recordQuery>;
type Paging = { page: number; size: number };

async function pageOf(query: Records, paging: Paging, newestFirst: boolean) {
  const total = await countRows(query);
  const direction = newestFirst ? 'desc' : 'asc';
  const rows = await query
    .orderBy('k.initiated_at', direction)
    .orderBy('k.id')
    .limit(paging.size)
    .offset(offsetOf(paging))
    .execute();
  return {
    items: rows.map(toRecord),
    total,
    page: paging.page,
    size: paging.size,
    pages: pageCount(total, paging.size),
  };
}

const inSite = async (ctx: ServiceContext) =>
  recordQuery(ctx.db).where('k.site_id', '=', await workingSite(ctx));

/** Waiting for approval or completion, oldest first. */
export async function listPending(
  ctx: ServiceContext,
  query: KassationListQuery,
): Promise<KassationList> {
  const records = (await inSite(ctx))
    .where('k.status', 'in', ['initiated', 'approved'])
    .where('k.restored_at', 'is', null);
  return pageOf(records, query, false);
}

/** Every kassation of the site, newest first; `restored` filters on restoration. */
export async function listHistory(
  ctx: ServiceContext,
  query: KassationHistoryQuery,
): Promise<KassationList> {
  if (query.from_date && query.to_date && query.from_date > query.to_date) {
    const message = 'Från-datum måste vara samma dag som eller före till-datum.';
    throw invalid(message, [{ path: 'from_date', message }], 'INVALID_PERIOD');
  }
  let records = await inSite(ctx);
  if (query.status === 'restored') records = records.where('k.restored_at', 'is not', null);
  else if (query.status) records = records.where('k.status', '=', query.status);
  if (query.from_date)
    records = records.where('k.initiated_at', '>=', stockholmDayStart(query.from_date));
  if (query.to_date) records = records.where('k.initiated_at', '<', stockholmDayEnd(query.to_date));
  return pageOf(records, query, true);
}

/** What has left the stock: cancelled records never, restored ones only when asked for. */
export async function listDisposedItems(
  ctx: ServiceContext,
  query: DisposedItemsQuery,
): Promise<KassationList> {
  let records = (await inSite(ctx)).where('k.status', '!=', 'cancelled');
  if (!query.include_restored) records = records.where('k.restored_at', 'is', null);
  return pageOf(records, query, true);
}

/** Batches in stock that expire within `days_ahead` (already expired included), FEFO. */
export async function expiryPredictions(
  ctx: ServiceContext,
  query: ExpiryPredictionQuery,
): Promise<ExpiryPredictionList> {
  const siteId = await workingSite(ctx);
  const today = ctx.clock.today();
  const rows = await ctx.db
    .selectFrom('inventory_items as i')
    .innerJoin('medicine_templates as t', 't.id', 'i.medicine_template_id')
    .select([
      'i.id',
      'i.medicine_template_id',
      't.name',
      't.strength',
      't.is_controlled_substance',
      'i.batch_number',
      'i.expiry_date',
      'i.quantity',
      'i.unit_type',
      'i.location',
    ])
    .where('i.site_id', '=', siteId)
    .where('i.quantity', '>', 0)
    .where('i.expiry_date', '<=', addDays(today, query.days_ahead))
    .orderBy('i.expiry_date')
    .orderBy('t.name_key')
    .orderBy('i.batch_number')
    .execute();
  const items = rows.map((r) => ({
    inventory_item_id: r.id,
    medicine_template_id: r.medicine_template_id,
    medicine_name: r.name,
    medicine_strength: r.strength,
    is_controlled_substance: r.is_controlled_substance === 1,
    batch_number: r.batch_number,
    expiry_date: r.expiry_date,
    days_until_expiry: daysBetween(today, r.expiry_date),
    quantity: r.quantity,
    unit_type: r.unit_type === 'paket' ? ('paket' as const) : ('styck' as const),
    location: r.location,
  }));
  return {
    days_ahead: query.days_ahead,
    items,
    total_quantity: items.reduce((sum, i) => sum + i.quantity, 0),
  };
}
