import { z } from 'zod';
import { Id, optionalText } from './common.ts';
import { Quantity, UNIT_TYPES } from './inventory.ts';
import { Witness } from './narcotics.ts';

/**
 * Packs of a recalled batch sent back to the supplier, as most recall letters ask: the quantity,
 * the supplier's return number if they gave one, and for a narcotic a second person who signs.
 */
export const SupplierReturnInput = z.object({
  inventory_item_id: z.uuid({ error: 'Välj batchen som returneras' }),
  quantity: Quantity(1),
  supplier_reference: optionalText(100, 'Leverantörens returnummer'),
  note: optionalText(1000, 'Anteckning'),
  witness: Witness.nullish().transform((v) => v ?? null),
});
export type SupplierReturnInput = z.infer<typeof SupplierReturnInput>;

/** A booked return, as its return note prints it. */
export const SupplierReturn = z.object({
  id: Id,
  note_number: z.string(),
  site_id: Id,
  site_name: z.string(),
  notice_id: Id.nullable(),
  product_name: z.string().nullable(),
  recall_class: z.string().nullable(),
  inventory_item_id: Id,
  medicine_name: z.string(),
  batch_number: z.string(),
  expiry_date: z.string().nullable(),
  quantity: z.number(),
  unit_type: z.enum(UNIT_TYPES),
  supplier_reference: z.string().nullable(),
  note: z.string().nullable(),
  returned_by: z.string(),
  witness: z.string().nullable(),
  returned_at: z.string(),
  /** What is left of the batch after the return. */
  quantity_left: z.number(),
  /** Whether the return also confirmed the unit's check of the recall. */
  follow_up_confirmed: z.boolean(),
});
export type SupplierReturn = z.infer<typeof SupplierReturn>;
