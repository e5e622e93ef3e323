import { chunks } from '../../db/chunks.ts';
import type { Db, ImportTable } from '../../db/schema.ts';
import { kindOf, mappingOf, tableOf } from './import-records.ts';
import { planMedicineRows, type MedicineRowPlan } from './medicine-rows.ts';
import { planStaffRows, type StaffRowPlan } from './staff-rows.ts';
import { planStockRows, type StockRowPlan } from './stock-rows.ts';

export type RowPlan = MedicineRowPlan | StockRowPlan | StaffRowPlan;

/** The plan of a stock list, for the caller that writes batches. */
export const isStockPlan = (plan: RowPlan): plan is StockRowPlan => 'batch' in plan;
export const isStaffPlan = (plan: RowPlan): plan is StaffRowPlan => 'person' in plan;

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

/** The customer's units and who already has an account, for a staff list. */
async function planStaff(db: Db, row: ImportTable, mayAddManagers: boolean) {
  const sites = await db
    .selectFrom('sites')
    .select(['id', 'name'])
    .where(row.customer_id ? 'customer_id' : 'id', '=', row.customer_id ?? row.site_id)
    .where('closed_at', 'is', null)
    .execute();
  const { rows } = tableOf(row);
  const emails = rows
    .flatMap((r) => r.cells.map((c) => c.trim().toLowerCase()))
    .filter((c) => c.includes('@'));
  const people = new Map<string, string[]>();
  for (const part of chunks([...new Set(emails)])) {
    const found = await db
      .selectFrom('users as u')
      .leftJoin('user_sites as us', 'us.user_id', 'u.id')
      .select(['u.email', 'us.site_id'])
      .where('u.email', 'in', part)
      .execute();
    for (const f of found)
      people.set(f.email, [...(people.get(f.email) ?? []), ...(f.site_id ? [f.site_id] : [])]);
  }
  return planStaffRows(rows, mappingOf(row), {
    sites: new Map(sites.map((s) => [s.name.toLowerCase(), s.id])),
    siteId: row.site_id,
    people,
    mayAddManagers,
  });
}

/** What each row of the import will do against the unit as it is now. */
export async function planOf(db: Db, row: ImportTable, mayAddManagers = false): Promise<RowPlan[]> {
  if (kindOf(row.kind) === 'staff') return planStaff(db, row, mayAddManagers);
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
