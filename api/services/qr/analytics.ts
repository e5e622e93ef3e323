import { sql } from 'kysely';
import { QR_ACTIONS, type QrAnalytics, type QrAnalyticsQuery } from '../../../shared/schemas/qr.ts';
import { addDays } from '../../../shared/stock-rules.ts';
import { stockholmDay } from '../../clock.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { workingSite } from '../sites/site-scope.ts';

const HOUR_MS = 3_600_000;

/** The instant a Stockholm calendar day begins (UTC+1 in winter, UTC+2 in summer). */
export function stockholmMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const hours of [1, 2]) {
    const instant = new Date(utcMidnight - hours * HOUR_MS);
    if (stockholmDay(instant) === day && stockholmDay(new Date(instant.getTime() - 1)) !== day)
      return instant;
  }
  return new Date(utcMidnight);
}

/** Scans of a site over the last `days` Stockholm days (today included), per day, action and medicine. */
export async function scanAnalytics(
  ctx: ServiceContext,
  query: QrAnalyticsQuery,
): Promise<QrAnalytics> {
  const siteId = await workingSite(ctx, query.site_id);
  const today = ctx.clock.today();
  const firstDay = addDays(today, -(query.days - 1));
  const scans = ctx.db
    .selectFrom('qr_scans')
    .where('site_id', '=', siteId)
    .where('created_at', '>=', stockholmMidnight(firstDay).toISOString())
    .where('created_at', '<', stockholmMidnight(addDays(today, 1)).toISOString());
  const count = sql<number | string | bigint>`count(*)`;

  // Stockholm's offset is whole hours, so UTC hours fall wholly in one Stockholm day.
  const hour = sql<string>`substr(${sql.ref('created_at')}, 1, 13)`;
  const perHour = await scans
    .select([hour.as('hour'), count.as('n')])
    .groupBy(hour)
    .execute();
  const perDay = new Map<string, number>();
  for (const row of perHour) {
    const day = stockholmDay(new Date(`${row.hour}:00:00.000Z`));
    perDay.set(day, (perDay.get(day) ?? 0) + Number(row.n));
  }
  const scansPerDay = Array.from({ length: query.days }, (_, i) => {
    const date = addDays(firstDay, i);
    return { date, count: perDay.get(date) ?? 0 };
  });

  const actions = await scans
    .select((eb) => [
      'action_type',
      count.as('n'),
      eb.fn.sum<number | string | bigint | null>('quantity').as('quantity'),
    ])
    .groupBy('action_type')
    .execute();
  const byAction = QR_ACTIONS.map((action) => {
    const row = actions.find((r) => r.action_type === action);
    return {
      action_type: action,
      count: Number(row?.n ?? 0),
      quantity: Number(row?.quantity ?? 0),
    };
  });

  const templates = await scans
    .select(['medicine_template_id', 'medicine_name', count.as('n')])
    .groupBy(['medicine_template_id', 'medicine_name'])
    .orderBy(count, 'desc')
    .orderBy('medicine_name')
    .execute();

  return {
    site_id: siteId,
    days: query.days,
    total_scans: byAction.reduce((sum, a) => sum + a.count, 0),
    scans_per_day: scansPerDay,
    by_action: byAction,
    by_template: templates.map((row) => ({
      medicine_template_id: row.medicine_template_id,
      medicine_name: row.medicine_name,
      count: Number(row.n),
    })),
  };
}
