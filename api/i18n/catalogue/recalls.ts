/** Refusals and field messages about recall levels, checks and returns to the supplier. */
export const RECALL_REFUSALS: Record<string, string> = {
  'Batch {batch_number} är spärrad på grund av indragningen av {product_name}{recallClass}. Returnera eller kassera batchen, eller avfärda indragningen först.':
    'Batch {batch_number} is blocked because of the recall of {product_name}{recallClass}. Return or dispose of the batch, or dismiss the recall first.',
  'Meddelandet ber inte vårdenheterna om något (information, eller en indragning på apoteks- eller grossistnivå), så ingen kontroll öppnas.':
    'The notice asks nothing of care units (information, or a recall at pharmacy or wholesaler level), so no check is opened.',
  'Bara enhetschefen kan öppna kontrollen igen.': 'Only the unit manager can reopen the check.',
  "Bara Medvakts svar 'Ej i lager enligt Medvakt' kan öppnas igen. Rätta enhetens egen bekräftelse i stället.":
    "Only Medvakt's answer 'Not in stock according to Medvakt' can be reopened. Correct the unit's own confirmation instead.",
  'Batchen är returnerad till leverantören': 'The batch has been returned to the supplier',
  'Returen hittades inte.': 'Return not found.',
  'Narkotika som returneras till leverantören kräver ett vittne som signerar.':
    'Narcotics returned to the supplier need a witness who signs.',
  'Indragningen av {product_name} gäller inte batch {batch_number}.':
    'The recall of {product_name} does not concern batch {batch_number}.',
  'Nivå ska vara vårdgivare, apotek, konsument eller grossist':
    'Level must be care provider, pharmacy, consumer or wholesaler',
  "Typ ska vara 'recall' eller 'information'": "Kind must be 'recall' or 'information'",
  'Bakåtblicken ska vara ett antal månader': 'The look-back must be a number of months',
  'Bakåtblicken ska vara ett helt antal månader': 'The look-back must be a whole number of months',
  'Bakåtblicken ska vara minst 1 månad': 'The look-back must be at least 1 month',
  'Bakåtblicken får vara högst 120 månader': 'The look-back may be at most 120 months',
  'Välj batchen som returneras': 'Choose the batch to return',
  'Leverantörens returnummer': "Supplier's return number",
};
