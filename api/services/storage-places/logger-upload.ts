import { randomUUID } from 'node:crypto';
import type {
  LoggerUploadInput,
  LoggerUploadResult,
} from '../../../shared/schemas/storage-places.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import { stockholmMinute } from '../../clock.ts';
import { chunks } from '../../db/chunks.ts';
import type { Db, TemperatureReadingTable } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { iso } from '../../time.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit, auditActorOf } from '../audit/audit-service.ts';
import { recordTemperatureBreach } from '../deviations/temperature-deviations.ts';
import { refuseClosedSite } from '../stock/open-site.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';
import { breachesOf, readLoggerFile, type Breach, type LoggerPoint } from './logger-file.ts';
import { findPlace } from './storage-places.ts';
import { celsiusText, toCelsius } from './temperature.ts';

/** Rows per insert: well under SQLite's and PostgreSQL's limits on bound values. */
const ROWS_PER_INSERT = 400;

async function alreadyStored(trx: Db, placeId: string, points: LoggerPoint[]) {
  const [first] = points;
  const last = points.at(-1);
  if (!first || !last) return new Set<string>();
  const rows = await trx
    .selectFrom('temperature_readings')
    .select('read_at')
    .where('place_id', '=', placeId)
    .where('source', '=', 'logger')
    .where('read_at', '>=', first.at)
    .where('read_at', '<=', last.at)
    .execute();
  return new Set(rows.map((r) => r.read_at));
}

const breachText = (b: Breach) =>
  `${stockholmMinute(new Date(b.from))}–${stockholmMinute(new Date(b.to))} (${b.minutes} min, som mest ${celsiusText(b.extreme)})`;

/**
 * Stores a data logger's readings of the place in one transaction: the lines that could be read,
 * each time once however often the file is sent. Runs outside the range longer than the unit's
 * breach minutes open the place's temperature deviation, or are noted on the open one.
 */
export async function uploadLoggerFile(
  ctx: ServiceContext,
  placeId: string,
  input: LoggerUploadInput,
): Promise<LoggerUploadResult> {
  const { points, errors } = readLoggerFile(input.csv, ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const place = await findPlace(ctx, placeId, trx, true);
    await refuseClosedSite(trx, place.site_id);
    if (place.is_active !== 1)
      throw conflict(`${place.name} är inte i bruk längre.`, 'PLACE_INACTIVE');
    const site = await trx
      .selectFrom('sites')
      .select('breach_minutes')
      .where('id', '=', place.site_id)
      .executeTakeFirstOrThrow();
    const stored = await alreadyStored(trx, place.id, points);
    const fresh = points.filter((p) => !stored.has(p.at));
    const breaches = breachesOf(fresh, place, site.breach_minutes);
    let deviationId: string | null = null;
    if (breaches.length > 0) {
      const deviation = await recordTemperatureBreach(trx, ctx, {
        place,
        values: `logger ${breaches.map((b) => celsiusText(b.extreme)).join(', ')}`,
        account:
          `Dataloggerns fil ${input.file_name}, uppladdad av ${personName(actorLabel(ctx.actor))}: ` +
          `${breaches.length === 1 ? 'en period' : `${breaches.length} perioder`} utanför gränserna längre än ${site.breach_minutes} minuter, ` +
          `${breaches.map(breachText).join('; ')}.`,
        by: auditActorOf(ctx),
      });
      deviationId = deviation.id;
    }
    const inBreach = new Set(breaches.flatMap((b) => b.points.map((p) => p.at)));
    const uploadId = randomUUID();
    const now = iso(ctx.clock.now());
    const rows = fresh.map((p): TemperatureReadingTable => ({
      id: randomUUID(),
      place_id: place.id,
      site_id: place.site_id,
      read_at: p.at,
      source: 'logger',
      current_tenths: p.tenths,
      min_tenths: null,
      max_tenths: null,
      outside_range: p.tenths < place.min_tenths || p.tenths > place.max_tenths ? 1 : 0,
      read_by_user_id: ctx.actor.id,
      read_by_label: actorLabel(ctx.actor),
      note: null,
      deviation_id: inBreach.has(p.at) ? deviationId : null,
      upload_id: uploadId,
      created_at: now,
    }));
    for (const part of chunks(rows, ROWS_PER_INSERT))
      await trx.insertInto('temperature_readings').values(part).execute();
    await audit(
      trx,
      { ...ctx, siteId: place.site_id },
      {
        action: 'logger_upload',
        entity: 'storage_place',
        entity_id: place.id,
        after: {
          upload_id: uploadId,
          file_name: input.file_name,
          stored: rows.length,
          already_stored: points.length - fresh.length,
          lines_refused: errors.length,
          breaches: breaches.length,
          deviation_id: deviationId,
        },
      },
    );
    if (rows.length > 0) await refreshWarnings(trx, ctx.clock, { siteIds: [place.site_id] });
    return {
      stored: rows.length,
      already_stored: points.length - fresh.length,
      errors,
      breaches: breaches.map((b) => ({
        from: b.from,
        to: b.to,
        minutes: b.minutes,
        extreme_c: toCelsius(b.extreme),
      })),
      deviation_id: deviationId,
    };
  });
}
