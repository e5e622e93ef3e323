/**
 * Words put into a refusal's placeholders: unit types, durations and the field names the shared
 * schemas name in their messages ('{label} måste vara text'). Data (names, batch numbers) stays.
 */
export const ENGLISH_WORDS: Record<string, string> = {
  styck: 'pcs',
  paket: 'packs',
  minut: 'minute',
  minuter: 'minutes',
  dag: 'day',
  dagar: 'days',
  'Antal rader': 'Number of rows',
  'Aktuell temperatur': 'Current temperature',
  'Lägsta temperatur': 'Lowest temperature',
  'Högsta temperatur': 'Highest temperature',
  'Uttag limit': 'Withdrawal limit',
  'Tillägg limit': 'Addition limit',
  Plats: 'Location',
  Anteckning: 'Note',
  Förvaringsplats: 'Storage location',
  Adress: 'Address',
  Telefon: 'Phone',
  Anledning: 'Reason',
  Åtgärd: 'Action',
  Styrka: 'Strength',
  Beredningsform: 'Pharmaceutical form',
  Förpackningsstorlek: 'Pack size',
  Orsak: 'Reason',
  'Följesedel/rekvisition': 'Delivery note/requisition',
  Faktureringsadress: 'Billing address',
  Mobilnummer: 'Mobile number',
  Beskrivning: 'Description',
  Kassationsmetod: 'Disposal method',
  Varningsdagar: 'Warning days',
  'Kritiska varningsdagar': 'Critical warning days',
  'Dagar mellan kontrollräkningar': 'Days between control counts',
  'Gemensam anteckning': 'Shared note',
  'Generiskt namn': 'Generic name',
  Administrering: 'Administration',
  Förvaring: 'Storage',
  Förpackning: 'Package',
  'batcher som går ut': 'batches that expire',
  'lågt lager': 'low stock',
  'öppna varningar': 'open warnings',
  indragningar: 'recalls',
  uttag: 'withdrawal',
  påfyllning: 'refill',
  'på den här enheten': 'at this unit',
  'från den publika QR-sidan': 'from the public QR page',
  'från skanningsskärmen': 'from the scan screen',
  'från glukagonsidan': 'from the glucagon page',
  'när anropet inte anger source (scan_screen ger enhetens gräns)':
    "when the call gives no source (scan_screen gives the unit's limit)",
};

/** Parts of refusals made by a shared helper and put into another refusal's placeholder. */
export const REFUSAL_PARTS: Record<string, string> = {
  'Inte tillräckligt med lager': 'Not enough stock',
  // shared/scan-limits.ts: scanLimitText
  'Högst {max} {unit} per {action} {where}': 'At most {max} {unit} per {action} {where}',
  '{reserved} {unit} väntar på destruktion': '{reserved} {unit} await destruction',
  ', varav {reserved} {unit} väntar på destruktion':
    ', of which {reserved} {unit} await destruction',
};

/** Words inside a value that runs into the next one ('{product_name}{recallClass}'). */
export const INLINE_WORDS: [RegExp, string][] = [[/ \(klass (I{1,3})\)/g, ' (class $1)']];
