/** Refusals about stock: batches, medicines, disposals, scans, transfers and stock-takes. Swedish as thrown, English as answered. */
export const STOCK_REFUSALS: Record<string, string> = {
  'Lagerartikeln hittades inte.': 'Stock item not found.',
  'Läkemedlet hittades inte på enheten.': 'The medicine was not found at the unit.',
  'Batchnumret finns redan för detta läkemedel. Använd ett annat batchnummer.':
    'The batch number already exists for this medicine. Use another batch number.',
  'Antalet för narkotikaklassade läkemedel ändras genom uttag, kontrollräkning eller kassation, inte genom redigering.':
    'The quantity of a controlled medicine changes through withdrawal, control count or disposal, not by editing.',
  'Ange varför antalet ändras': 'Give the reason the quantity changes',
  'Batch {batch_number} finns redan med utgångsdatum {expiry_date}. Kontrollera förpackningen.':
    'Batch {batch_number} already exists with expiry date {expiry_date}. Check the package.',
  'Batchen ändrades av någon annan samtidigt. Ingenting sparades; läs in den och försök igen.':
    'The batch was changed by someone else at the same time. Nothing was saved; reload it and try again.',
  'Rad {0}: {detail}': 'Row {0}: {detail}',
  'Kassationen är avbruten och har därför inget kassationsintyg.':
    'The disposal is cancelled and therefore has no disposal certificate.',
  'Inget kassationsintyg har skapats för kassationen ännu. Skapa intyget först.':
    'No disposal certificate has been created for the disposal yet. Create the certificate first.',
  'Från-datum måste vara samma dag som eller före till-datum.':
    'The from date must be the same day as or before the to date.',
  'Från-datum kan inte vara i framtiden.': 'The from date cannot be in the future.',
  'Perioden kan vara högst {MAX_YEARS_BACK} år.':
    'The period can be at most {MAX_YEARS_BACK} years.',
  'Kassationen hittades inte.': 'Disposal not found.',
  'Inte tillräckligt med lager: batch {batch_number} har {quantity} {unit_type} kvar{pending}.':
    'Not enough stock: batch {batch_number} has {quantity} {unit_type} left{pending}.',
  'Kassationen är redan återställd.': 'The disposal is already restored.',
  'Kassationen är återställd och kan inte ändras.':
    'The disposal is restored and cannot be changed.',
  'Kassationen kan inte ändras i sitt nuvarande läge.':
    'The disposal cannot be changed in its current state.',
  'Kassationen har ändrats av någon annan. Ladda om och försök igen.':
    'The disposal was changed by someone else. Reload and try again.',
  'Du har inte behörighet att se rapporter': 'You are not allowed to see reports',
  '{medicine_name} finns inte längre i enhetens läkemedelslista. Lägg upp läkemedlet igen och registrera batchen i lagret.':
    "{medicine_name} is no longer in the unit's medicine list. Add the medicine again and register the batch in stock.",
  'Batchen som kassationen gäller finns inte längre i lagret.':
    'The batch the disposal concerns is no longer in stock.',
  'Kassationsdatum kan inte vara i framtiden.': 'The disposal date cannot be in the future.',
  'Kassationsdatum kan inte vara före kassationen initierades ({started}).':
    'The disposal date cannot be before the disposal was initiated ({started}).',
  'Narkotikaklassade läkemedel måste godkännas av en annan person än den som initierade kassationen.':
    'Controlled medicines must be approved by someone other than the person who initiated the disposal.',
  'Du kan bara avbryta kassationer som du själv har initierat.':
    'You can only cancel disposals you initiated yourself.',
  'En godkänd kassation kan bara avbrytas av enhetsadmin.':
    'An approved disposal can only be cancelled by a unit admin.',
  'Läkemedlet hittades inte.': 'Medicine not found.',
  'Det finns redan ett läkemedel {label} på enheten.':
    'There is already a medicine {label} at the unit.',
  'Läkemedlet ändrades av någon annan samtidigt. Ingenting sparades; läs in det och försök igen.':
    'The medicine was changed by someone else at the same time. Nothing was saved; reload it and try again.',
  '{name} har {inStock} i lager och kan inte tas bort. Kassera lagret först, eller inaktivera läkemedlet.':
    '{name} has {inStock} in stock and cannot be deleted. Dispose of the stock first, or deactivate the medicine.',
  '{name} har lagerhistorik och kan inte tas bort. Inaktivera läkemedlet i stället.':
    '{name} has stock history and cannot be deleted. Deactivate the medicine instead.',
  'Ange varför narkotikaklassningen eller namnet ändras.':
    'Give the reason the controlled classification or the name changes.',
  'Okända mallar: {0}': 'Unknown templates: {0}',
  'Okänd mall': 'Unknown template',
  'Läkemedlet är inaktiverat på enheten.': 'The medicine is deactivated at the unit.',
  'GTIN {gtin} är redan kopplat till {1} på enheten.':
    'GTIN {gtin} is already linked to {1} at the unit.',
  'GTIN {gtin} har fel kontrollsiffra.': 'GTIN {gtin} has a wrong check digit.',
  'Fel kontrollsiffra': 'Wrong check digit',
  'Idempotency-Key måste vara 1–100 skrivbara tecken (bokstäver, siffror eller tecken).':
    'Idempotency-Key must be 1–100 printable characters (letters, digits or symbols).',
  'Idempotency-Key har redan använts för en annan skanning. Skicka en ny nyckel.':
    'Idempotency-Key has already been used for another scan. Send a new key.',
  'Narkotikaklassade läkemedel kan inte tas ut utan inloggning. Logga in för att göra uttaget.':
    'Controlled medicines cannot be withdrawn without signing in. Sign in to make the withdrawal.',
  'Batch {batch_number} räknas i {unit_type}, inte i {asked}.':
    'Batch {batch_number} is counted in {unit_type}, not in {asked}.',
  '{NOT_ENOUGH}: {1} har inget lager som går att ta ut (utgångna och spärrade batcher räknas inte).':
    '{NOT_ENOUGH}: {1} has no stock that can be withdrawn (expired and blocked batches do not count).',
  'Batch {batch} finns inte för {1} på enheten.':
    'Batch {batch} does not exist for {1} at the unit.',
  'Batch {batch_number} gick ut {expiry_date} och ska kasseras, inte delas ut.':
    'Batch {batch_number} expired {expiry_date} and must be disposed of, not handed out.',
  'Tog ut {quantity} {unitType} {2} ur batch {batch_number}. {quantity_4} kvar i batchen.':
    'Took {quantity} {unitType} {2} from batch {batch_number}. {quantity_4} left in the batch.',
  'Lade till {quantity} {unitType} {2} i batch {batch_number}. {quantity_4} i batchen nu.':
    'Added {quantity} {unitType} {2} to batch {batch_number}. {quantity_4} in the batch now.',
  'Utgångsdatum krävs för en ny batch': 'An expiry date is required for a new batch',
  'Lade till {quantity} {unit_type} {2} i den nya batchen {batch} (utgår {expiry}).':
    'Added {quantity} {unit_type} {2} to the new batch {batch} (expires {expiry}).',
  'Välj en batch eller ange ett nytt batchnummer.': 'Choose a batch or give a new batch number.',
  '{0}: {total} i lager på {name}.': '{0}: {total} in stock at {name}.',
  'Lagret ändrades samtidigt av någon annan. Försök igen.':
    'The stock was changed by someone else at the same time. Try again.',
  'Enheten har bara narkotikaklassade läkemedelsmallar. Slå på Narkotikaklassade läkemedel för att skapa QR-koder för dem.':
    'The unit has only controlled medicine templates. Turn on Controlled medicines to create QR codes for them.',
  'Enheten har inga aktiva läkemedelsmallar att skapa QR-koder för.':
    'The unit has no active medicine templates to create QR codes for.',
  'QR-arket hittades inte. Skapa ett nytt ark.': 'QR sheet not found. Create a new sheet.',
  'Ange följesedel eller rekvisition för en leverans av narkotika':
    'Give the delivery note or requisition for a delivery of controlled medicines',
  'Batch {batch_number} kan inte få färre än {held} {unit_type}: {3}. Avbryt eller slutför kassationen först.':
    'Batch {batch_number} cannot have fewer than {held} {unit_type}: {3}. Cancel or complete the disposal first.',
  'Antalet i batchen ändrades samtidigt av någon annan. Ladda om och försök igen.':
    'The quantity in the batch was changed by someone else at the same time. Reload and try again.',
  '{medicine_name}, batch {batch_number}': '{medicine_name}, batch {batch_number}',
  '1 rad är inte räknad. Välj om den ska behållas som den är eller sättas till 0.':
    '1 row is not counted. Choose whether to keep it as it is or set it to 0.',
  '{length} rader är inte räknade. Välj om de ska behållas som de är eller sättas till 0.':
    '{length} rows are not counted. Choose whether to keep them as they are or set them to 0.',
  'Saldot ändrades för hand eller räknades på nytt efter att raden räknades: {names}. Räkna om raderna.':
    'The balance was changed by hand or counted again after the row was counted: {names}. Count the rows again.',
  'En avvikelse för narkotika måste signeras av en annan person':
    'A discrepancy for controlled medicines must be signed by another person',
  'Batch {batch_number} av {medicine_name} registrerades medan inventeringen pågick. Räkna den igen i listan.':
    'Batch {batch_number} of {medicine_name} was registered while the stock-take was running. Count it again in the list.',
  'Batch {batch_number} av {medicine_name} har mindre kvar än räkningen ger: räkna om raden.':
    'Batch {batch_number} of {medicine_name} has less left than the count gives: count the row again.',
  'Batch {batch_number} av {medicine_name} finns inte längre i lagret. Registrera den som hittad batch om den står på hyllan.':
    'Batch {batch_number} of {medicine_name} is no longer in stock. Register it as a found batch if it is on the shelf.',
  'Inventeringen avslutades samtidigt av någon annan.':
    'The stock-take was completed by someone else at the same time.',
  'Batchen förvaras inte på {0} och ingår inte i inventeringen.':
    'The batch is not stored at {0} and is not part of the stock-take.',
  'En inventering pågår redan här. Avsluta eller avbryt den först.':
    'A stock-take is already running here. Complete or cancel it first.',
  'Bara enhetschefen eller den som startade inventeringen kan avbryta den.':
    'Only the unit manager or the person who started the stock-take can cancel it.',
  'Inventeringen avslutades eller avbröts samtidigt.':
    'The stock-take was completed or cancelled at the same time.',
  'Inventeringen hittades inte.': 'Stock-take not found.',
  'Inventeringen är redan avslutad.': 'The stock-take is already completed.',
  'Inventeringen är avbruten.': 'The stock-take is cancelled.',
  'Rapporten finns när inventeringen är avslutad.':
    'The report is available when the stock-take is completed.',
  'Batch {batch_number} finns redan på den mottagande enheten med utgångsdatum {expiry_date}, inte {expiry_date_2}. Kontrollera batchen innan den flyttas.':
    'Batch {batch_number} already exists at the receiving unit with expiry date {expiry_date}, not {expiry_date_2}. Check the batch before it is moved.',
  '{name} är inaktiverad och kan inte ta emot läkemedel.':
    '{name} is deactivated and cannot receive medicines.',
  'Du måste vara enhetschef på båda enheterna för att flytta läkemedel.':
    'You must be unit manager at both units to move medicines.',
  'Batchnummer och utgångsdatum för narkotika ändras inför ett vittne: ändringen blir en post i narkotikajournalen.':
    'The batch number and expiry date of a controlled medicine are changed before a witness: the change becomes an entry in the narcotics journal.',
  'Kassationen är redan godkänd.': 'The disposal is already approved.',
  'Kassationen är redan slutförd.': 'The disposal is already completed.',
  'Kassationen är avbruten och kan inte godkännas.':
    'The disposal is cancelled and cannot be approved.',
  'Kassationen måste godkännas innan den kan slutföras.':
    'The disposal must be approved before it can be completed.',
  'Kassationen är avbruten och kan inte slutföras.':
    'The disposal is cancelled and cannot be completed.',
  'En avbruten kassation kan inte återställas: antalet är redan tillbaka i lagret.':
    'A cancelled disposal cannot be restored: the quantity is already back in stock.',
  'Kassationen är redan avbruten.': 'The disposal is already cancelled.',
  'En slutförd kassation kan inte avbrytas.': 'A completed disposal cannot be cancelled.',
  'Kassation av narkotika kräver ett vittne':
    'Disposing of controlled medicines requires a witness',
  'Återställning av en narkotikakassation kräver ett vittne':
    'Restoring a disposal of controlled medicines requires a witness',
  'Läkemedlet har narkotikahistorik: en ändring av klassning eller namn kräver ett vittne.':
    'The medicine has narcotics history: a change of classification or name requires a witness.',
  'För många förfrågningar från den här adressen. Vänta en minut och försök igen.':
    'Too many requests from this address. Wait a minute and try again.',
  'QR-koden har ersatts av en nyare. Skriv ut ett nytt QR-ark för enheten.':
    'The QR code has been replaced by a newer one. Print a new QR sheet for the unit.',
  'Läkemedlet är inaktiverat på enheten och kan inte skannas.':
    'The medicine is deactivated at the unit and cannot be scanned.',
  'Enheten är inaktiverad. QR-koden kan inte användas.':
    'The unit is deactivated. The QR code cannot be used.',
  'Välj en enhet först: förpackningar söks bland den valda enhetens läkemedel.':
    "Choose a unit first: packs are looked up among the chosen unit's medicines.",
  'Logga in för att skanna läkemedelsförpackningar.': 'Sign in to scan medicine packs.',
  'Förpackningen (GTIN {gtin}) är inte kopplad till något läkemedel på enheten. Välj vilket läkemedel den är.':
    'The pack (GTIN {gtin}) is not linked to any medicine at the unit. Choose which medicine it is.',
  'Inleverans av narkotika kräver ett vittne':
    'A delivery of controlled medicines requires a witness',
  '{quantity} från {site_name} (batch {batch_number}, {expiry_date})':
    '{quantity} from {site_name} (batch {batch_number}, {expiry_date})',
};
