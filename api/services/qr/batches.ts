import type { Kysely } from 'kysely';
import type { QrBatch, QrBatchList, QrBatchQuery } from '../../../shared/schemas/qr.ts';
import { daysBetween } from '../../../shared/stock-rules.ts';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import { chunks } from '../../db/chunks.ts';
import { activeRecallOf } from '../stock/recall-hold.ts';
import { assertSignedInForNarcotic, type QrCaller } from './public-access.ts';
import { acceptedOrThrow, resolveTemplateCode } from './resolve-code.ts';

type BatchRow = Pick<
  InventoryItemTable,
  'id' | 'batch_number' | 'quantity' | 'unit_type' | 'expiry_date' | 'location' | 'storage_place_id'
>;

export const BATCH_COLUMNS = [
  'id',
  'batch_number',
  'quantity',
  'unit_type',
  'expiry_date',
  'location',
  'storage_place_id',
] as const;

/** The reason a batch held by an open recall may not be used, or null when it may. */
export async function quarantineReason(
  db: Kysely<Database>,
  itemId: string,
): Promise<string | null> {
  const recall = await activeRecallOf(db, itemId);
  if (!recall) return null;
  const recallClass = recall.recall_class ? ` (klass ${recall.recall_class})` : '';
  return `Spärrad på grund av indragningen av ${recall.product_name}${recallClass}.`;
}

type OpenedPacks = { count: number; useBy: string | null };

/** How many packs of each batch are open, and the soonest day one must be used by: one query. */
async function openedPacksOf(
  db: Kysely<Database>,
  itemIds: readonly string[],
): Promise<Map<string, OpenedPacks>> {
  const found = new Map<string, OpenedPacks>();
  for (const part of chunks([...itemIds])) {
    const rows = await db
      .selectFrom('opened_packs')
      .select((eb) => [
        'inventory_item_id',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min('use_by').as('use_by'),
      ])
      .where('inventory_item_id', 'in', part)
      .where('status', '=', 'open')
      .groupBy('inventory_item_id')
      .execute();
    for (const row of rows)
      found.set(row.inventory_item_id, { count: Number(row.n), useBy: row.use_by ?? null });
  }
  return found;
}

const NONE_OPEN: OpenedPacks = { count: 0, useBy: null };

type PlaceMark = { name: string; deviationId: string | null };

/** The named storage place of each place id, and its open temperature deviation: one query. */
async function placeMarksOf(
  db: Kysely<Database>,
  placeIds: readonly (string | null)[],
): Promise<Map<string, PlaceMark>> {
  const ids = [...new Set(placeIds.filter((id): id is string => id !== null))];
  const found = new Map<string, PlaceMark>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('storage_places as p')
    .select((eb) => [
      'p.id',
      'p.name',
      eb
        .selectFrom('deviations as d')
        .select('d.id')
        .where('d.subject_type', '=', 'storage_place')
        .whereRef('d.subject_id', '=', 'p.id')
        .where('d.status', '=', 'open')
        .limit(1)
        .as('deviation_id'),
    ])
    .where('p.id', 'in', ids)
    .execute();
  for (const row of rows) found.set(row.id, { name: row.name, deviationId: row.deviation_id });
  return found;
}

/** The batch as the scan screen shows it; `knownReason` when the caller already knows the hold. */
export async function toQrBatch(
  db: Kysely<Database>,
  row: BatchRow,
  today: string,
  knownReason?: string | null,
  knownOpened?: OpenedPacks,
  knownPlaces?: Map<string, PlaceMark>,
): Promise<QrBatch> {
  const days = daysBetween(today, row.expiry_date);
  const reason = knownReason === undefined ? await quarantineReason(db, row.id) : knownReason;
  const opened = knownOpened ?? (await openedPacksOf(db, [row.id])).get(row.id) ?? NONE_OPEN;
  const places = knownPlaces ?? (await placeMarksOf(db, [row.storage_place_id]));
  const place = row.storage_place_id ? places.get(row.storage_place_id) : undefined;
  return {
    id: row.id,
    batch_number: row.batch_number,
    quantity: row.quantity,
    unit_type: row.unit_type === 'paket' ? 'paket' : 'styck',
    expiry_date: row.expiry_date,
    location: row.location,
    days_until_expiry: days,
    is_expired: days < 0,
    is_quarantined: reason !== null,
    quarantine_reason: reason,
    opened_packs: opened.count,
    opened_use_by: opened.useBy,
    storage_place_name: place?.name ?? null,
    temperature_deviation_id: place?.deviationId ?? null,
  };
}

/** The template's batches with stock, first to expire first (FEFO), then by batch number. */
export async function batchesInStock(
  db: Kysely<Database>,
  templateId: string,
  today: string,
): Promise<QrBatch[]> {
  const rows = await db
    .selectFrom('inventory_items')
    .select(BATCH_COLUMNS)
    .where('medicine_template_id', '=', templateId)
    .where('quantity', '>', 0)
    .orderBy('expiry_date')
    .orderBy('batch_number')
    .execute();
  const opened = await openedPacksOf(
    db,
    rows.map((row) => row.id),
  );
  const places = await placeMarksOf(
    db,
    rows.map((row) => row.storage_place_id),
  );
  return Promise.all(
    rows.map((row) =>
      toQrBatch(db, row, today, undefined, opened.get(row.id) ?? NONE_OPEN, places),
    ),
  );
}

export async function listBatches(
  caller: QrCaller,
  templateId: string,
  query: QrBatchQuery,
): Promise<QrBatchList> {
  const { template } = acceptedOrThrow(
    await resolveTemplateCode(caller, {
      siteId: query.site_id,
      templateId,
      token: query.token ? query.token : null,
    }),
  );
  assertSignedInForNarcotic(caller, template);
  return { batches: await batchesInStock(caller.db, template.id, caller.clock.today()) };
}
