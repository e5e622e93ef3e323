import type { ColumnMapping, ImportField, ImportKind } from '../../../shared/schemas/imports.ts';

/** A field of a kind of list, and the headings (Swedish and English) it is known by. */
type FieldDefinition = ImportField & { headings: string[] };

const MEDICINE_FIELDS: FieldDefinition[] = [
  {
    key: 'name',
    label: 'Läkemedel',
    required: true,
    required_unless: 'gtin',
    headings: [
      'läkemedel',
      'läkemedelsnamn',
      'namn',
      'produkt',
      'produktnamn',
      'handelsnamn',
      'name',
      'medicine',
      'product',
      'product name',
    ],
  },
  { key: 'strength', label: 'Styrka', required: false, headings: ['styrka', 'strength'] },
  {
    key: 'unit',
    label: 'Beredningsform',
    required: true,
    required_unless: 'gtin',
    headings: ['beredningsform', 'form', 'enhet', 'läkemedelsform', 'dosage form', 'unit'],
  },
  {
    key: 'pack_size',
    label: 'Förpackning',
    required: false,
    headings: ['förpackning', 'förpackningsstorlek', 'storlek', 'pack size', 'pack', 'package'],
  },
  {
    key: 'gtin',
    label: 'GTIN',
    required: false,
    headings: ['gtin', 'ean', 'streckkod', 'barcode'],
  },
  {
    key: 'generic_name',
    label: 'Substans',
    required: false,
    headings: ['substans', 'generiskt namn', 'aktiv substans', 'generic name', 'substance'],
  },
  {
    key: 'narcotic_schedule',
    label: 'Narkotikaförteckning',
    required: false,
    headings: [
      'narkotikaförteckning',
      'förteckning',
      'narkotikaklass',
      'narkotika',
      'schedule',
      'narcotic schedule',
    ],
  },
  {
    key: 'minimum_stock_level',
    label: 'Minsta lager',
    required: false,
    headings: ['minsta lager', 'min lager', 'min. lager', 'minimum', 'min', 'minimum stock'],
  },
  {
    key: 'storage_requirements',
    label: 'Förvaring',
    required: false,
    headings: ['förvaring', 'förvaringsanvisning', 'storage'],
  },
  {
    key: 'in_use_days',
    label: 'Hållbarhet efter öppning (dagar)',
    required: false,
    headings: [
      'hållbarhet efter öppning',
      'hållbarhet efter öppning (dagar)',
      'brytdatum dagar',
      'in-use days',
      'in use days',
    ],
  },
  {
    key: 'route_of_administration',
    label: 'Administrering',
    required: false,
    headings: [
      'administrering',
      'administreringssätt',
      'administrationsväg',
      'route',
      'route of administration',
    ],
  },
];

const field = (key: string): FieldDefinition => {
  const found = MEDICINE_FIELDS.find((f) => f.key === key);
  if (!found) throw new Error(`No medicine field ${key}`);
  return found;
};

/** A stock row names its medicine as the medicine list does, or by its pack's GTIN. */
const STOCK_FIELDS: FieldDefinition[] = [
  field('name'),
  field('strength'),
  { ...field('unit'), required: false },
  field('gtin'),
  {
    key: 'batch',
    label: 'Batch',
    required: true,
    headings: ['batch', 'batchnummer', 'batchnr', 'lot', 'lotnummer', 'batch number', 'lot number'],
  },
  {
    key: 'expiry',
    label: 'Utgångsdatum',
    required: true,
    headings: [
      'utgångsdatum',
      'utgång',
      'utgår',
      'hållbar till',
      'bäst före',
      'expiry',
      'expiry date',
      'expiration date',
      'exp',
    ],
  },
  {
    key: 'quantity',
    label: 'Antal',
    required: true,
    headings: ['antal', 'kvantitet', 'saldo', 'mängd', 'quantity', 'qty', 'count'],
  },
  {
    key: 'location',
    label: 'Plats',
    required: false,
    headings: ['plats', 'lagerplats', 'förvaringsplats', 'placering', 'location', 'shelf'],
  },
];

const STAFF_FIELDS: FieldDefinition[] = [
  {
    key: 'first_name',
    label: 'Förnamn',
    required: true,
    headings: ['förnamn', 'first name', 'firstname', 'given name'],
  },
  {
    key: 'last_name',
    label: 'Efternamn',
    required: true,
    headings: ['efternamn', 'last name', 'lastname', 'surname', 'family name'],
  },
  {
    key: 'email',
    label: 'E-post',
    required: true,
    headings: ['e-post', 'epost', 'e-postadress', 'mejl', 'mail', 'email', 'e-mail'],
  },
  { key: 'role', label: 'Roll', required: false, headings: ['roll', 'behörighet', 'role'] },
  {
    key: 'registered_nurse',
    label: 'Legitimerad sjuksköterska',
    required: false,
    headings: [
      'legitimerad sjuksköterska',
      'leg sjuksköterska',
      'leg. ssk',
      'sjuksköterska',
      'registered nurse',
    ],
  },
  {
    key: 'sites',
    label: 'Enheter',
    required: false,
    headings: ['enheter', 'enhet', 'arbetsplats', 'sites', 'units', 'unit'],
  },
];

/** A region's assortment as the hospital pharmacy lists it: a product per GTIN. */
const CATALOGUE_FIELDS: FieldDefinition[] = [
  { ...field('gtin'), required: true, headings: [...field('gtin').headings, 'varunummer gtin'] },
  field('name'),
  field('strength'),
  field('unit'),
  field('pack_size'),
  {
    key: 'atc_code',
    label: 'ATC-kod',
    required: false,
    headings: ['atc-kod', 'atc kod', 'atc', 'atc code'],
  },
  field('narcotic_schedule'),
  field('storage_requirements'),
  field('in_use_days'),
];

const FIELDS: Record<ImportKind, FieldDefinition[]> = {
  medicines: MEDICINE_FIELDS,
  stock: STOCK_FIELDS,
  staff: STAFF_FIELDS,
  catalogue: CATALOGUE_FIELDS,
};

export const fieldsOf = (kind: ImportKind): ImportField[] =>
  FIELDS[kind].map(({ key, label, required, required_unless }) =>
    required_unless ? { key, label, required, required_unless } : { key, label, required },
  );

/** 'Min. lager ' and 'min lager' are the same heading: case, dots and spacing aside. */
const headingKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[._:*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The column each field is most likely in, from the file's headings; null where none fits. */
export function proposeMapping(kind: ImportKind, headers: readonly string[]): ColumnMapping {
  const keys = headers.map(headingKey);
  const taken = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const field of FIELDS[kind]) {
    const wanted = field.headings.map(headingKey);
    const index = keys.findIndex((key, i) => !taken.has(i) && wanted.includes(key));
    mapping[field.key] = index === -1 ? null : index;
    if (index !== -1) taken.add(index);
  }
  return mapping;
}

/** A saved mapping (field → heading) laid on this file's headings; null if it does not fit. */
export function savedMapping(
  kind: ImportKind,
  saved: Record<string, string>,
  headers: readonly string[],
): ColumnMapping | null {
  const keys = headers.map(headingKey);
  const mapping: ColumnMapping = {};
  for (const field of FIELDS[kind]) {
    const heading = saved[field.key];
    const index = heading === undefined ? -1 : keys.indexOf(headingKey(heading));
    if (heading !== undefined && index === -1) return null;
    mapping[field.key] = index === -1 ? null : index;
  }
  return mapping;
}

/** The mapping as headings, to keep for the customer's next file. */
export const mappingAsHeadings = (mapping: ColumnMapping, headers: readonly string[]) =>
  Object.fromEntries(
    Object.entries(mapping).flatMap(([field, index]) =>
      index === null ? [] : [[field, headers[index] ?? '']],
    ),
  );

/** A spreadsheet's name of a cell: column C of line 5 is 'C5'. */
export function cellName(column: number, line: number): string {
  let name = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return `${name}${line}`;
}

/** A row's values by field, as the mapping reads them from its cells. */
export function rowValues(
  cells: readonly string[],
  mapping: ColumnMapping,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, column] of Object.entries(mapping))
    if (column !== null) values[field] = (cells[column] ?? '').trim();
  return values;
}

/** The cell a field of a row is read from ('C5'), or null when the field has no column. */
export function fieldCell(mapping: ColumnMapping, field: string, line: number): string | null {
  const column = mapping[field];
  return column === null || column === undefined ? null : cellName(column, line);
}

/** Case and spacing at the ends do not make a different form or field value. */
export const sameText = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
