import ExcelJS from 'exceljs';
import type { ImportKind } from '../../../shared/schemas/imports.ts';
import { fieldsOf } from './columns.ts';

/** One example row per kind, and what each field takes, for the list a unit fills in. */
const GUIDE: Record<string, { example: string | number; help: string }> = {
  name: { example: 'Alvedon', help: 'Läkemedlets namn som på förpackningen.' },
  strength: { example: '500 mg', help: 'Styrka; tillsammans med namnet känns läkemedlet igen.' },
  unit: { example: 'tablett', help: 'Beredningsform: tablett, kapsel, injektionsvätska …' },
  pack_size: { example: '100 st', help: 'Förpackningsstorlek.' },
  gtin: {
    example: '07350000000016',
    help: 'Förpackningens GTIN (8–14 siffror med kontrollsiffra); i katalogen krävs det.',
  },
  atc_code: { example: 'N02BE01', help: 'ATC-kod på valfri nivå, t.ex. N02BE01.' },
  generic_name: { example: 'paracetamol', help: 'Aktiv substans.' },
  narcotic_schedule: {
    example: '',
    help: 'Narkotikaförteckning II, III, IV eller V; tomt för läkemedel som inte är narkotika.',
  },
  minimum_stock_level: { example: 10, help: 'Minsta lager; en varning när det går under.' },
  storage_requirements: { example: 'Rumstemperatur', help: 'Förvaringsanvisning.' },
  in_use_days: { example: '', help: 'Dagar förpackningen håller efter öppning (1–365).' },
  route_of_administration: { example: 'Oralt', help: 'Hur läkemedlet ges.' },
  batch: { example: 'AB1234', help: 'Batchnummer (lot) som på förpackningen.' },
  expiry: {
    example: '2027-03-31',
    help: 'Utgångsdatum: ÅÅÅÅ-MM-DD, DD/MM/ÅÅÅÅ eller ÅÅÅÅ-MM (månadens sista dag).',
  },
  quantity: { example: 24, help: 'Antal i lager, ett heltal från 0.' },
  location: { example: 'Medicinskåp 1', help: 'Var batchen förvaras.' },
  first_name: { example: 'Anna', help: 'Förnamn.' },
  last_name: { example: 'Andersson', help: 'Efternamn.' },
  email: {
    example: 'anna.andersson@exempel.se',
    help: 'E-postadress; den loggar personen in med.',
  },
  role: { example: 'Användare', help: 'Användare eller Enhetsadmin; tomt betyder Användare.' },
  registered_nurse: { example: 'Nej', help: 'Ja för legitimerad sjuksköterska (får delegera).' },
  sites: {
    example: '',
    help: 'Enheternas namn, åtskilda med komma; tomt betyder enheten du importerar till.',
  },
};

const CHECKED_ROWS = 1_000;

/** The checks Excel makes as a field's cells are typed. */
const CHECKS: Record<string, ExcelJS.DataValidation> = {
  narcotic_schedule: {
    type: 'list',
    allowBlank: true,
    formulae: ['"II,III,IV,V"'],
    showErrorMessage: true,
    error: 'Välj II, III, IV eller V, eller lämna tomt.',
  },
  quantity: {
    type: 'whole',
    operator: 'between',
    allowBlank: false,
    formulae: [0, 100000],
    showErrorMessage: true,
    error: 'Antalet är ett heltal från 0.',
  },
  minimum_stock_level: {
    type: 'whole',
    operator: 'between',
    allowBlank: true,
    formulae: [0, 100000],
    showErrorMessage: true,
    error: 'Minsta lager är ett heltal från 0.',
  },
  in_use_days: {
    type: 'whole',
    operator: 'between',
    allowBlank: true,
    formulae: [1, 365],
    showErrorMessage: true,
    error: 'Hållbarheten efter öppning är 1–365 dagar.',
  },
};

const FILE_NAMES: Record<ImportKind, string> = {
  medicines: 'mall-lakemedelslista.xlsx',
  stock: 'mall-lager.xlsx',
  staff: 'mall-personal.xlsx',
  catalogue: 'mall-produktkatalog.xlsx',
};

/**
 * A workbook to fill in: the kind's headings (which the import proposes by itself), one example
 * row, checks Excel makes as the list is typed (a schedule from its list, whole counts, dates),
 * and a help sheet saying what each column takes.
 */
export async function fillInTemplate(
  kind: ImportKind,
): Promise<{ body: Buffer; filename: string; contentType: string }> {
  const fields = fieldsOf(kind);
  const book = new ExcelJS.Workbook();
  const list = book.addWorksheet('Lista');
  list.addRow(fields.map((f) => f.label)).font = { bold: true };
  list.addRow(fields.map((f) => GUIDE[f.key]?.example ?? ''));
  list.columns.forEach((column) => (column.width = 20));
  fields.forEach((field, i) => {
    const check = CHECKS[field.key];
    if (!check) return;
    // The first thousand rows are checked as they are typed; a longer list is checked on import.
    for (let line = 2; line <= CHECKED_ROWS + 1; line++)
      list.getCell(line, i + 1).dataValidation = check;
  });
  const help = book.addWorksheet('Hjälp');
  help.addRow(['Kolumn', 'Krävs', 'Vad den tar']).font = { bold: true };
  for (const field of fields)
    help.addRow([field.label, field.required ? 'Ja' : 'Nej', GUIDE[field.key]?.help ?? '']);
  help.addRow([]);
  help.addRow([
    'Första raden är rubriker. Högst 20 000 rader. Spara som .xlsx eller CSV UTF-8. Ta bort exempelraden.',
  ]);
  help.getColumn(1).width = 34;
  help.getColumn(3).width = 80;
  return {
    body: Buffer.from(await book.xlsx.writeBuffer()),
    filename: FILE_NAMES[kind],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
