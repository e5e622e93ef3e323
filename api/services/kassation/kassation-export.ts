import {
  DISPOSAL_REASON_LABELS,
  KASSATION_STATUS_LABELS,
  personName,
  type KassationRecord,
} from '../../../shared/schemas/kassation.ts';
import type {
  BasicStats,
  DisposedItemsQuery,
  FromDateQuery,
  KassationHistoryQuery,
} from '../../../shared/schemas/kassation-reports.ts';
import { UNIT_TYPE_LABELS } from '../../../shared/schemas/inventory.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import { pagedChunks } from '../../files/paged-chunks.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { heading } from '../../files/export-heading.ts';
import { siteName } from '../sites/site-records.ts';
import { workingSite } from '../sites/site-scope.ts';
import { displayName } from '../stock/ledger.ts';
import { listDisposedItems, listHistory } from './lists.ts';
import { basicStats } from './stats.ts';

/** People as the screens name them: without their e-mail address. */
const person = (label: string | null) => (label === null ? null : personName(label));

const unitLabel = (unit: string) =>
  unit === 'paket' || unit === 'styck' ? UNIT_TYPE_LABELS[unit] : unit;

const COLUMNS: ExportColumn<KassationRecord>[] = [
  { header: 'Kasserad', kind: 'datetime', width: 17, value: (k) => k.disposal_date },
  {
    header: 'Läkemedel',
    kind: 'text',
    width: 30,
    value: (k) => displayName(k.medicine_name, k.medicine_strength),
  },
  { header: 'Batch', kind: 'text', width: 16, value: (k) => k.batch_number },
  { header: 'Utgångsdatum', kind: 'date', width: 13, value: (k) => k.expiry_date },
  { header: 'Antal', kind: 'number', width: 9, value: (k) => k.quantity },
  { header: 'Enhet', kind: 'text', width: 9, value: (k) => unitLabel(k.unit_type) },
  { header: 'Orsak', kind: 'text', width: 16, value: (k) => DISPOSAL_REASON_LABELS[k.reason] },
  { header: 'Beskrivning', kind: 'text', width: 28, value: (k) => k.reason_description },
  { header: 'Status', kind: 'text', width: 11, value: (k) => KASSATION_STATUS_LABELS[k.status] },
  {
    header: 'Narkotika',
    kind: 'text',
    width: 10,
    value: (k) => (k.is_controlled_substance ? 'Ja' : null),
  },
  { header: 'Initierad av', kind: 'text', width: 22, value: (k) => person(k.initiator_name) },
  { header: 'Vittne', kind: 'text', width: 22, value: (k) => person(k.witness_name) },
  { header: 'Godkänd av', kind: 'text', width: 22, value: (k) => person(k.approver_name) },
  { header: 'Godkänd', kind: 'datetime', width: 17, value: (k) => k.approved_at },
  { header: 'Slutförd av', kind: 'text', width: 22, value: (k) => person(k.completer_name) },
  { header: 'Slutförd', kind: 'datetime', width: 17, value: (k) => k.completed_at },
  { header: 'Metod', kind: 'text', width: 18, value: (k) => k.disposal_method },
  { header: 'Anteckningar', kind: 'text', width: 28, value: (k) => k.disposal_notes },
  { header: 'Återställd', kind: 'datetime', width: 17, value: (k) => k.restored_at },
  { header: 'Återställd av', kind: 'text', width: 22, value: (k) => person(k.restorer_name) },
  {
    header: 'Skäl till återställning',
    kind: 'text',
    width: 28,
    value: (k) => k.restoration_reason,
  },
];

const HISTORY_STATUS_LABELS: Record<NonNullable<KassationHistoryQuery['status']>, string> = {
  ...KASSATION_STATUS_LABELS,
  restored: 'Återställda',
};

const period = (from?: string, to?: string) =>
  from || to ? `${from ?? 'början'} – ${to ?? 'idag'}` : null;

async function ofSite(ctx: ServiceContext) {
  return siteName(ctx.db, await workingSite(ctx));
}

/** Every kassation of the site, newest first, with the history's status and period. */
export async function exportHistory(
  ctx: ServiceContext,
  query: Omit<KassationHistoryQuery, 'page' | 'size'>,
): Promise<ExportTable<KassationRecord>> {
  const unit = await ofSite(ctx);
  const status = query.status ? HISTORY_STATUS_LABELS[query.status] : null;
  return {
    title: 'Kassationer',
    fileName: 'kassationer',
    unit,
    heading: heading(unit, [status, period(query.from_date, query.to_date)]),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: pagedChunks((page, size) => listHistory(ctx, { ...query, page, size })),
  };
}

/** What the site has disposed of, newest first (restored ones only when asked for). */
export async function exportDisposedItems(
  ctx: ServiceContext,
  query: Omit<DisposedItemsQuery, 'page' | 'size'>,
): Promise<ExportTable<KassationRecord>> {
  const unit = await ofSite(ctx);
  return {
    title: 'Kasserat',
    fileName: 'kasserat',
    unit,
    heading: heading(unit, [query.include_restored && 'Med återställda']),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: pagedChunks((page, size) => listDisposedItems(ctx, { ...query, page, size })),
  };
}

/** One line of the statistics: a month, a reason, a medicine, or the period's total. */
type StatsLine = {
  section: string;
  name: string;
  count: number | null;
  quantity: number | null;
  percentage: number | null;
  mainReason: string | null;
};

const STATS_COLUMNS: ExportColumn<StatsLine>[] = [
  { header: 'Avsnitt', kind: 'text', width: 12, value: (l) => l.section },
  { header: 'Namn', kind: 'text', width: 30, value: (l) => l.name },
  { header: 'Antal kassationer', kind: 'number', width: 17, value: (l) => l.count },
  { header: 'Kasserat antal', kind: 'number', width: 15, value: (l) => l.quantity },
  { header: 'Andel (%)', kind: 'number', width: 10, value: (l) => l.percentage },
  { header: 'Vanligaste orsak', kind: 'text', width: 18, value: (l) => l.mainReason },
];

function statsLines(stats: BasicStats): StatsLine[] {
  const line = (section: string, name: string, values: Partial<StatsLine>): StatsLine => ({
    section,
    name,
    count: null,
    quantity: null,
    percentage: null,
    mainReason: null,
    ...values,
  });
  return [
    line('Totalt', `Från ${stats.from_date}`, {
      count: stats.total_disposed,
      quantity: stats.total_quantity,
    }),
    ...stats.monthly_totals.map((m) =>
      line('Månad', `${m.year}-${String(m.month).padStart(2, '0')}`, {
        count: m.total_count,
        quantity: m.total_quantity,
      }),
    ),
    ...stats.disposal_reasons.map((r) =>
      line('Orsak', DISPOSAL_REASON_LABELS[r.reason], { count: r.count, percentage: r.percentage }),
    ),
    ...stats.most_wasted.map((m) =>
      line('Läkemedel', displayName(m.medicine_name, m.medicine_strength), {
        count: m.disposal_count,
        quantity: m.total_quantity,
        mainReason: DISPOSAL_REASON_LABELS[m.main_reason],
      }),
    ),
  ];
}

/** The reports tab's figures for the period: totals, per month, per reason, the most wasted. */
export async function exportStats(
  ctx: ServiceContext,
  query: FromDateQuery,
): Promise<ExportTable<StatsLine>> {
  const unit = await ofSite(ctx);
  const stats = await basicStats(ctx, query);
  return {
    title: 'Kassationsstatistik',
    fileName: 'kassationsstatistik',
    unit,
    heading: heading(unit, [`från ${stats.from_date}`]),
    exportedAt: ctx.clock.now(),
    columns: STATS_COLUMNS,
    // eslint-disable-next-line @typescript-eslint/require-await
    chunks: async function* () {
      yield statsLines(stats);
    },
  };
}
