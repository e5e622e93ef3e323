import { randomUUID } from 'node:crypto';
import { personName } from '../../../shared/schemas/kassation.ts';
import type { ReadingInput, ReadingResult } from '../../../shared/schemas/storage-places.ts';
import { stockholmMinute } from '../../clock.ts';
import type { TemperatureReadingTable } from '../../db/schema.ts';
import { conflict, invalid } from '../../errors.ts';
import { iso, minutesAfter } from '../../time.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit, auditActorOf } from '../audit/audit-service.ts';
import { recordTemperatureBreach } from '../deviations/temperature-deviations.ts';
import { refuseClosedSite } from '../stock/open-site.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';
import { asReading } from './place-records.ts';
import { findPlace } from './storage-places.ts';
import { celsiusText, outsideRange, toTenths, valuesOutside } from './temperature.ts';

/** A clock a minute or two apart from the server's is no reading from the future. */
const CLOCK_SLACK_MINUTES = 2;
const OLDEST_HOURS = 24;

/** When the reading was made: now, or the time given if it is within the last day. */
function readTime(ctx: ServiceContext, asked: string | null): Date {
  const now = ctx.clock.now();
  if (asked === null) return now;
  const at = new Date(asked);
  const field = (message: string) => invalid(message, [{ path: 'read_at', message }]);
  if (at > minutesAfter(now, CLOCK_SLACK_MINUTES))
    throw field('Avläsningstiden kan inte vara i framtiden.');
  if (now.getTime() - at.getTime() > OLDEST_HOURS * 3_600_000)
    throw field('Avläsningen får vara högst ett dygn gammal.');
  return at;
}

function account(row: TemperatureReadingTable): string {
  const extremes = [
    row.min_tenths === null ? null : `lägsta ${celsiusText(row.min_tenths)}`,
    row.max_tenths === null ? null : `högsta ${celsiusText(row.max_tenths)}`,
  ].filter(Boolean);
  const since = extremes.length > 0 ? ` (${extremes.join(', ')} sedan nollställning)` : '';
  const note = row.note ? ` Anteckning: ${row.note}` : '';
  return (
    `Avläst ${stockholmMinute(new Date(row.read_at))} av ${personName(row.read_by_label)}: ` +
    `aktuell ${celsiusText(row.current_tenths)}${since}.${note}`
  );
}

/**
 * Signs a reading of the place. Every reading is kept, two at once too. One outside the range
 * opens the place's temperature deviation, or is noted on the open one, in the same transaction:
 * the place's row is held meanwhile, so a burst opens one deviation.
 */
export async function recordReading(
  ctx: ServiceContext,
  placeId: string,
  input: ReadingInput,
): Promise<ReadingResult> {
  const readAt = readTime(ctx, input.read_at);
  return ctx.db.transaction().execute(async (trx) => {
    const place = await findPlace(ctx, placeId, trx, true);
    await refuseClosedSite(trx, place.site_id);
    if (place.is_active !== 1)
      throw conflict(
        `${place.name} är inte i bruk längre. Välj en annan förvaringsplats.`,
        'PLACE_INACTIVE',
      );
    const row: TemperatureReadingTable = {
      id: randomUUID(),
      place_id: place.id,
      site_id: place.site_id,
      read_at: iso(readAt),
      source: 'manual',
      current_tenths: toTenths(input.current_c),
      min_tenths: input.min_c === null ? null : toTenths(input.min_c),
      max_tenths: input.max_c === null ? null : toTenths(input.max_c),
      outside_range: 0,
      read_by_user_id: ctx.actor.id,
      read_by_label: actorLabel(ctx.actor),
      note: input.note,
      deviation_id: null,
      upload_id: null,
      created_at: iso(ctx.clock.now()),
    };
    let deviation: ReadingResult['deviation'] = null;
    if (outsideRange(place, row)) {
      row.outside_range = 1;
      deviation = await recordTemperatureBreach(trx, ctx, {
        place,
        values: valuesOutside(place, row).join(', '),
        account: account(row),
        by: auditActorOf(ctx),
      });
      row.deviation_id = deviation.id;
    }
    await trx.insertInto('temperature_readings').values(row).execute();
    await audit(
      trx,
      { ...ctx, siteId: place.site_id },
      {
        action: 'temperature_reading',
        entity: 'storage_place',
        entity_id: place.id,
        after: {
          reading_id: row.id,
          current_c: input.current_c,
          min_c: input.min_c,
          max_c: input.max_c,
          outside_range: row.outside_range === 1,
          deviation_id: row.deviation_id,
        },
      },
    );
    await refreshWarnings(trx, ctx.clock, { siteIds: [place.site_id] });
    return { reading: asReading(row), deviation };
  });
}
