import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { STORAGE_KINDS } from '../../shared/schemas/storage-places.ts';
import { addDays } from '../../shared/stock-rules.ts';
import { stockholmInstant } from '../clock.ts';
import type { Database, TemperatureReadingTable } from '../db/schema.ts';
import { resourceUrl } from '../resources.ts';
import { toTenths } from '../services/storage-places/temperature.ts';

/** The demo fridge and a week of ordinary mornings: current, lowest and highest since reset. */
const DemoFridge = z.object({
  name: z.string(),
  kind: z.enum(STORAGE_KINDS),
  min_c: z.number(),
  max_c: z.number(),
  location: z.string(),
  week: z.array(z.tuple([z.number(), z.number(), z.number()])),
});

const readDemoFridge = () =>
  DemoFridge.parse(JSON.parse(readFileSync(resourceUrl('demo/fridges.json'), 'utf8')));

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
  const fridge = readDemoFridge();
  const week = fridge.week;
  for (const siteId of siteIds.values()) {
    const placeId = randomUUID();
    await trx
      .insertInto('storage_places')
      .values({
        id: placeId,
        site_id: siteId,
        name: fridge.name,
        kind: fridge.kind,
        min_tenths: toTenths(fridge.min_c),
        max_tenths: toTenths(fridge.max_c),
        is_active: 1,
        created_at: stockholmInstant(addDays(today, 1 - week.length), '07:00'),
        updated_at: now,
      })
      .execute();
    await trx
      .updateTable('inventory_items')
      .set({ storage_place_id: placeId })
      .where('site_id', '=', siteId)
      .where('location', '=', fridge.location)
      .execute();
    const readings: TemperatureReadingTable[] = [];
    week.forEach(([current, min, max], i) => {
      const readAt = stockholmInstant(addDays(today, i - week.length + 1), '08:15');
      if (readAt > now) return;
      readings.push({
        id: randomUUID(),
        place_id: placeId,
        site_id: siteId,
        read_at: readAt,
        source: 'manual',
        current_tenths: toTenths(current),
        min_tenths: toTenths(min),
        max_tenths: toTenths(max),
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
