import { z } from 'zod';
import { Id } from './common.ts';

/** The header a registered kiosk sends its device key in. */
export const KIOSK_KEY_HEADER = 'X-Kiosk-Key';

export const KIOSK_IDLE_MINUTES = { min: 1, max: 60, default: 5 } as const;

const KioskName = z
  .string({ error: 'Namn krävs' })
  .trim()
  .min(1, { error: 'Namn krävs' })
  .max(100, { error: 'Namnet får vara max 100 tecken' });

const IdleMinutes = z
  .number({ error: 'Inaktiv tid måste vara ett tal' })
  .int({ error: 'Inaktiv tid måste vara ett heltal' })
  .min(KIOSK_IDLE_MINUTES.min, {
    error: `Inaktiv tid måste vara minst ${KIOSK_IDLE_MINUTES.min} minut`,
  })
  .max(KIOSK_IDLE_MINUTES.max, {
    error: `Inaktiv tid får vara max ${KIOSK_IDLE_MINUTES.max} minuter`,
  });

export const KioskInput = z.object({
  site_id: Id,
  name: KioskName,
  idle_minutes: IdleMinutes.default(KIOSK_IDLE_MINUTES.default),
  sign_out_after_withdrawal: z.boolean({ error: 'Måste vara sant eller falskt' }).default(false),
});
export type KioskInput = z.infer<typeof KioskInput>;

export const KioskUpdate = z
  .object({
    name: KioskName,
    idle_minutes: IdleMinutes,
    sign_out_after_withdrawal: z.boolean({ error: 'Måste vara sant eller falskt' }),
  })
  .partial();
export type KioskUpdate = z.infer<typeof KioskUpdate>;

export const Kiosk = z.object({
  id: Id,
  name: z.string(),
  site_id: Id,
  site_name: z.string(),
  idle_minutes: z.number(),
  sign_out_after_withdrawal: z.boolean(),
  created_at: z.string(),
  created_by: z.string(),
  last_used_at: z.string().nullable(),
  /** Wrong badges or PINs at the kiosk in the last 15 minutes. */
  wrong_badge_attempts: z.number(),
  /** Until when the kiosk takes no badge sign-ins after too many wrong ones; null when it takes them. */
  throttled_until: z.string().nullable(),
});
export type Kiosk = z.infer<typeof Kiosk>;

/** The answer to registering: the device key is shown this once and never again. */
export const KioskCreated = Kiosk.extend({ device_key: z.string() });
export type KioskCreated = z.infer<typeof KioskCreated>;

export const KioskListQuery = z.object({ site_id: Id.optional() });

/**
 * What a kiosk learns about itself from its key: its name and site, and how it signs people out.
 * The embedded kiosk has no registration and no site of its own.
 */
export const CurrentKiosk = z.object({
  id: Id.nullable(),
  name: z.string(),
  site_id: Id.nullable(),
  site_name: z.string().nullable(),
  idle_minutes: z.number(),
  sign_out_after_withdrawal: z.boolean(),
});
export type CurrentKiosk = z.infer<typeof CurrentKiosk>;

/**
 * What a badge reader types: letters, digits and a few separators. Readers differ in case and in
 * leading zeros they add, so the id is compared as typed, upper-cased and trimmed.
 */
export const BadgeId = z
  .string({ error: 'Taggens id krävs' })
  .trim()
  .toUpperCase()
  .min(4, { error: 'Taggens id måste vara minst 4 tecken' })
  .max(64, { error: 'Taggens id får vara max 64 tecken' })
  .regex(/^[A-Z0-9:_-]+$/, {
    error: 'Taggens id får bara innehålla bokstäver, siffror, : _ och -',
  });

export const BadgeInput = z.object({ badge_id: BadgeId });
export type BadgeInput = z.infer<typeof BadgeInput>;

/** Whether a PIN is too easy to guess: one digit repeated, or a run up or down (1234, 9876). */
export function isGuessablePin(pin: string): boolean {
  const digits = Array.from(pin, Number);
  if (digits.every((d) => d === digits[0])) return true;
  const steps = digits.slice(1).map((d, i) => d - (digits[i] ?? 0));
  return steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

export const Pin = z
  .string({ error: 'PIN-kod krävs' })
  .regex(/^\d{4,8}$/, { error: 'PIN-koden ska vara 4–8 siffror' })
  .refine((pin) => !isGuessablePin(pin), {
    error: 'PIN-koden är för lätt att gissa (samma siffra eller en följd som 1234)',
  });

export const PinInput = z.object({
  pin: Pin,
  current_password: z
    .string({ error: 'Nuvarande lösenord krävs' })
    .min(1, { error: 'Nuvarande lösenord krävs' })
    .max(200, { error: 'Lösenord får vara max 200 tecken' }),
});
export type PinInput = z.infer<typeof PinInput>;

/** A PIN as typed to sign in: only its form is checked; the rules apply when it is chosen. */
export const PinEntry = z
  .string({ error: 'PIN-kod krävs' })
  .regex(/^\d{4,8}$/, { error: 'PIN-koden ska vara 4–8 siffror' });

export const BadgeLoginInput = z.object({ badge_id: BadgeId, pin: PinEntry });
export type BadgeLoginInput = z.infer<typeof BadgeLoginInput>;
