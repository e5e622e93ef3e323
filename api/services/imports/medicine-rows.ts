import type { ColumnMapping, PreviewRow } from '../../../shared/schemas/imports.ts';
import {
  MedicineCreateInput,
  NARCOTIC_SCHEDULES,
  type NarcoticSchedule,
} from '../../../shared/schemas/medicine.ts';
import type { CatalogueProductTable, MedicineTemplateTable } from '../../db/schema.ts';
import { medicineKey } from '../sites/site-scope.ts';
import { fieldCell, rowValues, sameText } from './columns.ts';
import { gtinCell } from './import-values.ts';

export type MedicineRowPlan = PreviewRow & {
  /** What to create or change; null for a skipped or failed row. */
  input: MedicineCreateInput | null;
  templateId: string | null;
  gtin: string | null;
  changes: Partial<MedicineCreateInput>;
};

type Known = {
  templates: Map<string, MedicineTemplateTable>;
  /** The customer's catalogue by GTIN: a row naming a pack fills its blanks from it. */
  catalogue: Map<string, CatalogueProductTable>;
  /** GTIN (14 digits) → the template it is linked to at the unit. */
  gtins: Map<string, string>;
};

const NOT_NARCOTIC = new Set(['', '-', 'ej', 'nej', 'ingen', 'no', 'none', 'ej narkotika']);

/** 'II', '2', 'Förteckning II', 'ii' → 'II'; blank or 'Ej' → null; anything else undefined. */
export function scheduleOf(text: string): NarcoticSchedule | null | undefined {
  const plain = text
    .trim()
    .toLowerCase()
    .replace(/^förteckning\s+/, '');
  if (NOT_NARCOTIC.has(plain)) return null;
  const arabic: Record<string, NarcoticSchedule> = { '2': 'II', '3': 'III', '4': 'IV', '5': 'V' };
  return arabic[plain] ?? NARCOTIC_SCHEDULES.find((s) => s.toLowerCase() === plain);
}

/** What a catalogue product gives a medicine row that leaves the cell blank. */
const CATALOGUE_VALUES: Record<string, (p: CatalogueProductTable) => string> = {
  name: (p) => p.name,
  strength: (p) => p.strength ?? '',
  unit: (p) => p.unit,
  pack_size: (p) => p.pack_size ?? '',
  narcotic_schedule: (p) => p.narcotic_schedule ?? '',
  storage_requirements: (p) => p.storage_requirements ?? '',
  in_use_days: (p) => (p.in_use_days === null ? '' : String(p.in_use_days)),
};

const UPDATABLE = [
  ['pack_size', 'förpackning'],
  ['generic_name', 'substans'],
  ['storage_requirements', 'förvaring'],
  ['route_of_administration', 'administrering'],
  ['minimum_stock_level', 'minsta lager'],
  ['in_use_days', 'hållbarhet efter öppning'],
] as const;

/**
 * What each row of a medicine list will do at the unit: create a medicine, update the fields the
 * row gives, leave an identical one as it is, or fail with the reason and the cell. Medicines are
 * matched by name and strength (and must agree on form), never by an id.
 */
export function planMedicineRows(
  rows: readonly { line: number; cells: string[] }[],
  mapping: ColumnMapping,
  known: Known,
): MedicineRowPlan[] {
  const seen = new Map<string, number>();
  const seenGtins = new Map<string, number>();
  return rows.map(({ line, cells }) => {
    const values = rowValues(cells, mapping);
    const base = { line, values, input: null, templateId: null, gtin: null, changes: {} };
    const fail = (field: string, message: string): MedicineRowPlan => ({
      ...base,
      outcome: 'error',
      message,
      cell: fieldCell(mapping, field, line),
    });
    let gtin: string | null = null;
    if ((values.gtin ?? '') !== '') {
      gtin = gtinCell(values.gtin ?? '');
      if (!gtin)
        return fail('gtin', `GTIN ${values.gtin ?? ''} är inget giltigt GTIN (kontrollsiffran).`);
      const earlierGtin = seenGtins.get(gtin);
      if (earlierGtin !== undefined) return fail('gtin', `Samma GTIN som rad ${earlierGtin}.`);
      seenGtins.set(gtin, line);
    }
    const product = gtin ? known.catalogue.get(gtin) : undefined;
    if (gtin && !product && ((values.name ?? '') === '' || (values.unit ?? '') === ''))
      return fail(
        'gtin',
        `GTIN ${values.gtin ?? ''} finns inte i produktkatalogen: ange läkemedlets namn och beredningsform.`,
      );
    // A blank cell of a pack in the catalogue is the catalogue's value.
    const text = (field: string) => {
      const own = values[field] ?? '';
      if (own !== '' || !product || !(field in CATALOGUE_VALUES)) return own;
      return CATALOGUE_VALUES[field]?.(product) ?? '';
    };
    const schedule = scheduleOf(text('narcotic_schedule'));
    if (schedule === undefined)
      return fail(
        'narcotic_schedule',
        `Förteckningen '${text('narcotic_schedule')}' finns inte: ange II, III, IV, V eller lämna tomt.`,
      );
    if (product && (product.narcotic_schedule ?? null) !== schedule)
      return fail(
        'narcotic_schedule',
        `Katalogen anger ${product.narcotic_schedule ? `förteckning ${product.narcotic_schedule}` : 'att det inte är narkotika'} för GTIN ${values.gtin ?? ''}.`,
      );
    for (const field of ['minimum_stock_level', 'in_use_days'])
      if (text(field) !== '' && !/^\d+$/.test(text(field)))
        return fail(field, `'${text(field)}' är inget heltal.`);
    const parsed = MedicineCreateInput.safeParse({
      name: text('name'),
      strength: text('strength'),
      unit: text('unit'),
      pack_size: text('pack_size'),
      generic_name: text('generic_name'),
      storage_requirements: text('storage_requirements'),
      route_of_administration: text('route_of_administration'),
      minimum_stock_level: text('minimum_stock_level'),
      in_use_days: text('in_use_days'),
      narcotic_schedule: schedule,
      is_controlled_substance: schedule !== null,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(String(issue?.path[0] ?? 'name'), issue?.message ?? 'Raden kan inte läsas.');
    }
    const input = parsed.data;
    const key = medicineKey(input.name, input.strength);
    const earlier = seen.get(key);
    if (earlier !== undefined)
      return fail('name', `Samma läkemedel och styrka som rad ${earlier}.`);
    seen.set(key, line);

    const existing = known.templates.get(key);
    const linked = gtin ? known.gtins.get(gtin) : undefined;
    if (linked !== undefined && linked !== existing?.id)
      return fail(
        'gtin',
        `GTIN ${text('gtin')} är redan kopplat till ett annat läkemedel på enheten.`,
      );
    if (!existing) return { ...base, outcome: 'create', message: null, cell: null, input, gtin };

    if (!sameText(existing.unit, input.unit))
      return fail('unit', `Finns redan på enheten med beredningsform ${existing.unit}.`);
    if ((existing.narcotic_schedule ?? null) !== input.narcotic_schedule)
      return fail(
        'narcotic_schedule',
        'Narkotikaklassningen ändras i läkemedlets formulär, med vittne, inte genom import.',
      );
    const changes: Partial<MedicineCreateInput> = {};
    const named: string[] = [];
    for (const [field, label] of UPDATABLE) {
      if (text(field) === '') continue;
      const now = existing[field];
      const next = input[field];
      const differs =
        typeof next === 'number' || typeof now === 'number'
          ? Number(now ?? -1) !== Number(next ?? -1)
          : !sameText(now, next);
      if (!differs) continue;
      Object.assign(changes, { [field]: next });
      named.push(label);
    }
    if (gtin && linked === undefined) named.push('GTIN kopplas');
    if (named.length === 0)
      return { ...base, outcome: 'skip', message: null, cell: null, templateId: existing.id };
    return {
      ...base,
      outcome: 'update',
      message: `Ändras: ${named.join(', ')}.`,
      cell: null,
      input,
      templateId: existing.id,
      gtin: linked === undefined ? gtin : null,
      changes,
    };
  });
}
