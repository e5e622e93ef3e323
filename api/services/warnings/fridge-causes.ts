import type { Kysely } from 'kysely';
import { serverMessage } from '../../../shared/message-codes.ts';
import { DAILY_READING_KINDS } from '../../../shared/schemas/storage-places.ts';
import { stockholmDayStart, stockholmInstant } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Cause } from './cause.ts';
import { clipTitle } from './warning-texts.ts';
import type { ResolvedScope } from './warning-scope.ts';

/** One warning per place and day: yesterday's missed reading is not today's. */
export const fridgeNotReadOpenKey = (placeId: string, day: string) =>
  `fridge_not_read:${placeId}:${day}`;

/** The place and day of a not-read warning's key. */
export function fridgeNotReadSubject(openKey: string): { placeId: string; day: string } | null {
  const match = /^fridge_not_read:([^:]+):(\d{4}-\d{2}-\d{2})$/.exec(openKey);
  const [, placeId, day] = match ?? [];
  return placeId && day ? { placeId, day } : null;
}

/**
 * A fridge or freezer in use at an open unit not signed by hand today once the unit's time to read
 * it has passed ('Kylskåpet är inte avläst i dag'). A logger's readings do not sign the day.
 */
export async function fridgeNotReadCauses(
  db: Kysely<Database>,
  today: string,
  now: Date,
  scope: ResolvedScope,
): Promise<Cause[]> {
  if (!scope.all && scope.siteIds.length === 0) return [];
  let query = db
    .selectFrom('storage_places as p')
    .innerJoin('sites as s', 's.id', 'p.site_id')
    .select(['p.id', 'p.site_id', 'p.name', 'p.kind', 'p.created_at', 's.fridge_read_by'])
    .where('p.is_active', '=', 1)
    .where('p.kind', 'in', [...DAILY_READING_KINDS])
    .where('s.is_active', '=', 1)
    .where('s.closed_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('temperature_readings as r')
            .select('r.id')
            .whereRef('r.place_id', '=', 'p.id')
            .where('r.source', '=', 'manual')
            .where('r.read_at', '>=', stockholmDayStart(today)),
        ),
      ),
    );
  if (!scope.all) query = query.where('p.site_id', 'in', scope.siteIds);
  const rows = await query.execute();
  const nowIso = now.toISOString();
  return rows
    .filter((row) => {
      const deadline = stockholmInstant(today, row.fridge_read_by);
      // A place made after today's time is first due tomorrow.
      return nowIso >= deadline && row.created_at < deadline;
    })
    .map((row): Cause => {
      const what = row.kind === 'freezer' ? 'Frysen' : 'Kylskåpet';
      return {
        openKey: fridgeNotReadOpenKey(row.id, today),
        suppressKey: fridgeNotReadOpenKey(row.id, today),
        type: 'fridge_not_read',
        severity: 'high',
        siteId: row.site_id,
        itemId: null,
        templateId: null,
        title: clipTitle(`${what} är inte avläst i dag: ${row.name}`),
        description: `${row.name} skulle ha avlästs och signerats senast ${row.fridge_read_by} i dag. Läs av temperaturen under Temperaturer.`,
        titleMessage: serverMessage(
          row.kind === 'freezer'
            ? 'warning.freezer_not_read.title'
            : 'warning.fridge_not_read.title',
          { place: row.name },
        ),
        descriptionMessage: serverMessage('warning.fridge_not_read.description', {
          place: row.name,
          time: row.fridge_read_by,
        }),
      };
    });
}
