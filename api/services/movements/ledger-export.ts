import type { StockMovement, StockMovementQuery } from '../../../shared/schemas/stock-movement.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import { KEYSET_CHUNK, keysetChunks } from '../../files/paged-chunks.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { heading } from '../../files/export-heading.ts';
import { siteName } from '../sites/site-records.ts';
import { MOVEMENT_KIND_LABELS } from '../stock/movement-labels.ts';
import { ledgerRows, toMovement } from './ledger-read.ts';

type LedgerLine = StockMovement & { site_name: string | null };

const COLUMNS: ExportColumn<LedgerLine>[] = [
  { header: 'Nr', kind: 'number', width: 9, value: (m) => m.id },
  { header: 'Bokförd', kind: 'datetime', width: 17, value: (m) => m.created_at },
  { header: 'Skedde', kind: 'datetime', width: 17, value: (m) => m.occurred_at },
  { header: 'Enhet', kind: 'text', width: 24, value: (m) => m.site_name },
  { header: 'Läkemedel', kind: 'text', width: 28, value: (m) => m.medicine_name },
  { header: 'Batch', kind: 'text', width: 16, value: (m) => m.batch_number },
  { header: 'Händelse', kind: 'text', width: 20, value: (m) => MOVEMENT_KIND_LABELS[m.kind] },
  { header: 'Förändring', kind: 'number', width: 11, value: (m) => m.delta },
  { header: 'Saldo efter', kind: 'number', width: 11, value: (m) => m.balance_after },
  { header: 'Av', kind: 'text', width: 30, value: (m) => m.actor_name },
  { header: 'Orsak', kind: 'text', width: 30, value: (m) => m.reason },
];

/**
 * The ledger of the caller's sites with the list's filters, newest first, every movement: read
 * below the last movement number read. Patients of narcotic withdrawals are not in it (the
 * narcotics journal, which may show them, is its own export).
 */
export async function exportLedger(
  ctx: ServiceContext,
  query: Omit<StockMovementQuery, 'page' | 'size'>,
): Promise<ExportTable<LedgerLine>> {
  const rows = ledgerRows(ctx, query);
  const sites = new Map(
    (await ctx.db.selectFrom('sites').select(['id', 'name']).execute()).map((s) => [s.id, s.name]),
  );
  const unit = query.site_id ? await siteName(ctx.db, query.site_id) : null;
  const below = (last: { id: number } | null) =>
    (last === null ? rows : rows.where('id', '<', last.id))
      .selectAll()
      .orderBy('id', 'desc')
      .limit(KEYSET_CHUNK)
      .execute();
  return {
    title: 'Lagerrörelser',
    fileName: 'lagerrorelser',
    unit,
    heading: heading(unit ?? 'Alla enheter', [
      query.kind && MOVEMENT_KIND_LABELS[query.kind],
      query.from || query.to ? `${query.from ?? 'början'} – ${query.to ?? 'idag'}` : null,
    ]),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: keysetChunks(below, (row) => ({
      ...toMovement(row),
      site_name: sites.get(row.site_id) ?? null,
    })),
  };
}
