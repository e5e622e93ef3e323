import type { Db, ImportTable } from '../../db/schema.ts';
import { mappingOf, tableOf } from './import-records.ts';
import { planMedicineRows, type MedicineRowPlan } from './medicine-rows.ts';

export type RowPlan = MedicineRowPlan;

/** What each row of the import will do against the unit as it is now. */
export async function planOf(db: Db, row: ImportTable): Promise<RowPlan[]> {
  const templates = await db
    .selectFrom('medicine_templates')
    .selectAll()
    .where('site_id', '=', row.site_id)
    .execute();
  const links = await db
    .selectFrom('medicine_gtins')
    .select(['gtin', 'medicine_template_id'])
    .where('site_id', '=', row.site_id)
    .execute();
  return planMedicineRows(tableOf(row).rows, mappingOf(row), {
    templates: new Map(templates.map((t) => [t.name_key, t])),
    gtins: new Map(links.map((l) => [l.gtin, l.medicine_template_id])),
  });
}
