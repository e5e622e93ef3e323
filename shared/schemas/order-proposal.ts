import { z } from 'zod';
import { Id } from './common.ts';

/** Stock at a sister unit, beyond what it plans to hold, that could be moved here instead. */
export const MoveInstead = z.object({
  site_id: Id,
  site_name: z.string(),
  inventory_item_id: Id,
  batch_number: z.string(),
  expiry_date: z.string(),
  quantity: z.number(),
  unit_type: z.string(),
});
export type MoveInstead = z.infer<typeof MoveInstead>;

export const OrderProposalItem = z.object({
  medicine_template_id: Id,
  name: z.string(),
  strength: z.string().nullable(),
  unit: z.string(),
  in_stock: z.number(),
  usable_in_stock: z.number(),
  minimum_stock_level: z.number(),
  par_level: z.number().nullable(),
  suggested_quantity: z.number(),
  expiring_soon: z.number(),
  move_instead: z.array(MoveInstead),
});
export type OrderProposalItem = z.infer<typeof OrderProposalItem>;

export const OrderProposal = z.object({
  site_id: Id,
  site_name: z.string(),
  warning_days: z.number(),
  items: z.array(OrderProposalItem),
});
export type OrderProposal = z.infer<typeof OrderProposal>;

/** What an order fills up to: the par level, or twice the minimum when no par is set. */
export const orderTarget = (par: number | null, minimum: number) => par ?? 2 * minimum;
