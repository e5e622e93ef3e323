/** Refusals and field messages of imported lists: the file, its mapping, its rows. */
export const IMPORT_REFUSALS: Record<string, string> = {
  'Filen är för stor (högst {MEGABYTES} MB).': 'The file is too large (at most {MEGABYTES} MB).',
  'Välj en fil att läsa in.': 'Choose a file to import.',
  'Importen är redan genomförd eller pågår.': 'The import is already done or under way.',
  'Raden kunde inte sparas.': 'The row could not be saved.',
  'Importen hittades inte.': 'Import not found.',
  'Enheten är stängd; inget kan importeras dit.':
    'The unit is closed; nothing can be imported there.',
  'Välj kolumnen för {label}: den krävs.': 'Choose the column for {label}: it is required.',
  'Filen har ingen kolumn {0} för {label}.': 'The file has no column {0} for {label}.',
  'Kolumn {0} är redan vald för {1}.': 'Column {0} is already chosen for {1}.',
  'Importen är redan genomförd. Ladda upp filen igen för en ny.':
    'The import is already done. Upload the file again for a new one.',
  'Ändras: {0}.': 'Changes: {0}.',
  'Filen har {rows} rader; högst {MAX_IMPORT_ROWS} rader läses in åt gången. Dela upp den.':
    'The file has {rows} rows; at most {MAX_IMPORT_ROWS} rows are read at a time. Split it.',
  'Filen kunde inte läsas som Excel-arbetsbok (.xlsx). Spara den på nytt.':
    'The file could not be read as an Excel workbook (.xlsx). Save it again.',
  'Arbetsboken har inget synligt blad med innehåll.':
    'The workbook has no visible sheet with content.',
  'CSV-filen är inte UTF-8. Spara den som "CSV UTF-8" i Excel.':
    'The CSV file is not UTF-8. Save it as "CSV UTF-8" in Excel.',
  'Filen är inte ett kalkylark (.xlsx eller .csv).':
    'The file is not a spreadsheet (.xlsx or .csv).',
  'CSV-filen kan inte läsas på rad {line}: kontrollera citattecknen.':
    'The CSV file cannot be read at line {line}: check the quotation marks.',
  'Filen är tom.': 'The file is empty.',
  'Filen har rubriker men inga rader.': 'The file has headings but no rows.',
  'Filen är i det gamla Excel-formatet (.xls). Spara den som .xlsx eller CSV.':
    'The file is in the old Excel format (.xls). Save it as .xlsx or CSV.',
  'Filen blir för stor uppackad för att vara ett kalkylark. Ingenting lästes in.':
    'The file unpacks too large to be a spreadsheet. Nothing was read.',
  'Filen är inte en giltig .xlsx-fil. Spara den på nytt som Excel-arbetsbok (.xlsx).':
    'The file is not a valid .xlsx file. Save it again as an Excel workbook (.xlsx).',
  'Spara måste vara sant eller falskt': 'Save must be true or false',
  'Sidan måste vara ett tal': 'The page must be a number',
  'Välj create, update, skip eller error': 'Choose create, update, skip or error',
  'Välj vad listan innehåller': 'Choose what the list contains',
  "Förteckningen '{0}' finns inte: ange II, III, IV, V eller lämna tomt.":
    "Schedule '{0}' does not exist: give II, III, IV, V or leave it empty.",
  "'{0}' är inget heltal.": "'{0}' is not a whole number.",
  'GTIN {0} är inget giltigt GTIN (kontrollsiffran).':
    'GTIN {0} is not a valid GTIN (the check digit).',
  'Samma GTIN som rad {earlierGtin}.': 'The same GTIN as row {earlierGtin}.',
  'Samma läkemedel och styrka som rad {earlier}.':
    'The same medicine and strength as row {earlier}.',
  'GTIN {0} är redan kopplat till ett annat läkemedel på enheten.':
    'GTIN {0} is already linked to another medicine at the unit.',
  'Finns redan på enheten med beredningsform {unit}.':
    'Already kept at the unit with the form {unit}.',
  'Narkotikaklassningen ändras i läkemedlets formulär, med vittne, inte genom import.':
    "The narcotic classification is changed in the medicine's form, with a witness, not by import.",
  'Raden kan inte läsas.': 'The row cannot be read.',
  'Batchen kom till under tiden; den lämnades.':
    'The batch was added meanwhile; it was left as it is.',
  'Narkotika: ingående saldo med vittne.': 'Narcotic: opening balance with a witness.',
  'Listan har narkotika: ett vittne signerar de ingående saldona.':
    'The list has narcotics: a witness signs the opening balances.',
  'Läkemedel saknas.': 'Medicine missing.',
  'Batchnummer saknas.': 'Batch number missing.',
  'Batchnumret får vara max 50 tecken.': 'The batch number may be at most 50 characters.',
  'Antalet kan inte vara negativt.': 'The quantity cannot be negative.',
  'Hållbarhet efter öppning (dagar)': 'Shelf life after opening (days)',
  'En API-token importerar lager, inte läkemedelslistor.':
    'An API token imports stock, not medicine lists.',
  // The template to fill in: its help sheet and the checks Excel makes.
  'Antal i lager, ett heltal från 0.': 'Quantity in stock, a whole number from 0.',
  'Antalet är ett heltal från 0.': 'The quantity is a whole number from 0.',
  'Batchnummer (lot) som på förpackningen.': 'Batch number (lot) as on the pack.',
  'Beredningsform: tablett, kapsel, injektionsvätska …':
    'Form: tablet, capsule, solution for injection …',
  'Dagar förpackningen håller efter öppning (1–365).': 'Days the pack keeps once opened (1–365).',
  'Förpackningens GTIN (8–14 siffror med kontrollsiffra).':
    "The pack's GTIN (8–14 digits with the check digit).",
  'Hållbarheten efter öppning är 1–365 dagar.': 'The shelf life after opening is 1–365 days.',
  'Läkemedlets namn som på förpackningen.': "The medicine's name as on the pack.",
  'Minsta lager är ett heltal från 0.': 'The minimum stock is a whole number from 0.',
  'Minsta lager; en varning när det går under.':
    'Minimum stock; a warning when stock falls below it.',
  'Narkotikaförteckning II, III, IV eller V; tomt för läkemedel som inte är narkotika.':
    'Narcotic schedule II, III, IV or V; empty for a medicine that is no narcotic.',
  'Styrka; tillsammans med namnet känns läkemedlet igen.':
    'Strength; with the name, it identifies the medicine.',
  'Utgångsdatum: ÅÅÅÅ-MM-DD, DD/MM/ÅÅÅÅ eller ÅÅÅÅ-MM (månadens sista dag).':
    "Expiry date: YYYY-MM-DD, DD/MM/YYYY or YYYY-MM (the month's last day).",
  'Välj II, III, IV eller V, eller lämna tomt.': 'Choose II, III, IV or V, or leave it empty.',
  'Användare eller Enhetsadmin; tomt betyder Användare.': 'User or unit manager; empty means user.',
  'Ja för legitimerad sjuksköterska (får delegera).': 'Yes for a registered nurse (may delegate).',
  'Enheternas namn, åtskilda med komma; tomt betyder enheten du importerar till.':
    'The units by name, separated by commas; empty means the unit you import to.',
  'Förnamn saknas.': 'First name missing.',
  'Förnamnet får vara max 100 tecken.': 'The first name may be at most 100 characters.',
  'Efternamn saknas.': 'Last name missing.',
  'Efternamnet får vara max 100 tecken.': 'The last name may be at most 100 characters.',
  'GTIN {gtinAsked} är inget giltigt GTIN (kontrollsiffran).':
    'GTIN {gtinAsked} is not a valid GTIN (the check digit).',
  'GTIN {gtin} finns inte i katalogen.': 'GTIN {gtin} is not in the catalogue.',
  'Förpackningens GTIN (8–14 siffror med kontrollsiffra); i katalogen krävs det.':
    "The pack's GTIN (8–14 digits with the check digit); required in the catalogue.",
  'ATC-kod på valfri nivå, t.ex. N02BE01.': 'ATC code at any level, e.g. N02BE01.',
  'Produktkatalogen gäller kundens alla enheter och importeras av en admin.':
    "The product catalogue applies to all the customer's units and is imported by an admin.",
  'Enheten hör inte till någon kund; en produktkatalog hör till kunden.':
    'The unit belongs to no customer; a product catalogue belongs to the customer.',
  'ATC-koden ska se ut som N02BE01 (bokstav, två siffror, två bokstäver, två siffror).':
    'The ATC code should look like N02BE01 (letter, two digits, two letters, two digits).',
  'Sökningen får vara max 100 tecken': 'The search may be at most 100 characters',
  'GTIN {0} finns inte i produktkatalogen: ange läkemedlets namn och beredningsform.':
    "GTIN {0} is not in the product catalogue: give the medicine's name and dosage form.",
  'Katalogen anger {0} för GTIN {1}.': 'The catalogue gives {0} for GTIN {1}.',
};
