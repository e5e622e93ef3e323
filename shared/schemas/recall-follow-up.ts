import { z } from 'zod';
import { booleanQueryOr, Id, optionalText } from './common.ts';
import { BatchNumber, ExpiryDate, Quantity, UnitType } from './inventory.ts';
import { RECALL_CLASSES } from './recall.ts';

export const FOLLOW_UP_STATUSES = ['open', 'confirmed', 'closed'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
/** What a unit confirms its check found. */
export const CONFIRM_OUTCOMES = ['none_found', 'found_and_handled'] as const;
export type ConfirmOutcome = (typeof CONFIRM_OUTCOMES)[number];
/** Also 'not_in_stock': Medvakt answered for a unit whose ledger never had the product. */
export const FOLLOW_UP_OUTCOMES = [...CONFIRM_OUTCOMES, 'not_in_stock'] as const;
export type FollowUpOutcome = (typeof FOLLOW_UP_OUTCOMES)[number];
/** The actions a unit picks from; any other text is taken as written. */
export const FOLLOW_UP_ACTIONS = [
  'kasserat',
  'returnerat till leverantör',
  'spärrat i väntan på besked',
] as const;
/** 'none': no unit was asked; 'open': units still to confirm; 'followed_up': every unit has;
 * 'closed': an admin closed it before they had. */
export const NOTICE_FOLLOW_UP_STATES = ['none', 'open', 'followed_up', 'closed'] as const;

/**
 * Working days a unit has to confirm a recall of each class (no class as II); class I is due the
 * same day, by CLASS_ONE_CUTOFF Stockholm time or CLASS_ONE_HOURS after it arrives if later.
 */
export const FOLLOW_UP_WORKING_DAYS = { I: 0, II: 2, III: 5 } as const;
export const CLASS_ONE_CUTOFF = '17:00';
export const CLASS_ONE_HOURS = 4;

/** A unit's task to check its shelves for a recall, with the confirmation that stands. */
export const RecallFollowUp = z.object({
  id: Id,
  notice_id: Id,
  product_name: z.string(),
  strength: z.string().nullable(),
  recall_class: z.enum(RECALL_CLASSES).nullable(),
  batch_numbers: z.array(z.string()),
  /** The notice names no batches: every batch of the product ('Gäller alla batcher'). */
  whole_product: z.boolean(),
  site_id: Id,
  site_name: z.string(),
  customer_name: z.string().nullable(),
  status: z.enum(FOLLOW_UP_STATUSES),
  /** The last working day to confirm on (Stockholm's date). */
  due_at: z.string(),
  /** The moment it is due (ISO): class I the same day, by 17:00 Stockholm time or later. */
  deadline_at: z.string(),
  overdue: z.boolean(),
  /** What the unit's matched batches held when they were matched; 0 without a match. */
  matched_quantity: z.number(),
  confirmation_id: Id.nullable(),
  outcome: z.enum(FOLLOW_UP_OUTCOMES).nullable(),
  quantity_found: z.number().nullable(),
  action: z.string().nullable(),
  note: z.string().nullable(),
  confirmed_by: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  /** The earlier confirmation this one corrects. */
  corrects_id: Id.nullable(),
  /** The disposal of found packs registered in the same step as the confirmation. */
  kassation_id: Id.nullable(),
  /** Packs of the unit's batches returned to the supplier under this notice. */
  returned_quantity: z.number(),
  /** Whether the person asking may confirm (or correct) this unit's check now. */
  may_confirm: z.boolean(),
  /** Whether the person may reopen Medvakt's answer 'Ej i lager enligt Medvakt' (unit managers). */
  may_reopen: z.boolean(),
});
export type RecallFollowUp = z.infer<typeof RecallFollowUp>;

/** How a notice's follow-up stands over every unit. */
export const FollowUpCounts = z.object({
  state: z.enum(NOTICE_FOLLOW_UP_STATES),
  total: z.number(),
  confirmed: z.number(),
  overdue: z.number(),
});
export type FollowUpCounts = z.infer<typeof FollowUpCounts>;

export const NoticeFollowUpSummary = z.object({
  state: z.enum(NOTICE_FOLLOW_UP_STATES),
  total: z.number(),
  confirmed: z.number(),
  overdue: z.number(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  close_reason: z.string().nullable(),
});
export type NoticeFollowUpSummary = z.infer<typeof NoticeFollowUpSummary>;

export const NoticeFollowUpList = z.object({
  items: z.array(RecallFollowUp),
  summary: NoticeFollowUpSummary,
});
export type NoticeFollowUpList = z.infer<typeof NoticeFollowUpList>;

export const RecallFollowUpList = z.object({ items: z.array(RecallFollowUp), total: z.number() });
export type RecallFollowUpList = z.infer<typeof RecallFollowUpList>;

export const RecallFollowUpQuery = z.object({
  status: z
    .enum([...FOLLOW_UP_STATUSES, 'all'], {
      error: 'Välj status open, confirmed, closed eller all',
    })
    .default('open'),
  /** Only those past their last day. */
  overdue: booleanQueryOr(false),
  limit: z.coerce
    .number({ error: 'Antal rader måste vara ett tal' })
    .int({ error: 'Antal rader måste vara ett heltal' })
    .min(1, { error: 'Antal rader måste vara minst 1' })
    .max(200, { error: 'Antal rader får vara max 200' })
    .default(50),
  offset: z.coerce
    .number({ error: 'Startrad måste vara ett tal' })
    .int({ error: 'Startrad måste vara ett heltal' })
    .min(0, { error: 'Startrad får inte vara negativ' })
    .default(0),
});
export type RecallFollowUpQuery = z.infer<typeof RecallFollowUpQuery>;

/** Packs the check found that were never registered: registered and disposed of as recalled. */
export const FoundPacksInput = z.object({
  medicine_template_id: z.uuid({ error: 'Välj läkemedlet som hittades' }),
  batch_number: BatchNumber,
  expiry_date: ExpiryDate,
  quantity: Quantity(1),
  unit_type: UnitType.default('styck'),
});
export type FoundPacksInput = z.infer<typeof FoundPacksInput>;

/** The action a confirmation that disposes of found packs names. */
export const DISPOSED_ACTION = 'kasserat';

export const RecallFollowUpConfirmInput = z
  .object({
    outcome: z.enum(CONFIRM_OUTCOMES, {
      error: "Välj vad kontrollen visade: 'none_found' eller 'found_and_handled'",
    }),
    quantity_found: Quantity(0).nullish(),
    action: optionalText(200, 'Åtgärd'),
    note: optionalText(1000, 'Anteckning'),
    /** The confirmation this one corrects; needed once the unit has confirmed. */
    corrects: Id.nullish(),
    /** Found packs that were not registered, registered and disposed of in the same step. */
    register_and_dispose: FoundPacksInput.nullish(),
  })
  .superRefine((input, ctx) => {
    const quantity = input.quantity_found ?? null;
    const disposing = input.register_and_dispose ?? null;
    if (disposing && input.outcome !== 'found_and_handled')
      ctx.addIssue({
        code: 'custom',
        path: ['register_and_dispose'],
        message: 'Bara det som hittades kan registreras och kasseras.',
      });
    if (disposing && input.outcome === 'found_and_handled') {
      if (quantity !== null && disposing.quantity > quantity)
        ctx.addIssue({
          code: 'custom',
          path: ['register_and_dispose', 'quantity'],
          message: 'Fler förpackningar än som hittades kan inte kasseras.',
        });
      if (input.action && input.action !== DISPOSED_ACTION)
        ctx.addIssue({
          code: 'custom',
          path: ['action'],
          message: "Förpackningar som kasseras i samma steg har åtgärden 'kasserat'.",
        });
    }
    if (input.outcome === 'found_and_handled') {
      if (quantity === null)
        ctx.addIssue({
          code: 'custom',
          path: ['quantity_found'],
          message: 'Ange hur många förpackningar som hittades.',
        });
      else if (quantity < 1)
        ctx.addIssue({
          code: 'custom',
          path: ['quantity_found'],
          message: 'Antal måste vara minst 1 när något hittades.',
        });
      if (!input.action)
        ctx.addIssue({
          code: 'custom',
          path: ['action'],
          message: 'Ange vad ni gjorde med det som hittades.',
        });
    } else if (quantity !== null && quantity > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity_found'],
        message: 'Inget hittat kan inte ha ett antal.',
      });
    }
  });
export type RecallFollowUpConfirmInput = z.infer<typeof RecallFollowUpConfirmInput>;

export const RecallFollowUpCloseInput = z.object({
  reason: z
    .string({ error: 'Ange varför uppföljningen stängs' })
    .trim()
    .min(1, { error: 'Ange varför uppföljningen stängs' })
    .max(1000, { error: 'Skälet får vara max 1000 tecken' }),
});
export type RecallFollowUpCloseInput = z.infer<typeof RecallFollowUpCloseInput>;
