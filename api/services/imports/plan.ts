import type { Db, ImportTable } from '../../db/schema.ts';
import { kindOf, mappingOf, tableOf } from './import-records.ts';
import { planMedicineRows, type MedicineRowPlan } from './medicine-rows.ts';
import { planStockRows, type StockRowPlan } from './stock-rows.ts';

export type RowPlan = MedicineRowPlan | StockRowPlan;

/** The plan of a stock list, for the caller that writes batches. */
export const isStockPlan = (plan: RowPlan): plan is StockRowPlan => 'batch' in plan;

async function unitMedicines(db: Db, siteId: string) {
  const templates = await db
    .selectFrom('medicine_templates')
    .selectAll()
    .where('site_id', '=', siteId)
    .execute();
  const links = await db
    .selectFrom('medicine_gtins')
    .select(['gtin', 'medicine_template_id'])
    .where('site_id', '=', siteId)
    .execute();
  return {
    templates: new Map(templates.map((t) => [t.name_key, t])),
    templatesById: new Map(templates.map((t) => [t.id, t])),
    gtins: new Map(links.map((l) => [l.gtin, l.medicine_template_id])),
  };
}

/** What each row of the import will do against the unit as it is now. */
export async function planOf(db: Db, row: ImportTable): Promise<RowPlan[]> {
  const known = await unitMedicines(db, row.site_id);
  const { rows } = tableOf(row);
  if (kindOf(row.kind) === 'medicines') return planMedicineRows(rows, mappingOf(row), known);
  const batches = await db
    .selectFrom('inventory_items')
    .selectAll()
    .where('site_id', '=', row.site_id)
    .execute();
  return planStockRows(rows, mappingOf(row), {
    ...known,
    batches: new Map(batches.map((b) => [`${b.medicine_template_id}|${b.batch_key}`, b])),
  });
}

/** Rows bringing in a narcotic's opening balance: a witness signs the commit. */
export const narcoticRows = (plans: readonly RowPlan[]) =>
  plans.filter((p) => p.outcome === 'create' && isStockPlan(p) && p.batch?.narcotic).length;
