import type { MedicineTemplate } from '../../../shared/schemas/medicine.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import { pagedChunks } from '../../files/paged-chunks.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { heading, searchFilter } from '../../files/export-heading.ts';
import { siteName } from '../sites/site-records.ts';
import { workingSite } from '../sites/site-scope.ts';
import { listMedicines, type MedicineListQuery } from './medicine-service.ts';

const schedule = (m: MedicineTemplate) =>
  m.narcotic_schedule ? `Förteckning ${m.narcotic_schedule}` : null;

const COLUMNS: ExportColumn<MedicineTemplate>[] = [
  { header: 'Namn', kind: 'text', width: 28, value: (m) => m.name },
  { header: 'Generiskt namn', kind: 'text', width: 24, value: (m) => m.generic_name },
  { header: 'Styrka', kind: 'text', width: 12, value: (m) => m.strength },
  { header: 'Enhet', kind: 'text', width: 12, value: (m) => m.unit },
  { header: 'Administrering', kind: 'text', width: 16, value: (m) => m.route_of_administration },
  { header: 'Förvaring', kind: 'text', width: 20, value: (m) => m.storage_requirements },
  { header: 'Minsta lager', kind: 'number', width: 12, value: (m) => m.minimum_stock_level },
  { header: 'Beställ upp till', kind: 'number', width: 14, value: (m) => m.par_level },
  { header: 'I lager', kind: 'number', width: 9, value: (m) => m.total_quantity },
  { header: 'Narkotika', kind: 'text', width: 15, value: schedule },
  { header: 'Förpackning', kind: 'text', width: 14, value: (m) => m.pack_size },
  { header: 'Status', kind: 'text', width: 9, value: (m) => (m.is_active ? 'Aktiv' : 'Inaktiv') },
  { header: 'Skapad', kind: 'datetime', width: 17, value: (m) => m.created_at },
];

/** The site's medicine templates as the list shows them (search, active only). */
export async function exportMedicines(
  ctx: ServiceContext,
  query: Omit<MedicineListQuery, 'page' | 'size'>,
): Promise<ExportTable<MedicineTemplate>> {
  const siteId = await workingSite(ctx, query.site_id);
  const unit = await siteName(ctx.db, siteId);
  return {
    title: 'Läkemedel',
    fileName: 'lakemedel',
    unit,
    heading: heading(unit, [query.active_only && 'Endast aktiva', searchFilter(query.search)]),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: pagedChunks((page, size) =>
      listMedicines(ctx, { ...query, site_id: siteId, page, size }),
    ),
  };
}
