/** Returning recalled packs to the supplier. */
export const returns = {
  'returns.action': 'Returnera till leverantör',
  'returns.actionFor': 'Returnera {name} batch {batch} till leverantören',
  'returns.title': 'Returnera till leverantör: {product}',
  'returns.submit': 'Boka returen',
  'returns.intro':
    'Förpackningarna bokas ut ur lagret som returnerade till leverantören, och du får en returnota att lägga med. Följ indragningsskrivelsens anvisningar för returen.',
  'returns.batch': 'Batch',
  'returns.batchOf': 'batch {batch}',
  'returns.quantity': 'Antal som returneras ({unit})',
  'returns.onShelf': '{quantity} i lager',
  'returns.reference': 'Leverantörens returnummer',
  'returns.referenceHint': 'Om leverantören har gett ett, till exempel ett RMA-nummer',
  'returns.note': 'Anteckning',
  'returns.witnessHint': 'Narkotika som lämnar enheten kräver ett vittne som signerar.',
  'returns.failed': 'Returen kunde inte bokas: {detail}',
  'returns.doneTitle': 'Returen är bokad',
  'returns.done':
    '{quantity} {unit} {medicine}, batch {batch}, är bokade som returnerade till leverantören. Returnota {note}.',
  'returns.checkConfirmed': 'Enhetens kontroll av indragningen är bekräftad.',
  'returns.printNote': 'Skriv ut returnota',
} as const;
