import {
  DEVIATION_KIND_LABELS,
  DEVIATION_STATUS_LABELS,
  type Deviation,
  type DeviationQuery,
} from '../../../shared/schemas/deviations.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { heading } from '../../files/export-heading.ts';
import { siteName } from '../sites/site-records.ts';
import { listDeviations, manage } from './deviations.ts';
import { workingSite } from '../sites/site-scope.ts';

const STATUS_FILTERS: Record<DeviationQuery['status'], string | null> = {
  open: 'Öppna',
  closed: 'Avslutade',
  all: null,
};

const COLUMNS: ExportColumn<Deviation>[] = [
  { header: 'Öppnad', kind: 'datetime', width: 17, value: (d) => d.opened_at },
  { header: 'Typ', kind: 'text', width: 26, value: (d) => DEVIATION_KIND_LABELS[d.kind] },
  { header: 'Läkemedel', kind: 'text', width: 26, value: (d) => d.medicine_name },
  { header: 'Vad hände', kind: 'text', width: 60, value: (d) => d.description },
  { header: 'Öppnad av', kind: 'text', width: 22, value: (d) => d.opened_by },
  { header: 'Status', kind: 'text', width: 10, value: (d) => DEVIATION_STATUS_LABELS[d.status] },
  { header: 'Avslutad', kind: 'datetime', width: 17, value: (d) => d.closed_at },
  { header: 'Avslutad av', kind: 'text', width: 22, value: (d) => d.closed_by },
  { header: 'Slutsats', kind: 'text', width: 50, value: (d) => d.conclusion },
];

/** The unit's deviations with the list's filter, as a file for the unit's review or an inspector. */
export async function exportDeviations(
  ctx: ServiceContext,
  query: DeviationQuery,
): Promise<ExportTable<Deviation>> {
  manage(ctx);
  const siteId = await workingSite(ctx, query.site_id);
  const unit = await siteName(ctx.db, siteId);
  return {
    title: 'Avvikelser',
    fileName: 'avvikelser',
    unit,
    heading: heading(unit, [STATUS_FILTERS[query.status]]),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    // A unit's deviations are few; they are read in one go.
    chunks: async function* () {
      yield await listDeviations(ctx, { ...query, site_id: siteId });
    },
  };
}
