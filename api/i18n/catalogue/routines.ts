/** Refusals and field messages about the medicine room's routines: opened packs (brytdatum). */
export const ROUTINE_REFUSALS: Record<string, string> = {
  'Den öppnade förpackningen hittades inte.': 'Opened pack not found.',
  'Förpackningen är redan förbrukad eller kasserad. Ingenting ändrades.':
    'The pack is already used up or disposed of. Nothing was changed.',
  'Använd senast kan inte vara efter batchens utgångsdatum ({expiry}).':
    "The use-by day cannot be after the batch's expiry date ({expiry}).",
  'Använd senast kan inte vara senare än {computed}, som läkemedlets hållbarhet efter öppning ger.':
    "The use-by day cannot be later than {computed}, which the medicine's shelf life after opening gives.",
  'Använd senast kan inte vara före i dag.': 'The use-by day cannot be before today.',
  'Batchen är slut: det finns ingen förpackning att öppna.':
    'The batch is empty: there is no pack to open.',
  'Batchen gick ut {expiry_date}. Kassera den i stället för att öppna en förpackning.':
    'The batch expired on {expiry_date}. Dispose of it instead of opening a pack.',
  'Alla {quantity} {unit_type} i batch {batch_number} är redan öppnade. Markera en som förbrukad eller kassera den först.':
    'All {quantity} {unit_type} of batch {batch_number} are already opened. Mark one as used up or dispose of it first.',
  'Batch {batch_number} har inget lager kvar att kassera. Markera förpackningen som förbrukad.':
    'Batch {batch_number} has no stock left to dispose of. Mark the pack as used up.',
  'En bruten förpackning tas bort från panelen när den markeras som förbrukad eller kasseras under Öppnade förpackningar.':
    'An opened pack leaves the panel when it is marked as used up or disposed of under Opened packs.',
  'Den öppnade förpackningen är förbrukad, kasserad eller slut':
    'The opened pack is used up, disposed of or its batch is empty',
  'Hållbarhet efter öppning måste vara ett antal dagar':
    'Shelf life after opening must be a number of days',
  'Hållbarhet efter öppning måste vara ett helt antal dagar':
    'Shelf life after opening must be a whole number of days',
  'Hållbarhet efter öppning måste vara minst 1 dag':
    'Shelf life after opening must be at least 1 day',
  'Hållbarhet efter öppning får vara högst 365 dagar':
    'Shelf life after opening may be at most 365 days',
  'Välj batchen som förpackningen kommer från': 'Choose the batch the pack comes from',
  'Använd senast måste vara ett datum': 'The use-by day must be a date',
  'Använd senast måste vara ett datum (ÅÅÅÅ-MM-DD)': 'The use-by day must be a date (YYYY-MM-DD)',
  'Delegeringen hittades inte.': 'Delegation not found.',
  'Delegeringen är redan återkallad. Ingenting ändrades.':
    'The delegation is already revoked. Nothing was changed.',
  'Personen arbetar inte på enheten.': 'The person does not work at the unit.',
  'Personen är legitimerad sjuksköterska och behöver ingen delegering.':
    'The person is a registered nurse and needs no delegation.',
  'Den som delegerar måste vara legitimerad sjuksköterska på enheten.':
    'The person who delegates must be a registered nurse at the unit.',
  'Slutdatumet har redan passerat.': 'The end date has already passed.',
  'En delegering gäller högst ett år. Förnya den när tiden har gått ut.':
    'A delegation lasts at most a year. Renew it when the time is up.',
  'Du saknar giltig delegering för narkotika.': 'You have no valid delegation for narcotics.',
  'Du saknar giltig delegering för att överlämna läkemedel.':
    'You have no valid delegation to hand out medicines.',
  'Enheten kräver delegering för uttag: uttaget görs av en inloggad person med giltig delegering.':
    'The unit requires a delegation for withdrawals: the withdrawal is made by a signed-in person with a valid delegation.',
  'En delegering som går ut tas bort från panelen när den förnyas eller återkallas under Delegeringar.':
    'A delegation that ends leaves the panel when it is renewed or revoked under Delegations.',
  'Delegeringen är förnyad, återkallad eller har gått ut':
    'The delegation is renewed, revoked or has ended',
  'Kravet på delegering måste vara sant eller falskt':
    'The delegation requirement must be true or false',
  'Legitimerad sjuksköterska måste vara sant eller falskt':
    'Registered nurse must be true or false',
  'Ange varför delegeringen återkallas': 'Give the reason the delegation is revoked',
  'Slutdatum kan inte vara före startdatum': 'The end date cannot be before the start date',
  'Välj personen som får delegeringen': 'Choose the person who gets the delegation',
  'Välj vad delegeringen gäller': 'Choose what the delegation covers',
  'Välj den sjuksköterska som delegerar': 'Choose the nurse who delegates',
  'Ange från och med vilken dag delegeringen gäller': 'Give the day the delegation applies from',
  'Ange till och med vilken dag delegeringen gäller': 'Give the last day the delegation applies',
  'Startdatum måste vara ett datum (ÅÅÅÅ-MM-DD)': 'The start date must be a date (YYYY-MM-DD)',
  'Slutdatum måste vara ett datum (ÅÅÅÅ-MM-DD)': 'The end date must be a date (YYYY-MM-DD)',
  // Storage places and the temperature log.
  'Filen har {filled} rader; högst {MAX_LOGGER_LINES} avläsningar tas emot per fil. Dela upp den per månad.':
    'The file has {filled} lines; at most {MAX_LOGGER_LINES} readings are taken per file. Split it by month.',
  '{name} är inte i bruk längre.': '{name} is no longer in use.',
  '{name} är inte i bruk längre. Välj en annan förvaringsplats.':
    '{name} is no longer in use. Choose another storage place.',
  'Månaden har inte börjat än.': 'The month has not begun yet.',
  'Avläsningstiden kan inte vara i framtiden.': 'The reading time cannot be in the future.',
  'Avläsningen får vara högst ett dygn gammal.': 'The reading may be at most a day old.',
  'Lägsta temperatur måste vara lägre än högsta.':
    'The lowest temperature must be lower than the highest.',
  'Lägsta temperatur måste vara lägre än högsta':
    'The lowest temperature must be lower than the highest',
  'Enheten har redan en förvaringsplats med det namnet.':
    'The unit already has a storage place with that name.',
  'Förvaringsplatsen hittades inte.': 'Storage place not found.',
  'Välj en förvaringsplats på enheten som är i bruk.':
    'Choose a storage place of the unit that is in use.',
  'Kylskåpets varning tas bort från panelen när temperaturen läses av och signeras under Temperaturer.':
    "The fridge's warning leaves the panel when the temperature is read and signed under Temperatures.",
  'Temperaturen är avläst och signerad': 'The temperature has been read and signed',
  'Dagen tog slut utan signerad avläsning: dagen står som ej avläst på månadsbladet':
    'The day ended without a signed reading: the month sheet shows the day as not read',
  'Platsen är inte i bruk eller läses inte av dagligen längre':
    'The place is no longer in use or no longer read daily',
  'Välj en förvaringsplats i listan': 'Choose a storage place from the list',
  'Ange en tid som TT:MM': 'Give a time as HH:MM',
  'Ange en tid som TT:MM, t.ex. 10:00': 'Give a time as HH:MM, e.g. 10:00',
  'Minuter utanför gränserna måste vara ett tal': 'Minutes out of range must be a number',
  'Minuter utanför gränserna måste vara ett heltal': 'Minutes out of range must be a whole number',
  'Minuter utanför gränserna måste vara minst 5': 'Minutes out of range must be at least 5',
  'Minuter utanför gränserna får vara max 1440': 'Minutes out of range may be at most 1440',
  '{label} måste vara ett tal i °C': '{label} must be a number in °C',
  '{label} måste vara mellan −50 och +50 °C': '{label} must be between −50 and +50 °C',
  'Namn får vara max 100 tecken': 'Name may be at most 100 characters',
  'Välj kylskåp, frys eller rum': 'Choose fridge, freezer or room',
  'Aktiv måste vara sant eller falskt': 'Active must be true or false',
  'Avläsningstiden måste vara en tidpunkt (ISO 8601)': 'The reading time must be a time (ISO 8601)',
  'Lägsta temperatur kan inte vara högre än den aktuella':
    'The lowest temperature cannot be higher than the current one',
  'Högsta temperatur kan inte vara lägre än den aktuella':
    'The highest temperature cannot be lower than the current one',
  'Ange månaden som ÅÅÅÅ-MM': 'Give the month as YYYY-MM',
  'Filnamn krävs': 'File name required',
  'Filnamnet får vara max 200 tecken': 'The file name may be at most 200 characters',
  'Filens innehåll saknas': "The file's content is missing",
  'Filen är tom': 'The file is empty',
  'Loggerfilen får vara högst 900 kB. Dela upp den per månad.':
    'The logger file may be at most 900 kB. Split it by month.',
};
