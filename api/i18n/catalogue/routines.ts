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
};
