import { z } from 'zod';
import { isCalendarDate } from '../stock-rules.ts';
import { Id, optionalText } from './common.ts';
import { UNIT_TYPES } from './inventory.ts';

export const OPENED_PACK_STATUSES = ['open', 'used_up', 'disposed', 'emptied'] as const;
export type OpenedPackStatus = (typeof OPENED_PACK_STATUSES)[number];

export const OPENED_PACK_STATUS_LABELS: Record<OpenedPackStatus, string> = {
  open: 'Öppnad',
  used_up: 'Förbrukad',
  disposed: 'Kasserad',
  emptied: 'Batchen är slut',
};

/**
 * A pack of a batch opened now. The server works out the use-by day; a nurse may give an earlier
 * one (a local routine, a pack that says less), never a later one.
 */
export const OpenPackInput = z.object({
  inventory_item_id: z.uuid({ error: 'Välj batchen som förpackningen kommer från' }),
  note: optionalText(500, 'Anteckning'),
  use_by: z
    .string({ error: 'Använd senast måste vara ett datum' })
    .refine(isCalendarDate, { error: 'Använd senast måste vara ett datum (ÅÅÅÅ-MM-DD)' })
    .nullish()
    .transform((v) => v ?? null),
});
export type OpenPackInput = z.infer<typeof OpenPackInput>;

export const OpenedPackQuery = z.object({
  site_id: z.uuid({ error: 'Ogiltigt enhets-id. Kontakta support.' }).optional(),
  status: z.enum(['open', 'all']).default('open'),
});
export type OpenedPackQuery = z.infer<typeof OpenedPackQuery>;

export const OpenedPack = z.object({
  id: Id,
  site_id: Id,
  inventory_item_id: Id,
  medicine_template_id: Id,
  medicine_name: z.string(),
  strength: z.string().nullable(),
  batch_number: z.string(),
  expiry_date: z.string(),
  location: z.string().nullable(),
  unit_type: z.enum(UNIT_TYPES),
  /** What is left of the batch in stock. */
  batch_quantity: z.number(),
  is_narcotic: z.boolean(),
  opened_at: z.string(),
  opened_by: z.string(),
  note: z.string().nullable(),
  /** The medicine's days once opened at the time; null when it gave none (use-by = expiry). */
  in_use_days: z.number().nullable(),
  /** The last day the pack may be used. */
  use_by: z.string(),
  /** Days from today to the use-by day; 0 on the day, negative once past. */
  days_left: z.number(),
  status: z.enum(OPENED_PACK_STATUSES),
  ended_at: z.string().nullable(),
  ended_by: z.string().nullable(),
  kassation_id: Id.nullable(),
});
export type OpenedPack = z.infer<typeof OpenedPack>;

/** A batch's open packs as a scan shows them: the soonest use-by first. */
export const OpenedPackBrief = z.object({
  id: Id,
  use_by: z.string(),
  days_left: z.number(),
  opened_at: z.string(),
});
export type OpenedPackBrief = z.infer<typeof OpenedPackBrief>;
