import type { InventoryItem } from '../../../shared/schemas/inventory.ts';
import type { DisposalReason } from '../../../shared/schemas/kassation.ts';

/** The reason the batch's state implies: a recall first (it says more than the date), then expiry. */
export function disposalReasonFor(item: InventoryItem): DisposalReason | null {
  if (item.is_recalled) return 'recalled';
  if (item.expiry_status === 'expired') return 'expired';
  return null;
}
