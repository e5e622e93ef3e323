import type { ColumnMapping, PreviewRow } from '../../../shared/schemas/imports.ts';
import { MAX_ITEM_QUANTITY } from '../../../shared/schemas/inventory.ts';
import type { InventoryItemTable, MedicineTemplateTable } from '../../db/schema.ts';
import { batchKey, medicineKey } from '../sites/site-scope.ts';
import { fieldCell, rowValues, sameText } from './columns.ts';
import { expiryDay, gtinCell, wholeCount } from './import-values.ts';

export type StockRowPlan = PreviewRow & {
  /** The batch to bring in; null for a skipped or failed row. */
  batch: {
    templateId: string;
    batchNumber: string;
    expiry: string;
    quantity: number;
    location: string | null;
    narcotic: boolean;
  } | null;
};

type Known = {
  /** name_key → the unit's medicine. */
  templates: Map<string, MedicineTemplateTable>;
  /** GTIN (14 digits) → the unit's medicine id. */
  gtins: Map<string, string>;
  templatesById: Map<string, MedicineTemplateTable>;
  /** `${templateId}|${batch_key}` → the unit's batch. */
  batches: Map<string, InventoryItemTable>;
};

/**
 * What each row of a stock list does at the unit: bring a batch in with its opening balance,
 * leave one that is there with the same expiry and quantity, or fail with the reason and cell.
 * A batch already there with another quantity is never overwritten: counted stock is changed in
 * the stock list, where the change is explained.
 */
export function planStockRows(
  rows: readonly { line: number; cells: string[] }[],
  mapping: ColumnMapping,
  known: Known,
): StockRowPlan[] {
  const seen = new Map<string, { line: number; expiry: string }>();
  return rows.map(({ line, cells }) => {
    const values = rowValues(cells, mapping);
    const text = (field: string) => values[field] ?? '';
    const fail = (field: string, message: string): StockRowPlan => ({
      line,
      values,
      outcome: 'error',
      message,
      cell: fieldCell(mapping, field, line),
      batch: null,
    });

    let template: MedicineTemplateTable | undefined;
    if (text('gtin') !== '') {
      const gtin = gtinCell(text('gtin'));
      if (!gtin)
        return fail('gtin', `GTIN ${text('gtin')} är inget giltigt GTIN (kontrollsiffran).`);
      const id = known.gtins.get(gtin);
      template = id ? known.templatesById.get(id) : undefined;
      if (!template)
        return fail(
          'gtin',
          `GTIN ${text('gtin')} är inte kopplat till något läkemedel på enheten.`,
        );
    } else {
      if (text('name') === '') return fail('name', 'Läkemedel saknas.');
      template = known.templates.get(medicineKey(text('name'), text('strength') || null));
      if (!template)
        return fail(
          'name',
          `${[text('name'), text('strength')].filter(Boolean).join(' ')} finns inte på enheten. Importera läkemedelslistan först.`,
        );
    }
    if (text('unit') !== '' && !sameText(template.unit, text('unit')))
      return fail('unit', `Läkemedlet har beredningsform ${template.unit} på enheten.`);
    const batchNumber = text('batch');
    if (batchNumber === '') return fail('batch', 'Batchnummer saknas.');
    if (batchNumber.length > 50) return fail('batch', 'Batchnumret får vara max 50 tecken.');
    const expiry = expiryDay(text('expiry'));
    if (!expiry)
      return fail(
        'expiry',
        `Utgångsdatumet '${text('expiry')}' kan inte läsas (ÅÅÅÅ-MM-DD, DD/MM/ÅÅÅÅ eller ÅÅÅÅ-MM).`,
      );
    if (text('quantity').trim().startsWith('-'))
      return fail('quantity', 'Antalet kan inte vara negativt.');
    const quantity = wholeCount(text('quantity'));
    if (quantity === null)
      return fail('quantity', `Antalet '${text('quantity')}' är inget heltal.`);
    if (quantity > MAX_ITEM_QUANTITY)
      return fail('quantity', `Antalet får vara högst ${MAX_ITEM_QUANTITY}.`);
    const key = `${template.id}|${batchKey(batchNumber)}`;
    const earlier = seen.get(key);
    if (earlier)
      return fail(
        earlier.expiry === expiry ? 'batch' : 'expiry',
        earlier.expiry === expiry
          ? `Samma batch som rad ${earlier.line}: slå ihop raderna.`
          : `Samma batch som rad ${earlier.line} men med utgångsdatum ${earlier.expiry}.`,
      );
    seen.set(key, { line, expiry });
    const existing = known.batches.get(key);
    if (existing) {
      if (existing.expiry_date !== expiry)
        return fail('expiry', `Batchen finns redan med utgångsdatum ${existing.expiry_date}.`);
      if (existing.quantity !== quantity)
        return fail(
          'quantity',
          `Batchen finns redan med ${existing.quantity} i lager. Ändra antalet i lagret, där ändringen förklaras.`,
        );
      return { line, values, outcome: 'skip', message: null, cell: null, batch: null };
    }
    return {
      line,
      values,
      outcome: 'create',
      message:
        template.is_controlled_substance === 1 ? 'Narkotika: ingående saldo med vittne.' : null,
      cell: null,
      batch: {
        templateId: template.id,
        batchNumber,
        expiry,
        quantity,
        location: text('location') || null,
        narcotic: template.is_controlled_substance === 1,
      },
    };
  });
}
