import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, StoragePlaceTable } from '../../db/schema.ts';
import { iso } from '../../time.ts';
import { writeAudit, type AuditActor } from '../audit/audit-service.ts';
import { openDeviation } from './open-deviation.ts';
import { rangeText } from '../storage-places/temperature.ts';

export type TemperatureBreach = {
  place: StoragePlaceTable;
  /** The values outside the range, for the title: 'aktuell 9,5 °C'. */
  values: string;
  /** What was read and when, by whom or from which file. */
  account: string;
  by: AuditActor;
};

const batchesIn = async (trx: Db, placeId: string) => {
  const row = await trx
    .selectFrom('inventory_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('storage_place_id', '=', placeId)
    .where('quantity', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * A temperature outside the place's range: the place's open temperature deviation gets a note,
 * or one is opened. The caller holds the place's row (PostgreSQL) or the write lock (SQLite), so
 * of readings at once exactly one opens it and the rest are noted on it. Answers the deviation.
 */
export async function recordTemperatureBreach(
  trx: Db,
  deps: { clock: Clock; config: Config },
  breach: TemperatureBreach,
): Promise<{ id: string; opened: boolean }> {
  const { place } = breach;
  const open = await trx
    .selectFrom('deviations')
    .select('id')
    .where('subject_type', '=', 'storage_place')
    .where('subject_id', '=', place.id)
    .where('status', '=', 'open')
    .orderBy('opened_at')
    .executeTakeFirst();
  if (open) {
    const now = deps.clock.now();
    const text = `Ny avvikande avläsning: ${breach.values}. ${breach.account}`;
    await trx
      .insertInto('deviation_notes')
      .values({
        deviation_id: open.id,
        text: text.slice(0, 4000),
        author_user_id: breach.by.id,
        author_label: breach.by.label,
        created_at: iso(now),
      })
      .execute();
    await writeAudit(trx, now, breach.by, {
      action: 'deviation_note',
      entity: 'deviation',
      entity_id: open.id,
      site_id: place.site_id,
      after: { text },
    });
    return { id: open.id, opened: false };
  }
  const batches = await batchesIn(trx, place.id);
  const stored =
    batches === 0
      ? 'Inga batcher i lagret är registrerade på platsen.'
      : `${batches} ${batches === 1 ? 'batch' : 'batcher'} i lagret förvaras här och är markerade 'Bedöm efter temperaturavvikelse' tills avvikelsen är avslutad.`;
  const id = await openDeviation(trx, deps, {
    siteId: place.site_id,
    kind: 'temperature',
    subject: { type: 'storage_place', id: place.id },
    medicine: null,
    title: `Temperatur utanför gränserna: ${place.name} (${breach.values})`,
    description:
      `${breach.account} Gränser för ${place.name}: ${rangeText(place)}. ${stored} ` +
      'Bedöm om läkemedlen kan användas (förvaringsanvisningen, tillverkaren eller apoteket) och ' +
      'skriv bedömningen när avvikelsen avslutas.',
    openedBy: breach.by,
  });
  return { id, opened: true };
}
