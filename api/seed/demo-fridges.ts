import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays } from '../../shared/stock-rules.ts';
import { stockholmInstant } from '../clock.ts';
import type { Database, TemperatureReadingTable } from '../db/schema.ts';

/** A week of ordinary mornings: current, lowest and highest since reset, in tenths of a degree. */
const WEEK: [number, number, number][] = [
  [46, 38, 61],
  [51, 40, 66],
  [43, 35, 58],
  [48, 39, 63],
  [55, 41, 70],
  [47, 36, 60],
  [50, 42, 64],
];

/**
 * Each demo unit's medicine fridge (2–8 °C), kept where its batches say 'Kylskåp', read and signed
 * every morning of the past week at 08:15 and today's too once the day is that far on, so the
 * Temperaturer screen and the month sheet are not empty and the demo panel has no missed reading.
 */
export async function insertDemoFridges(
  trx: Kysely<Database>,
  siteIds: Map<string, string>,
  today: string,
  now: string,
): Promise<void> {
  for (const siteId of siteIds.values()) {
    const placeId = randomUUID();
    await trx
      .insertInto('storage_places')
      .values({
        id: placeId,
        site_id: siteId,
        name: 'Läkemedelskylskåp',
        kind: 'fridge',
        min_tenths: 20,
        max_tenths: 80,
        is_active: 1,
        created_at: stockholmInstant(addDays(today, 1 - WEEK.length), '07:00'),
        updated_at: now,
      })
      .execute();
    await trx
      .updateTable('inventory_items')
      .set({ storage_place_id: placeId })
      .where('site_id', '=', siteId)
      .where('location', '=', 'Kylskåp')
      .execute();
    const readings: TemperatureReadingTable[] = [];
    WEEK.forEach(([current, min, max], i) => {
      const readAt = stockholmInstant(addDays(today, i - WEEK.length + 1), '08:15');
      if (readAt > now) return;
      readings.push({
        id: randomUUID(),
        place_id: placeId,
        site_id: siteId,
        read_at: readAt,
        source: 'manual',
        current_tenths: current,
        min_tenths: min,
        max_tenths: max,
        outside_range: 0,
        read_by_user_id: null,
        read_by_label: 'Demodata',
        note: null,
        deviation_id: null,
        upload_id: null,
        created_at: now,
      });
    });
    await trx.insertInto('temperature_readings').values(readings).execute();
  }
}
