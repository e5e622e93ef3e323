import type { RecallFollowUp } from '../../../shared/schemas/recall-follow-up.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { heading } from '../../files/export-heading.ts';
import { findNotice, listNoticeFollowUps } from './follow-up-list.ts';
import { batchNumbers } from './follow-up-records.ts';

const STATUS_LABELS: Record<RecallFollowUp['status'], string> = {
  open: 'Ej bekräftad',
  confirmed: 'Bekräftad',
  closed: 'Stängd utan bekräftelse',
};

const OUTCOME_LABELS: Record<NonNullable<RecallFollowUp['outcome']>, string> = {
  none_found: 'Inget hittat',
  found_and_handled: 'Hittat och åtgärdat',
  not_in_stock: 'Ej i lager enligt Medvakt',
};

const status = (f: RecallFollowUp) =>
  f.overdue ? `${STATUS_LABELS[f.status]}, försenad` : STATUS_LABELS[f.status];

const COLUMNS: ExportColumn<RecallFollowUp>[] = [
  {
    header: 'Läkemedel',
    kind: 'text',
    width: 24,
    value: (f) => [f.product_name, f.strength].filter(Boolean).join(' '),
  },
  { header: 'Kund', kind: 'text', width: 24, value: (f) => f.customer_name },
  { header: 'Enhet', kind: 'text', width: 26, value: (f) => f.site_name },
  { header: 'Status', kind: 'text', width: 16, value: status },
  { header: 'Senast', kind: 'date', width: 11, value: (f) => f.due_at },
  {
    header: 'Utfall',
    kind: 'text',
    width: 18,
    value: (f) => (f.outcome ? OUTCOME_LABELS[f.outcome] : null),
  },
  { header: 'Matchat i lager', kind: 'number', width: 9, value: (f) => f.matched_quantity },
  { header: 'Hittat', kind: 'number', width: 8, value: (f) => f.quantity_found },
  { header: 'Åtgärd', kind: 'text', width: 22, value: (f) => f.action },
  { header: 'Anteckning', kind: 'text', width: 28, value: (f) => f.note },
  { header: 'Bekräftad av', kind: 'text', width: 20, value: (f) => f.confirmed_by },
  { header: 'Bekräftad', kind: 'datetime', width: 17, value: (f) => f.confirmed_at },
];

/**
 * Every unit's answer to a recall, for the region's pharmacist or an inspector: the units the
 * person sees, with the notice and how many have confirmed in the heading.
 */
export async function exportNoticeFollowUps(
  ctx: ServiceContext,
  noticeId: string,
): Promise<ExportTable<RecallFollowUp>> {
  const notice = await findNotice(ctx.db, noticeId);
  const list = listNoticeFollowUps(ctx, noticeId);
  const { summary } = await list;
  const batches = (await batchNumbers(ctx.db, [noticeId])).get(noticeId) ?? [];
  const product = [notice.product_name, notice.strength].filter(Boolean).join(' ');
  return {
    title: 'Uppföljning av indragning',
    fileName: 'indragning-uppfoljning',
    unit: null,
    heading: heading(product, [
      notice.recall_class && `klass ${notice.recall_class}`,
      batches.length > 0 && `batch ${batches.join(', ')}`,
      `${summary.confirmed} av ${summary.total} enheter har bekräftat`,
      summary.closed_at && `stängd: ${summary.close_reason ?? ''}`,
    ]),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: async function* () {
      const { items } = await list;
      if (items.length > 0) yield items;
    },
  };
}
