import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  StockTake,
  StockTakeList,
  StockTakeListQuery,
} from '../../../shared/schemas/stock-take.ts';
import { countRows, offsetOf, pageAnswer } from '../../db/paging.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { workingSite } from '../sites/site-scope.ts';
import {
  countsOf,
  lineCounts,
  lineView,
  mayCancel,
  seesExpected,
  stockTakeAt,
  summaryView,
} from './stock-take-records.ts';
import { varianceReport } from './variance.ts';

type ListQuery = z.output<typeof StockTakeListQuery>;

/** The working site's stock-takes, newest first. */
export async function listStockTakes(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<StockTakeList> {
  const siteId = await workingSite(ctx);
  let base = ctx.db.selectFrom('stock_takes').selectAll().where('site_id', '=', siteId);
  if (query.status) base = base.where('status', '=', query.status);
  const total = await countRows(base);
  const rows = await base
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .limit(query.size)
    .offset(offsetOf(query))
    .execute();
  const counts = await lineCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return pageAnswer(
    rows.map((r) => summaryView(r, countsOf(counts, r.id))),
    total,
    query,
  );
}

/** A stock-take with every line, in shelf order: where it is kept, then medicine and expiry. */
export async function getStockTake(ctx: ServiceContext, id: string): Promise<StockTake> {
  const take = await stockTakeAt(ctx.db, await workingSite(ctx), id);
  const lines = await ctx.db
    .selectFrom('stock_take_lines')
    .selectAll()
    .where('stock_take_id', '=', id)
    .orderBy(sql`coalesce(location, '')`)
    .orderBy('medicine_name')
    .orderBy('expiry_date')
    .orderBy('batch_number')
    .execute();
  const showExpected = seesExpected(ctx.actor);
  return {
    ...summaryView(take, {
      lines_total: lines.length,
      lines_counted: lines.filter((l) => l.counted !== null).length,
    }),
    shows_expected: showExpected,
    may_cancel: take.status === 'open' && mayCancel(ctx.actor, take),
    lines: lines.map((l) => lineView(l, showExpected)),
    report: take.status === 'completed' && showExpected ? await varianceReport(ctx.db, id) : null,
  };
}
