import { CatalogueProductInput } from '../../../shared/schemas/catalogue.ts';
import type { ColumnMapping, PreviewRow } from '../../../shared/schemas/imports.ts';
import type { CatalogueProductTable } from '../../db/schema.ts';
import { fieldCell, rowValues, sameText } from './columns.ts';
import { gtinCell } from './import-values.ts';
import { scheduleOf } from './medicine-rows.ts';

export type CatalogueRowPlan = PreviewRow & {
  /** The product as the row gives it; null for a failed row. */
  product: (CatalogueProductInput & { gtin: string }) | null;
};

const COMPARED = [
  ['name', 'namn'],
  ['strength', 'styrka'],
  ['unit', 'beredningsform'],
  ['pack_size', 'förpackning'],
  ['atc_code', 'ATC-kod'],
  ['narcotic_schedule', 'förteckning'],
  ['storage_requirements', 'förvaring'],
  ['in_use_days', 'hållbarhet efter öppning'],
] as const;

/** The fields of a stored product the row gives otherwise, named for the preview. */
function changedFields(stored: CatalogueProductTable, row: CatalogueProductInput): string[] {
  return COMPARED.flatMap(([field, label]) => {
    const now = stored[field];
    const next = row[field];
    const differs =
      typeof now === 'number' || typeof next === 'number'
        ? (now ?? null) !== (next ?? null)
        : !sameText(now, next) || (field === 'name' && now !== next);
    return differs ? [label] : [];
  });
}

/**
 * What each row of a region's catalogue does to the customer's: add a product, change the one
 * with its GTIN, leave an identical one, or fail with the reason and the cell. The GTIN is the
 * product's identity; a list naming it twice fails on the second row.
 */
export function planCatalogueRows(
  rows: readonly { line: number; cells: string[] }[],
  mapping: ColumnMapping,
  stored: Map<string, CatalogueProductTable>,
): CatalogueRowPlan[] {
  const seen = new Map<string, number>();
  return rows.map(({ line, cells }) => {
    const values = rowValues(cells, mapping);
    const text = (field: string) => values[field] ?? '';
    const fail = (field: string, message: string): CatalogueRowPlan => ({
      line,
      values,
      outcome: 'error',
      message,
      cell: fieldCell(mapping, field, line),
      product: null,
    });
    if (text('gtin') === '')
      return fail('gtin', 'GTIN saknas: katalogens produkter känns igen på det.');
    const gtin = gtinCell(text('gtin'));
    if (!gtin) return fail('gtin', `GTIN ${text('gtin')} är inget giltigt GTIN (kontrollsiffran).`);
    const earlier = seen.get(gtin);
    if (earlier !== undefined) return fail('gtin', `Samma GTIN som rad ${earlier}.`);
    seen.set(gtin, line);
    const schedule = scheduleOf(text('narcotic_schedule'));
    if (schedule === undefined)
      return fail(
        'narcotic_schedule',
        `Förteckningen '${text('narcotic_schedule')}' finns inte: ange II, III, IV, V eller lämna tomt.`,
      );
    if (text('in_use_days') !== '' && !/^\d+$/.test(text('in_use_days')))
      return fail('in_use_days', `'${text('in_use_days')}' är inget heltal.`);
    const parsed = CatalogueProductInput.safeParse({
      name: text('name'),
      strength: text('strength'),
      unit: text('unit'),
      pack_size: text('pack_size'),
      atc_code: text('atc_code'),
      narcotic_schedule: schedule,
      storage_requirements: text('storage_requirements'),
      in_use_days: text('in_use_days'),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(String(issue?.path[0] ?? 'name'), issue?.message ?? 'Raden kan inte läsas.');
    }
    const product = { ...parsed.data, gtin };
    const before = stored.get(gtin);
    if (!before) return { line, values, outcome: 'create', message: null, cell: null, product };
    const changed = changedFields(before, parsed.data);
    if (changed.length === 0)
      return { line, values, outcome: 'skip', message: null, cell: null, product: null };
    return {
      line,
      values,
      outcome: 'update',
      message: `Ändras: ${changed.join(', ')}.`,
      cell: null,
      product,
    };
  });
}
