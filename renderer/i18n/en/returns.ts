import type { returns as sv } from '../sv/returns.ts';

/** Returning recalled packs to the supplier. */
export const returns: Record<keyof typeof sv, string> = {
  'returns.action': 'Return to supplier',
  'returns.actionFor': 'Return {name} batch {batch} to the supplier',
  'returns.title': 'Return to supplier: {product}',
  'returns.submit': 'Book the return',
  'returns.intro':
    'The packs are booked out of stock as returned to the supplier, and you get a return note to put in with them. Follow the recall letter for how to return them.',
  'returns.batch': 'Batch',
  'returns.batchOf': 'batch {batch}',
  'returns.quantity': 'Quantity returned ({unit})',
  'returns.onShelf': '{quantity} in stock',
  'returns.reference': "Supplier's return number",
  'returns.referenceHint': 'If the supplier gave one, such as an RMA number',
  'returns.note': 'Note',
  'returns.witnessHint': 'Narcotics leaving the unit need a witness who signs.',
  'returns.failed': 'The return could not be booked: {detail}',
  'returns.doneTitle': 'The return is booked',
  'returns.done':
    '{quantity} {unit} {medicine}, batch {batch}, are booked as returned to the supplier. Return note {note}.',
  'returns.checkConfirmed': "The unit's check of the recall is confirmed.",
  'returns.printNote': 'Print return note',
};
