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
};
