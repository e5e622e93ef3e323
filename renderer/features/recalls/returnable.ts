import type { InventoryItem } from '../../../shared/schemas/inventory.ts';
import { medicineLabel } from '../inventory/expiry.ts';
import type { RecallMatch } from '../../../shared/schemas/recall.ts';
import type { ReturnableBatch } from './ReturnModal.tsx';

/** A panel row's batch as the return form offers it. */
export const returnableOf = (match: RecallMatch): ReturnableBatch => ({
  itemId: match.inventory_item_id ?? '',
  medicine: match.medicine_name,
  batch: match.batch_number,
  quantity: match.quantity,
  unit: match.unit_type,
  narcotic: match.narcotic,
});

/** A stock row's batch as the return form offers it. */
export const returnableItem = (item: InventoryItem): ReturnableBatch => ({
  itemId: item.id,
  medicine: medicineLabel(item),
  batch: item.batch_number,
  quantity: item.quantity - item.pending_destruction,
  unit: item.unit_type,
  narcotic: item.is_controlled_substance,
});
