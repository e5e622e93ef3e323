import type { unpack as sv } from '../sv/unpack.ts';

export const unpack: Record<keyof typeof sv, string> = {
  'unpack.title': 'Unpack medicine',
  'unpack.intro':
    'Record a delivery in the stock. If the batch already exists the quantity is added to it.',
  'unpack.noSite': 'Choose a unit in the list at the top to unpack medicine.',
  'unpack.field.medicine': 'Medicine',
  'unpack.field.medicinePlaceholder': 'Choose a medicine',
  'unpack.field.medicineNone': 'The unit has no medicine templates yet',
  'unpack.field.batch': 'Batch number',
  'unpack.field.expiry': 'Expiry date',
  'unpack.field.quantity': 'Quantity',
  'unpack.field.unitType': 'Unit type',
  'unpack.field.location': 'Location',
  'unpack.field.locationPlaceholder': 'e.g. Medicine cabinet 1',
  'unpack.field.notes': 'Notes',
  'unpack.unit.STYCK': 'Pieces',
  'unpack.unit.PAKET': 'Packs',
  'unpack.submit': 'Unpack',
  'unpack.error.required': 'Please fill in all required fields',
  'unpack.error.failed': 'Failed to unpack medication',
  'unpack.error.medicines': "Could not load the unit's medicines",
  'unpack.success': 'Medication unpacked successfully!',
  'unpack.success.detail': '{name}, batch {batch}: {quantity} {unit} in stock.',
};
