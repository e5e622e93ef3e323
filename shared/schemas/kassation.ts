import { z } from 'zod';
import { Witness } from './narcotics.ts';
import { isCalendarDate } from '../stock-rules.ts';
import { Id, optionalText } from './common.ts';
import { Quantity } from './inventory.ts';

export const DISPOSAL_REASONS = [
  'expired',
  'damaged',
  'recalled',
  'quality_issue',
  'opened_pack',
  'other',
] as const;
export type DisposalReason = (typeof DISPOSAL_REASONS)[number];

export const DISPOSAL_REASON_LABELS: Record<DisposalReason, string> = {
  expired: 'Utgånget',
  damaged: 'Skadat',
  recalled: 'Återkallat',
  quality_issue: 'Kvalitetsproblem',
  opened_pack: 'Bruten förpackning',
  other: 'Annat',
};

export const KASSATION_STATUSES = ['initiated', 'approved', 'completed', 'cancelled'] as const;
export type KassationStatus = (typeof KASSATION_STATUSES)[number];

export const KASSATION_STATUS_LABELS: Record<KassationStatus, string> = {
  initiated: 'Initierad',
  approved: 'Godkänd',
  completed: 'Slutförd',
  cancelled: 'Avbruten',
};

/** Spec 2-stock §9 sends 'wrong disposal, restored to stock'; the Swedish text is what we store. */
export const RESTORATION_REASONS = [
  'Felaktig kassation, återställd till lager',
  'Fel antal kasserades',
  'Fel batch kasserades',
  'Läkemedlet var inte skadat',
] as const;
export const DEFAULT_RESTORATION_REASON = RESTORATION_REASONS[0];
/** Stored when care staff undo their own disposal from the Kassation screen. */
export const OWN_UNDO_REASON = 'Ångrad av den som kasserade';

export const DisposalDate = z
  .string({ error: 'Ogiltigt datum' })
  .trim()
  .refine(isCalendarDate, { error: 'Ogiltigt datum, ange ÅÅÅÅ-MM-DD' });

const Reason = z.enum(DISPOSAL_REASONS, { error: 'Välj en orsak' });

export const KassationInitiateInput = z.object({
  inventory_item_id: z.uuid({ error: 'Ogiltig lagerartikel' }),
  quantity: Quantity(1),
  reason: Reason.default('expired'),
  reason_description: optionalText(500, 'Beskrivning'),
  disposal_notes: optionalText(1000, 'Anteckning'),
});
export type KassationInitiateInput = z.infer<typeof KassationInitiateInput>;

/** One row of a bulk disposal; its notes share the record's note field with the batch notes. */
export const KassationBulkItem = KassationInitiateInput.extend({
  disposal_method: optionalText(100, 'Kassationsmetod'),
  disposal_notes: optionalText(500, 'Anteckning'),
});
export type KassationBulkItem = z.infer<typeof KassationBulkItem>;

export const MAX_BULK_ROWS = 100;

export const KassationBulkInput = z.object({
  kassations: z
    .array(KassationBulkItem, { error: 'Ange vad som ska kasseras' })
    .min(1, { error: 'Ange minst en rad att kassera' })
    .max(MAX_BULK_ROWS, { error: `Högst ${MAX_BULK_ROWS} rader per kassation` }),
  batch_notes: optionalText(490, 'Gemensam anteckning'),
});
export type KassationBulkInput = z.infer<typeof KassationBulkInput>;

/** Approve and complete: a note and the day the medicine actually left (default today). */
export const KassationStepInput = z.object({
  disposal_notes: optionalText(1000, 'Anteckning'),
  actual_disposal_date: DisposalDate.nullish().transform((v) => v ?? null),
  /** Completing a disposal of a narcotic needs another person of the site to sign. */
  witness: Witness.nullish().transform((v) => v ?? null),
});
export type KassationStepInput = z.infer<typeof KassationStepInput>;

export const KassationRestoreInput = z.object({
  restoration_reason: z
    .string({ error: 'Orsaken måste vara text' })
    .trim()
    .max(500, { error: 'Orsaken får vara max 500 tecken' })
    .nullish()
    .transform((v) => (v ? v : DEFAULT_RESTORATION_REASON)),
  /** Restoring a disposal of a narcotic needs another person of the site to sign. */
  witness: Witness.nullish().transform((v) => v ?? null),
});
export type KassationRestoreInput = z.infer<typeof KassationRestoreInput>;

/** A kassation as stored: what was disposed, why, and every step of its trail. */
export const KassationRecord = z.object({
  id: Id,
  site_id: Id,
  inventory_item_id: Id.nullable(),
  medicine_template_id: Id.nullable(),
  medicine_name: z.string(),
  medicine_strength: z.string().nullable(),
  is_controlled_substance: z.boolean(),
  /** A narcotic still in the unit's balance, reserved until its witnessed completion books it out. */
  awaiting_destruction: z.boolean(),
  batch_number: z.string(),
  expiry_date: z.string(),
  quantity: z.number(),
  unit_type: z.string(),
  reason: z.enum(DISPOSAL_REASONS),
  reason_description: z.string().nullable(),
  disposal_method: z.string().nullable(),
  disposal_notes: z.string().nullable(),
  status: z.enum(KASSATION_STATUSES),
  initiated_by: z.string().nullable(),
  initiator_name: z.string(),
  /** When the kassation was initiated (and the quantity left the stock). */
  disposal_date: z.string(),
  approver_name: z.string().nullable(),
  approved_at: z.string().nullable(),
  approval_notes: z.string().nullable(),
  completer_name: z.string().nullable(),
  completed_at: z.string().nullable(),
  completion_notes: z.string().nullable(),
  /** Who watched a narcotic being disposed of and signed for it. */
  witness_name: z.string().nullable(),
  actual_disposal_date: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  is_restored: z.boolean(),
  restorer_name: z.string().nullable(),
  restored_at: z.string().nullable(),
  restoration_reason: z.string().nullable(),
  has_certificate: z.boolean(),
});
export type KassationRecord = z.infer<typeof KassationRecord>;

/** The answer to a change of stock: the record and what the batch holds now. */
export const Kassation = KassationRecord.extend({
  /** Quantity on the batch after this change. */
  remaining_quantity: z.number(),
});
export type Kassation = z.infer<typeof Kassation>;

export const KassationBulkResult = z.object({
  kassations: z.array(Kassation),
  total_quantity: z.number(),
  batch_notes: z.string().nullable(),
});
export type KassationBulkResult = z.infer<typeof KassationBulkResult>;

/** 'Förnamn Efternamn <e-post>' as stored, shown without the address. */
export const personName = (label: string) => label.replace(/\s*<[^>]*>\s*$/, '');
