import { UNIT_TYPE_LABELS } from '../../../shared/schemas/inventory.ts';
import type { RecallMatch, RecallMatchQuery } from '../../../shared/schemas/recall.ts';
import type { WithdrawalItem, WithdrawalQuery } from '../../../shared/schemas/recall-feed.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import { pagedChunks } from '../../files/paged-chunks.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { panelSiteIds } from '../sites/panel-scope.ts';
import { heading, searchFilter } from '../../files/export-heading.ts';
import { siteName } from '../sites/site-records.ts';
import { listMatches } from './recall-matches.ts';
import { listWithdrawals } from './withdrawal-list.ts';

const MATCH_STATUS_LABELS: Record<RecallMatch['status'], string> = {
  active: 'Öppen',
  resolved: 'Åtgärdad',
  dismissed: 'Avfärdad',
  information: 'Information',
};

/** What every screen says of a notice that names no batches. */
export const WHOLE_PRODUCT = 'Gäller alla batcher';

const MATCH_COLUMNS: ExportColumn<RecallMatch>[] = [
  { header: 'Matchad', kind: 'datetime', width: 17, value: (m) => m.matched_at },
  { header: 'Enhet', kind: 'text', width: 24, value: (m) => m.site_name },
  { header: 'Läkemedel', kind: 'text', width: 28, value: (m) => m.medicine_name },
  { header: 'Batch', kind: 'text', width: 16, value: (m) => m.batch_number },
  {
    header: 'Indragningen gäller',
    kind: 'text',
    width: 18,
    value: (m) => (m.whole_product ? WHOLE_PRODUCT : 'Batchen'),
  },
  { header: 'Antal kvar', kind: 'number', width: 10, value: (m) => m.quantity },
  { header: 'Enhet (antal)', kind: 'text', width: 12, value: (m) => UNIT_TYPE_LABELS[m.unit_type] },
  { header: 'Skäl till indragning', kind: 'text', width: 36, value: (m) => m.withdrawal_reason },
  { header: 'Status', kind: 'text', width: 10, value: (m) => MATCH_STATUS_LABELS[m.status] },
  { header: 'Åtgärdad', kind: 'datetime', width: 17, value: (m) => m.resolved_at },
  { header: 'Åtgärd', kind: 'text', width: 16, value: (m) => m.resolution_type },
];

/** The recalled batches in stock, as the INDRAGNINGAR panel lists them for the person. */
export async function exportMatches(
  ctx: ServiceContext,
  query: Omit<RecallMatchQuery, 'limit' | 'offset'>,
): Promise<ExportTable<RecallMatch>> {
  const sites = await panelSiteIds(ctx);
  const only = sites?.length === 1 ? sites[0] : undefined;
  const unit = only ? await siteName(ctx.db, only) : null;
  return {
    title: 'Indragna batcher',
    fileName: 'indragna-batcher',
    unit,
    heading: heading(unit ?? 'Alla enheter', [
      query.active_only && 'Öppna med lager kvar',
      query.include_resolved && 'Med åtgärdade och avfärdade',
    ]),
    exportedAt: ctx.clock.now(),
    columns: MATCH_COLUMNS,
    chunks: pagedChunks((page, size) =>
      listMatches(ctx, { ...query, limit: size, offset: (page - 1) * size }),
    ),
  };
}

const SOURCE_LABELS: Record<WithdrawalItem['source'], string> = {
  feed: 'Läkemedelsverket',
  manual: 'Inlagd för hand',
  paste: 'Inklistrad text',
};

const WITHDRAWAL_COLUMNS: ExportColumn<WithdrawalItem>[] = [
  { header: 'Publicerad', kind: 'datetime', width: 17, value: (w) => w.published_at },
  { header: 'Produkt', kind: 'text', width: 30, value: (w) => w.product_name },
  { header: 'Styrka', kind: 'text', width: 12, value: (w) => w.strength },
  { header: 'Batch', kind: 'text', width: 16, value: (w) => w.batch_number },
  { header: 'Utgångsdatum', kind: 'date', width: 13, value: (w) => w.expiry_date },
  { header: 'Klass', kind: 'text', width: 7, value: (w) => w.recall_class },
  { header: 'Källa', kind: 'text', width: 18, value: (w) => SOURCE_LABELS[w.source] },
];

/** The recall monitor's batches: every notice's batches, as the admin's screen orders them. */
export function exportWithdrawals(
  ctx: ServiceContext,
  query: Omit<WithdrawalQuery, 'page' | 'size'>,
): ExportTable<WithdrawalItem> {
  return {
    title: 'Indragningar',
    fileName: 'indragningar',
    unit: null,
    heading: heading('Alla enheter', [searchFilter(query.search)]),
    exportedAt: ctx.clock.now(),
    columns: WITHDRAWAL_COLUMNS,
    chunks: pagedChunks((page, size) => listWithdrawals(ctx, { ...query, page, size })),
  };
}
