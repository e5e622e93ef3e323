import { z } from 'zod';
import { Id, optionalText } from './common.ts';
import { Quantity } from './inventory.ts';

export const DISPOSAL_REASONS = [
  'expired',
  'damaged',
  'recalled',
  'quality_issue',
  'other',
] as const;
export type DisposalReason = (typeof DISPOSAL_REASONS)[number];

export const DISPOSAL_REASON_LABELS: Record<DisposalReason, string> = {
  expired: 'Utgånget',
  damaged: 'Skadat',
  recalled: 'Återkallat',
  quality_issue: 'Kvalitetsproblem',
  other: 'Annat',
};

export const KASSATION_STATUSES = ['initiated', 'approved', 'completed', 'cancelled'] as const;

export const KassationInitiateInput = z.object({
  inventory_item_id: z.uuid({ error: 'Ogiltig lagerartikel' }),
  quantity: Quantity(1),
  reason: z.enum(DISPOSAL_REASONS, { error: 'Välj en orsak' }).default('expired'),
  reason_description: optionalText(500, 'Beskrivning'),
  disposal_notes: optionalText(1000, 'Anteckning'),
});
export type KassationInitiateInput = z.infer<typeof KassationInitiateInput>;

export const Kassation = z.object({
  id: Id,
  site_id: Id,
  inventory_item_id: Id.nullable(),
  medicine_template_id: Id.nullable(),
  medicine_name: z.string(),
  batch_number: z.string(),
  expiry_date: z.string(),
  quantity: z.number(),
  unit_type: z.string(),
  reason: z.enum(DISPOSAL_REASONS),
  reason_description: z.string().nullable(),
  disposal_notes: z.string().nullable(),
  status: z.enum(KASSATION_STATUSES),
  initiator_name: z.string(),
  disposal_date: z.string(),
  /** Quantity left on the batch after this disposal. */
  remaining_quantity: z.number(),
});
export type Kassation = z.infer<typeof Kassation>;
