import { UNIT_TYPE_LABELS, type InventoryItem } from '../../../shared/schemas/inventory.ts';
import { EXPIRY_STATUS_LABELS } from '../../../shared/stock-rules.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import { KEYSET_CHUNK, keysetChunks } from '../../files/paged-chunks.ts';
import { displayName } from '../stock/ledger.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { heading, searchFilter } from '../../files/export-heading.ts';
import { siteName } from '../sites/site-records.ts';
import { workingSite } from '../sites/site-scope.ts';
import { batchQuery, STOCK_LIST_INDEX, toItem } from './inventory-records.ts';
import { withStockFigures, type TemplateTotals } from './stock-figures.ts';
import {
  listedWhere,
  ZERO,
  type InventoryFilter,
  type InventoryListQuery,
} from './inventory-list.ts';

const FILTER_LABELS: Record<InventoryFilter, string | null> = {
  all: null,
  expiring: 'Utgår snart',
  expired: 'Utgångna',
  low_stock: 'Lågt lager',
};

const yes = (flag: boolean) => (flag ? 'Ja' : null);

const COLUMNS: ExportColumn<InventoryItem>[] = [
  {
    header: 'Läkemedel',
    kind: 'text',
    width: 32,
    value: (i) => displayName(i.medicine_name, i.medicine_strength),
  },
  { header: 'Batch', kind: 'text', width: 16, value: (i) => i.batch_number },
  { header: 'Utgångsdatum', kind: 'date', width: 13, value: (i) => i.expiry_date },
  { header: 'Dagar kvar', kind: 'number', width: 11, value: (i) => i.days_until_expiry },
  {
    header: 'Status',
    kind: 'text',
    width: 10,
    value: (i) => EXPIRY_STATUS_LABELS[i.expiry_status],
  },
  { header: 'Antal', kind: 'number', width: 9, value: (i) => i.quantity },
  { header: 'Enhet', kind: 'text', width: 9, value: (i) => UNIT_TYPE_LABELS[i.unit_type] },
  { header: 'Lågt lager', kind: 'text', width: 10, value: (i) => yes(i.is_low_stock) },
  { header: 'Narkotika', kind: 'text', width: 10, value: (i) => yes(i.is_controlled_substance) },
  { header: 'Plats', kind: 'text', width: 18, value: (i) => i.location },
  { header: 'Anteckningar', kind: 'text', width: 30, value: (i) => i.notes },
  { header: 'Senast ändrad', kind: 'datetime', width: 17, value: (i) => i.updated_at },
];

type ExportQuery = Omit<InventoryListQuery, 'page' | 'size'>;

/**
 * The stock list as the screen shows it (filter, search, medicine, order), every row of it: read
 * a chunk at a time, each chunk after the last row of the one before.
 */
export async function exportInventory(
  ctx: ServiceContext,
  query: ExportQuery,
): Promise<ExportTable<InventoryItem>> {
  const siteId = await workingSite(ctx, query.site_id);
  const unit = await siteName(ctx.db, siteId);
  const today = ctx.clock.today();
  const listed = listedWhere(ctx.db, siteId, today, { ...query, page: 1, size: KEYSET_CHUNK });
  const totals: TemplateTotals = new Map();
  const rowsAfter = async (last: InventoryItemKey | null) =>
    withStockFigures(ctx.db, await chunkAfter(last), totals);
  const chunkAfter = (last: InventoryItemKey | null) => {
    let rows = batchQuery(ctx.db, STOCK_LIST_INDEX)
      .select('t.name_key')
      .where('i.site_id', '=', siteId)
      .where('i.quantity', '>', ZERO)
      .where(listed);
    if (query.sort === 'recent') {
      if (last)
        rows = rows.where((eb) =>
          eb(eb.refTuple('i.updated_at', 'i.id'), '<', eb.tuple(last.updated_at, last.id)),
        );
      return rows
        .orderBy('i.updated_at', 'desc')
        .orderBy('i.id', 'desc')
        .limit(KEYSET_CHUNK)
        .execute();
    }
    if (last)
      rows = rows.where((eb) =>
        eb(
          eb.refTuple('i.expiry_date', 't.name_key', 'i.batch_number', 'i.id'),
          '>',
          eb.tuple(last.expiry_date, last.name_key, last.batch_number, last.id),
        ),
      );
    return rows
      .orderBy('i.expiry_date')
      .orderBy('t.name_key')
      .orderBy('i.batch_number')
      .orderBy('i.id')
      .limit(KEYSET_CHUNK)
      .execute();
  };
  return {
    title: 'Lager',
    fileName: 'lager',
    unit,
    heading: heading(unit, [FILTER_LABELS[query.filter ?? 'all'], searchFilter(query.search)]),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: keysetChunks(rowsAfter, (row) => toItem(row, today)),
  };
}

type InventoryItemKey = {
  id: string;
  expiry_date: string;
  name_key: string;
  batch_number: string;
  updated_at: string;
};
