import { UNIT_TYPE_LABELS } from '../../../shared/schemas/inventory.ts';
import type { QrAction, QrScanEntry, QrScanQuery } from '../../../shared/schemas/qr.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import { KEYSET_CHUNK, keysetChunks } from '../../files/paged-chunks.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { heading } from '../../files/export-heading.ts';
import { siteName } from '../sites/site-records.ts';
import { workingSite } from '../sites/site-scope.ts';
import { newestFirst, scansOf, toScanEntry } from './scan-history.ts';

type ScanKey = { created_at: string; id: string };

const ACTION_LABELS: Record<QrAction, string> = {
  view: 'Visad',
  withdraw: 'Uttag',
  add: 'Påfyllning',
};

const COLUMNS: ExportColumn<QrScanEntry>[] = [
  { header: 'Tid', kind: 'datetime', width: 17, value: (s) => s.created_at },
  { header: 'Läkemedel', kind: 'text', width: 30, value: (s) => s.medicine_name },
  { header: 'Åtgärd', kind: 'text', width: 11, value: (s) => ACTION_LABELS[s.action_type] },
  { header: 'Antal', kind: 'number', width: 8, value: (s) => s.quantity },
  {
    header: 'Enhet',
    kind: 'text',
    width: 8,
    value: (s) => (s.unit_type ? UNIT_TYPE_LABELS[s.unit_type] : null),
  },
  { header: 'Batch', kind: 'text', width: 16, value: (s) => s.batch_number },
  { header: 'Av', kind: 'text', width: 26, value: (s) => s.actor_name },
  { header: 'Publik sida', kind: 'text', width: 11, value: (s) => (s.is_public ? 'Ja' : null) },
];

/**
 * The site's scans as the history lists them, every one: read after the last one read, so a
 * site's years of scans are never counted or skipped over page by page.
 */
export async function exportScans(
  ctx: ServiceContext,
  query: Omit<QrScanQuery, 'page' | 'size'>,
): Promise<ExportTable<QrScanEntry>> {
  const siteId = await workingSite(ctx, query.site_id);
  const unit = await siteName(ctx.db, siteId);
  const scans = scansOf(ctx, siteId, query);
  const after = (last: ScanKey | null) =>
    newestFirst(
      last
        ? scans.where((eb) =>
            eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(last.created_at, last.id)),
          )
        : scans,
    )
      .limit(KEYSET_CHUNK)
      .execute();
  return {
    title: 'Skanningar',
    fileName: 'skanningar',
    unit,
    heading: heading(unit, [
      query.action_type && ACTION_LABELS[query.action_type],
      !query.include_views && 'Utan visningar',
    ]),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: keysetChunks(after, toScanEntry),
  };
}
