import type { Kysely } from 'kysely';
import { personName } from '../../../shared/schemas/kassation.ts';
import {
  DAILY_READING_KINDS,
  STORAGE_KINDS,
  type StorageKind,
  type StoragePlace,
  type TemperatureReading,
} from '../../../shared/schemas/storage-places.ts';
import { stockholmDayStart } from '../../clock.ts';
import type { Database, StoragePlaceTable, TemperatureReadingTable } from '../../db/schema.ts';
import { toCelsius } from './temperature.ts';

type Db = Kysely<Database>;

export const kindOf = (kind: string): StorageKind =>
  STORAGE_KINDS.find((k) => k === kind) ?? 'room';

export const asReading = (row: TemperatureReadingTable): TemperatureReading => ({
  id: row.id,
  place_id: row.place_id,
  read_at: row.read_at,
  source: row.source === 'logger' ? 'logger' : 'manual',
  current_c: toCelsius(row.current_tenths),
  min_c: row.min_tenths === null ? null : toCelsius(row.min_tenths),
  max_c: row.max_tenths === null ? null : toCelsius(row.max_tenths),
  outside_range: row.outside_range === 1,
  read_by: personName(row.read_by_label),
  note: row.note,
  deviation_id: row.deviation_id,
});

/** The open temperature deviation of each place, if any: one query for the places given. */
export async function openDeviationsOf(
  db: Db,
  placeIds: readonly string[],
): Promise<Map<string, string>> {
  if (placeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('deviations')
    .select(['id', 'subject_id'])
    .where('subject_type', '=', 'storage_place')
    .where('subject_id', 'in', [...placeIds])
    .where('status', '=', 'open')
    .orderBy('opened_at')
    .execute();
  const found = new Map<string, string>();
  for (const row of rows) if (!found.has(row.subject_id)) found.set(row.subject_id, row.id);
  return found;
}

async function lastReadings(db: Db, placeIds: string[]) {
  const found = new Map<string, TemperatureReadingTable>();
  for (const id of placeIds) {
    const row = await db
      .selectFrom('temperature_readings')
      .selectAll()
      .where('place_id', '=', id)
      .orderBy('read_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row) found.set(id, row);
  }
  return found;
}

async function signedSince(db: Db, placeIds: string[], since: string) {
  if (placeIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('temperature_readings')
    .select('place_id')
    .distinct()
    .where('place_id', 'in', placeIds)
    .where('source', '=', 'manual')
    .where('read_at', '>=', since)
    .execute();
  return new Set(rows.map((r) => r.place_id));
}

async function batchCounts(db: Db, placeIds: string[]) {
  if (placeIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('inventory_items')
    .select((eb) => ['storage_place_id', eb.fn.countAll<number | string>().as('n')])
    .where('storage_place_id', 'in', placeIds)
    .where('quantity', '>', 0)
    .groupBy('storage_place_id')
    .execute();
  return new Map(rows.map((r) => [r.storage_place_id ?? '', Number(r.n)]));
}

/** The places as the screens show them: last reading, signed today, open deviation, batches. */
export async function asPlaces(
  db: Db,
  rows: StoragePlaceTable[],
  today: string,
): Promise<StoragePlace[]> {
  const ids = rows.map((r) => r.id);
  const [last, signed, deviations, batches] = [
    await lastReadings(db, ids),
    await signedSince(db, ids, stockholmDayStart(today)),
    await openDeviationsOf(db, ids),
    await batchCounts(db, ids),
  ];
  return rows.map((row) => {
    const kind = kindOf(row.kind);
    const reading = last.get(row.id);
    return {
      id: row.id,
      site_id: row.site_id,
      name: row.name,
      kind,
      min_c: toCelsius(row.min_tenths),
      max_c: toCelsius(row.max_tenths),
      is_active: row.is_active === 1,
      daily_reading: DAILY_READING_KINDS.includes(kind),
      read_today: signed.has(row.id),
      last_reading: reading
        ? {
            read_at: reading.read_at,
            current_c: toCelsius(reading.current_tenths),
            read_by: personName(reading.read_by_label),
            source: reading.source === 'logger' ? 'logger' : 'manual',
            outside_range: reading.outside_range === 1,
          }
        : null,
      open_deviation_id: deviations.get(row.id) ?? null,
      batch_count: batches.get(row.id) ?? 0,
      created_at: row.created_at,
    };
  });
}

/** One place as the screens show it. */
export async function asPlace(
  db: Db,
  row: StoragePlaceTable,
  today: string,
): Promise<StoragePlace> {
  const [place] = await asPlaces(db, [row], today);
  if (place) return place;
  throw new Error('asPlaces answers one place for each row');
}
