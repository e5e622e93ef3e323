import {
  WARNING_SEVERITY_LABELS,
  WARNING_TYPE_LABELS,
  type Warning,
  type WarningListQuery,
} from '../../../shared/schemas/warning.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import { pagedChunks } from '../../files/paged-chunks.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { heading, searchFilter } from '../../files/export-heading.ts';
import { siteName } from '../sites/site-records.ts';
import { listedSites, listWarnings } from './warning-service.ts';

const person = (p: { first_name: string; last_name: string } | null) =>
  p ? `${p.first_name} ${p.last_name}` : null;

const medicine = (w: Warning) => {
  const m = w.medicine_template ?? w.inventory_item?.medicine_template;
  if (!m) return null;
  return m.strength ? `${m.name} ${m.strength}` : m.name;
};

const status = (w: Warning) => {
  if (w.is_resolved) return 'Åtgärdad';
  return w.is_acknowledged ? 'Kvitterad' : 'Öppen';
};

const COLUMNS: ExportColumn<Warning>[] = [
  { header: 'Skapad', kind: 'datetime', width: 17, value: (w) => w.created_at },
  { header: 'Enhet', kind: 'text', width: 24, value: (w) => w.site.name },
  { header: 'Typ', kind: 'text', width: 22, value: (w) => WARNING_TYPE_LABELS[w.warning_type] },
  {
    header: 'Allvarlighet',
    kind: 'text',
    width: 12,
    value: (w) => WARNING_SEVERITY_LABELS[w.severity],
  },
  { header: 'Rubrik', kind: 'text', width: 40, value: (w) => w.title },
  { header: 'Beskrivning', kind: 'text', width: 50, value: (w) => w.description },
  { header: 'Läkemedel', kind: 'text', width: 26, value: medicine },
  {
    header: 'Batch',
    kind: 'text',
    width: 16,
    value: (w) => w.inventory_item?.batch_number ?? null,
  },
  {
    header: 'Utgångsdatum',
    kind: 'date',
    width: 13,
    value: (w) => w.inventory_item?.expiry_date ?? null,
  },
  { header: 'Antal', kind: 'number', width: 9, value: (w) => w.inventory_item?.quantity ?? null },
  { header: 'Status', kind: 'text', width: 11, value: status },
  { header: 'Kvitterad', kind: 'datetime', width: 17, value: (w) => w.acknowledged_at },
  { header: 'Kvitterad av', kind: 'text', width: 22, value: (w) => person(w.acknowledged_by_user) },
  { header: 'Åtgärdad', kind: 'datetime', width: 17, value: (w) => w.resolved_at },
  { header: 'Åtgärdad av', kind: 'text', width: 22, value: (w) => person(w.resolved_by_user) },
  { header: 'Anteckning', kind: 'text', width: 30, value: (w) => w.resolution_notes },
];

/** The warnings as the list shows them: its site or every site, its type, severity and state. */
export async function exportWarnings(
  ctx: ServiceContext,
  query: Omit<WarningListQuery, 'page' | 'size'>,
): Promise<ExportTable<Warning>> {
  const sites = await listedSites(ctx, { ...query, page: 1, size: 1 });
  const only = sites?.length === 1 ? sites[0] : undefined;
  const unit = only ? await siteName(ctx.db, only) : null;
  const state = query.is_resolved === undefined ? null : query.is_resolved ? 'Åtgärdade' : 'Öppna';
  return {
    title: 'Varningar',
    fileName: 'varningar',
    unit,
    heading: heading(unit ?? 'Alla enheter', [
      query.warning_type && WARNING_TYPE_LABELS[query.warning_type],
      query.severity && WARNING_SEVERITY_LABELS[query.severity],
      state,
      searchFilter(query.search),
    ]),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: pagedChunks((page, size) => listWarnings(ctx, { ...query, page, size })),
  };
}
