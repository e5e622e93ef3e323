import { z } from 'zod';
import { Id } from './common.ts';
import { BatchNumber, ExpiryDate, UnitType } from './inventory.ts';
import { QR_LIMITS } from './qr.ts';

/**
 * How long after a badge sign-in at a kiosk the kiosk may act for that person offline: sign them in
 * again with badge and PIN, and queue their withdrawals and put-backs under the grant.
 */
export const OFFLINE_GRANT_HOURS = 12;

/**
 * An offline event reaching the server later than this after it happened is not booked but kept
 * for the unit manager, so a grant can book nothing OFFLINE_GRANT_HOURS + this after its issue.
 */
export const OFFLINE_EVENT_MAX_AGE_HOURS = 24;

/** An offline event may claim to have happened this far ahead of the server's clock (drift). */
export const OFFLINE_CLOCK_SKEW_MINUTES = 5;

export const OFFLINE_ACTIONS = ['withdraw', 'add'] as const;

/** One withdrawal or put-back a kiosk made offline, sent again when the server answers. */
export const OfflineEventInput = z.object({
  /** The key the kiosk gave the event when it happened: a second replay counts once. */
  idempotency_key: z.string({ error: 'Händelsens nyckel krävs' }).regex(/^[\x20-\x7e]{1,100}$/, {
    error: 'Händelsens nyckel måste vara 1–100 skrivbara tecken',
  }),
  /** When it happened at the kiosk (ISO 8601). */
  occurred_at: z.iso.datetime({ error: 'Tidpunkten måste vara en tid i ISO 8601', offset: true }),
  /** The offline grant the kiosk got when the person signed in with badge and PIN. */
  grant: z.string({ error: 'Behörighet saknas' }).min(1, { error: 'Behörighet saknas' }).max(4000),
  qr_code_data: z
    .string({ error: 'QR-koden saknas' })
    .trim()
    .min(1, { error: 'QR-koden saknas' })
    .max(2000, { error: 'QR-koden är för lång' }),
  action_type: z.enum(OFFLINE_ACTIONS, {
    error: 'Offline kan man bara ta ut eller lägga tillbaka',
  }),
  quantity: z
    .number({ error: 'Antal måste vara ett tal' })
    .int({ error: 'Antal måste vara ett heltal' })
    .min(1, { error: 'Antal måste vara minst 1' })
    .max(QR_LIMITS.scanScreen, { error: `Antal får vara max ${QR_LIMITS.scanScreen}` }),
  unit_type: UnitType.optional(),
  batch_number: BatchNumber.optional(),
  /** A put-back into a batch new to the unit. */
  expiry_date: ExpiryDate.optional(),
});
export type OfflineEventInput = z.infer<typeof OfflineEventInput>;

/** Booked now, or refused and kept for the unit manager ('Behöver åtgärd'). */
export const OfflineEventResult = z.object({
  status: z.enum(['booked', 'needs_action']),
  /** Swedish: what was booked, or why it was refused. */
  message: z.string(),
  /** True when this event had been sent before and is answered as then. */
  replayed: z.boolean(),
});
export type OfflineEventResult = z.infer<typeof OfflineEventResult>;

export const OfflineRefusal = z.object({
  id: Id,
  site_id: Id,
  kiosk_name: z.string(),
  /** Who did it at the kiosk. */
  actor_name: z.string(),
  medicine_template_id: Id.nullable(),
  medicine_name: z.string(),
  action_type: z.enum(OFFLINE_ACTIONS),
  quantity: z.number(),
  batch_number: z.string().nullable(),
  occurred_at: z.string(),
  received_at: z.string(),
  /** Why the server refused it, in Swedish. */
  reason: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolution_note: z.string().nullable(),
});
export type OfflineRefusal = z.infer<typeof OfflineRefusal>;

export const OfflineRefusalQuery = z.object({
  /** Default: the X-Site-Id site. */
  site_id: Id.optional(),
  status: z
    .enum(['open', 'resolved', 'all'], { error: 'Status måste vara open, resolved eller all' })
    .default('open'),
});
export type OfflineRefusalQuery = z.infer<typeof OfflineRefusalQuery>;

export const ResolveOfflineRefusalInput = z.object({
  note: z
    .string({ error: 'Skriv vad som gjordes' })
    .trim()
    .min(1, { error: 'Skriv vad som gjordes' })
    .max(1000, { error: 'Anteckningen får vara max 1000 tecken' }),
});
export type ResolveOfflineRefusalInput = z.infer<typeof ResolveOfflineRefusalInput>;
