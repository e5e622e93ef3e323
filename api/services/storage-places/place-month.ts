import { personName } from '../../../shared/schemas/kassation.ts';
import type { MonthQuery, PlaceMonth } from '../../../shared/schemas/storage-places.ts';
import { addDays } from '../../../shared/stock-rules.ts';
import { stockholmDay, stockholmDayStart } from '../../clock.ts';
import type { Db } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { asPlace, asReading } from './place-records.ts';
import { findPlace } from './storage-places.ts';

export type Month = { month: string; first: string; last: string; from: string; to: string };

/** The month's first and last day and the instants it begins and ends in Stockholm. */
export function monthOf(month: string): Month {
  const first = `${month}-01`;
  const year = Number(month.slice(0, 4));
  const mm = Number(month.slice(5, 7));
  const next = mm === 12 ? `${year + 1}-01-01` : `${year}-${String(mm + 1).padStart(2, '0')}-01`;
  return {
    month,
    first,
    last: addDays(next, -1),
    from: stockholmDayStart(first),
    to: stockholmDayStart(next),
  };
}

/** The month asked for, this month by default; a month after this one has nothing to show. */
function askedMonth(ctx: ServiceContext, query: MonthQuery): Month {
  const current = ctx.clock.today().slice(0, 7);
  const month = query.month ?? current;
  if (month > current)
    throw invalid('Månaden har inte börjat än.', [
      { path: 'month', message: 'Månaden har inte börjat än.' },
    ]);
  return monthOf(month);
}

async function monthDeviations(db: Db, placeId: string, month: Month) {
  return db
    .selectFrom('deviations')
    .select(['id', 'title', 'opened_at', 'status', 'closed_at', 'closed_by_label', 'conclusion'])
    .where('subject_type', '=', 'storage_place')
    .where('subject_id', '=', placeId)
    .where('opened_at', '<', month.to)
    .where((eb) => eb.or([eb('closed_at', 'is', null), eb('closed_at', '>=', month.from)]))
    .orderBy('opened_at')
    .execute();
}

/**
 * A place's month: every reading as it was read, oldest first (a chart draws each one; nothing is
 * averaged away), the days and whether each was signed, and the month's deviations.
 */
export async function placeMonth(
  ctx: ServiceContext,
  placeId: string,
  query: MonthQuery,
): Promise<PlaceMonth> {
  const row = await findPlace(ctx, placeId);
  const month = askedMonth(ctx, query);
  const readings = await ctx.db
    .selectFrom('temperature_readings')
    .selectAll()
    .where('place_id', '=', placeId)
    .where('read_at', '>=', month.from)
    .where('read_at', '<', month.to)
    .orderBy('read_at')
    .orderBy('id')
    .execute();
  const signed = new Set(
    readings.filter((r) => r.source === 'manual').map((r) => stockholmDay(new Date(r.read_at))),
  );
  const days: PlaceMonth['days'] = [];
  for (let day = month.first; day <= month.last; day = addDays(day, 1))
    days.push({ day, signed: signed.has(day) });
  const place = await asPlace(ctx.db, row, ctx.clock.today());
  const deviations = await monthDeviations(ctx.db, placeId, month);
  const site = await ctx.db
    .selectFrom('sites')
    .select('breach_minutes')
    .where('id', '=', row.site_id)
    .executeTakeFirstOrThrow();
  return {
    place,
    month: month.month,
    days,
    readings: readings.map(asReading),
    deviations: deviations.map((d) => ({
      id: d.id,
      title: d.title,
      opened_at: d.opened_at,
      status: d.status,
      closed_at: d.closed_at,
      closed_by: d.closed_by_label ? personName(d.closed_by_label) : null,
      conclusion: d.conclusion,
    })),
    breach_minutes: site.breach_minutes,
  };
}
