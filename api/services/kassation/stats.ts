import {
  DEFAULT_STATS_MONTHS,
  statsFromDate,
  type BasicStats,
  type FromDateQuery,
  type KassationSummary,
} from '../../../shared/schemas/kassation-reports.ts';
import { DISPOSAL_REASONS, type DisposalReason } from '../../../shared/schemas/kassation.ts';
import { stockholmDay, stockholmDayStart } from '../../clock.ts';
import { forbidden } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { workingSite } from '../sites/site-scope.ts';
import { checkPeriodStart } from './period.ts';

const REPORTS_FORBIDDEN = 'Du har inte behörighet att se rapporter';

function requireReportRole(ctx: ServiceContext): void {
  if (ctx.actor.role !== 'admin' && ctx.actor.role !== 'site_admin')
    throw forbidden(REPORTS_FORBIDDEN, 'REPORTS_FORBIDDEN');
}

/** The site's kassations from the period's first day (Swedish days), with the period. */
async function periodRows(ctx: ServiceContext, query: FromDateQuery) {
  requireReportRole(ctx);
  const siteId = await workingSite(ctx);
  const today = ctx.clock.today();
  const fromDate = query.from_date ?? statsFromDate(today, DEFAULT_STATS_MONTHS);
  checkPeriodStart(fromDate, today);
  const rows = await ctx.db
    .selectFrom('kassations')
    .select([
      'medicine_name',
      'medicine_strength',
      'quantity',
      'reason',
      'status',
      'restored_at',
      'initiated_at',
    ])
    .where('site_id', '=', siteId)
    .where('initiated_at', '>=', stockholmDayStart(fromDate))
    .execute();
  return { fromDate, today, rows };
}

type Row = Awaited<ReturnType<typeof periodRows>>['rows'][number];
const stillDisposed = (r: Row) => r.status !== 'cancelled' && r.restored_at === null;

/**
 * Whole percentages to one decimal that add up to exactly 100: each share is rounded down and
 * the tenths left over go to the largest remainders (ties to the larger count).
 */
export function sharesOf(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  // Whole numbers throughout, so equal remainders really compare equal.
  const floors = counts.map((c) => Math.floor((c * 1000) / total));
  let left = 1000 - floors.reduce((a, b) => a + b, 0);
  const order = counts
    .map((c, i) => ({ i, rest: (c * 1000) % total, c }))
    .sort((a, b) => b.rest - a.rest || b.c - a.c || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((f) => f / 10);
}

function monthsFrom(fromDate: string, today: string) {
  const months: { year: number; month: number; key: string }[] = [];
  let year = Number(fromDate.slice(0, 4));
  let month = Number(fromDate.slice(5, 7));
  const last = today.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push({ year, month, key });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

type Tally = { count: number; quantity: number };
type MedicineTally = {
  name: string;
  strength: string | null;
  quantity: number;
  count: number;
  reasons: Map<DisposalReason, Tally>;
};

/** The reason given most often for a medicine; a tie goes to the larger quantity. */
function mainReason(quantities: Map<DisposalReason, Tally>) {
  let best: DisposalReason = 'other';
  let top = { count: -1, quantity: -1 };
  for (const reason of DISPOSAL_REASONS) {
    const tally = quantities.get(reason);
    if (!tally) continue;
    if (tally.count > top.count || (tally.count === top.count && tally.quantity > top.quantity)) {
      best = reason;
      top = tally;
    }
  }
  return best;
}

/** Spec 2-stock §3 basic stats; restored and cancelled kassations are not waste. */
export async function basicStats(ctx: ServiceContext, query: FromDateQuery): Promise<BasicStats> {
  const { fromDate, today, rows } = await periodRows(ctx, query);
  const disposed = rows.filter(stillDisposed);
  const byMonth = new Map<string, { total_quantity: number; total_count: number }>();
  const byMedicine = new Map<string, MedicineTally>();
  const reasonCounts = new Map<DisposalReason, number>();
  for (const r of disposed) {
    const { reason } = r;
    const month = stockholmDay(new Date(r.initiated_at)).slice(0, 7);
    const m = byMonth.get(month) ?? { total_quantity: 0, total_count: 0 };
    byMonth.set(month, {
      total_quantity: m.total_quantity + r.quantity,
      total_count: m.total_count + 1,
    });
    const key = `${r.medicine_name}\u0000${r.medicine_strength ?? ''}`;
    const med = byMedicine.get(key) ?? {
      name: r.medicine_name,
      strength: r.medicine_strength,
      quantity: 0,
      count: 0,
      reasons: new Map<DisposalReason, Tally>(),
    };
    med.quantity += r.quantity;
    med.count += 1;
    const tally = med.reasons.get(reason) ?? { count: 0, quantity: 0 };
    med.reasons.set(reason, { count: tally.count + 1, quantity: tally.quantity + r.quantity });
    byMedicine.set(key, med);
    reasonCounts.set(reason, (reasonCounts.get(reason) ?? 0) + 1);
  }
  const reasons = DISPOSAL_REASONS.filter((reason) => reasonCounts.has(reason));
  const shares = sharesOf(reasons.map((reason) => reasonCounts.get(reason) ?? 0));
  return {
    from_date: fromDate,
    total_disposed: disposed.length,
    total_quantity: disposed.reduce((sum, r) => sum + r.quantity, 0),
    most_wasted: [...byMedicine.values()]
      .sort(
        (a, b) =>
          b.quantity - a.quantity || b.count - a.count || a.name.localeCompare(b.name, 'sv'),
      )
      .slice(0, 10)
      .map((m) => ({
        medicine_name: m.name,
        medicine_strength: m.strength,
        total_quantity: m.quantity,
        disposal_count: m.count,
        main_reason: mainReason(m.reasons),
      })),
    monthly_totals: monthsFrom(fromDate, today).map(({ year, month, key }) => ({
      year,
      month,
      ...(byMonth.get(key) ?? { total_quantity: 0, total_count: 0 }),
    })),
    disposal_reasons: reasons.map((reason, i) => ({
      reason,
      count: reasonCounts.get(reason) ?? 0,
      percentage: shares[i] ?? 0,
    })),
  };
}

/** Counts and quantities per state and, for what is still disposed, per reason. */
export async function kassationSummary(
  ctx: ServiceContext,
  query: FromDateQuery,
): Promise<KassationSummary> {
  const { fromDate, rows } = await periodRows(ctx, query);
  const zero = () => ({ count: 0, quantity: 0 });
  const byStatus = {
    initiated: zero(),
    approved: zero(),
    completed: zero(),
    cancelled: zero(),
    restored: zero(),
  };
  const byReason = new Map(DISPOSAL_REASONS.map((reason) => [reason, zero()]));
  for (const r of rows) {
    const tally = byStatus[r.restored_at !== null ? 'restored' : r.status];
    tally.count += 1;
    tally.quantity += r.quantity;
    if (!stillDisposed(r)) continue;
    const reason = byReason.get(r.reason);
    if (!reason) continue;
    reason.count += 1;
    reason.quantity += r.quantity;
  }
  return {
    from_date: fromDate,
    total_count: rows.length,
    total_quantity: rows.reduce((sum, r) => sum + r.quantity, 0),
    by_status: byStatus,
    by_reason: DISPOSAL_REASONS.map((reason) => ({ reason, ...(byReason.get(reason) ?? zero()) })),
  };
}
