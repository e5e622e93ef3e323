import { chunks } from '../../db/chunks.ts';
import type { CatalogueProductTable, Db, ImportTable } from '../../db/schema.ts';
import { planCatalogueRows, type CatalogueRowPlan } from './catalogue-rows.ts';
import { kindOf, mappingOf, tableOf } from './import-records.ts';
import { gtinCell } from './import-values.ts';
import { planMedicineRows, type MedicineRowPlan } from './medicine-rows.ts';
import { planStaffRows, type StaffRowPlan } from './staff-rows.ts';
import { planStockRows, type StockRowPlan } from './stock-rows.ts';

export type RowPlan = MedicineRowPlan | StockRowPlan | StaffRowPlan | CatalogueRowPlan;

/** The plan of a stock list, for the caller that writes batches. */
export const isStockPlan = (plan: RowPlan): plan is StockRowPlan => 'batch' in plan;
export const isStaffPlan = (plan: RowPlan): plan is StaffRowPlan => 'person' in plan;
export const isCataloguePlan = (plan: RowPlan): plan is CatalogueRowPlan => 'product' in plan;
export const isMedicinePlan = (plan: RowPlan): plan is MedicineRowPlan => 'changes' in plan;

/** The products of the customer's catalogue that the list's GTIN column names, by GTIN. */
async function catalogueOf(db: Db, row: ImportTable) {
  const found = new Map<string, CatalogueProductTable>();
  const column = mappingOf(row).gtin ?? null;
  if (row.customer_id === null || column === null) return found;
  const gtins = new Set(
    tableOf(row).rows.flatMap(({ cells }) => gtinCell(cells[column] ?? '') ?? []),
  );
  // A medicine list of 50 rows reads 50 products, not the region's 20,000.
  for (const part of chunks([...gtins], 1_000)) {
    const products = await db
      .selectFrom('catalogue_products')
      .selectAll()
      .where('customer_id', '=', row.customer_id)
      .where('gtin', 'in', part)
      .execute();
    for (const product of products) found.set(product.gtin, product);
  }
  return found;
}

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
  const kind = kindOf(row.kind);
  if (kind === 'staff') return planStaff(db, row, mayAddManagers);
  const { rows } = tableOf(row);
  if (kind === 'catalogue')
    return planCatalogueRows(rows, mappingOf(row), await catalogueOf(db, row));
  const known = await unitMedicines(db, row.site_id);
  if (kind === 'medicines')
    return planMedicineRows(rows, mappingOf(row), {
      ...known,
      catalogue: await catalogueOf(db, row),
    });
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
