import { z } from 'zod';
import { SITE_DEFAULTS } from '../constants.ts';
import { CustomerType } from './customer.ts';
import { Id, OptionalEmail, optionalText } from './common.ts';

export const Site = z.object({
  id: Id,
  name: z.string(),
  customer_id: Id.nullable(),
  customer_name: z.string().nullable(),
  customer_type: CustomerType.nullable(),
  address: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  default_withdraw_limit: z.number(),
  default_add_limit: z.number(),
  warning_days: z.number(),
  critical_warning_days: z.number(),
  /** Days between control counts of each narcotic. */
  narcotics_count_days: z.number(),
  /** Whether the person who received a delivery may do the next control count. */
  narcotics_receiver_may_count: z.boolean(),
  /** Whether the unit's users, not only its managers, may confirm a recall check. */
  recall_users_may_confirm: z.boolean(),
  /** Whether a withdrawal needs the person's delegation ('Kräv delegering för uttag'). */
  require_delegation: z.boolean(),
  /** Stockholm time by which each fridge and freezer is to be read every day ('10:00'). */
  fridge_read_by: z.string(),
  /** Minutes a data logger's run outside a place's range may last before it is a deviation. */
  breach_minutes: z.number(),
  is_active: z.boolean(),
  /** When the site was closed instead of deleted (it had history); a closed site is read-only. */
  closed_at: z.string().nullable(),
  user_count: z.number(),
  created_at: z.string(),
});
export type Site = z.infer<typeof Site>;

/** A removed site: deleted, or closed and kept because it has history. */
export const SiteRemoval = z.object({
  detail: z.string(),
  outcome: z.enum(['deleted', 'closed']),
});
export type SiteRemoval = z.infer<typeof SiteRemoval>;

export const SiteList = z.object({
  sites: z.array(Site),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  total_pages: z.number(),
});
export type SiteList = z.infer<typeof SiteList>;

const limit = (label: string, max: number) =>
  z
    .number({ error: `${label} måste vara ett tal` })
    .int({ error: `${label} måste vara ett heltal` })
    .min(1, { error: `${label} måste vara minst 1` })
    .max(max, { error: `${label} får vara max ${max}` });

const days = (label: string, max: number) =>
  z
    .number({ error: `${label} måste vara ett tal` })
    .int({ error: `${label} måste vara ett heltal` })
    .min(1, { error: `${label} måste vara minst 1` })
    .max(max, { error: `${label} max ${max}` });

export const SiteSettingsFields = {
  default_withdraw_limit: limit('Uttag limit', 100),
  default_add_limit: limit('Tillägg limit', 10),
  warning_days: days('Varningsdagar', 365),
  critical_warning_days: days('Kritiska varningsdagar', 90),
  narcotics_count_days: days('Dagar mellan kontrollräkningar', 365),
  narcotics_receiver_may_count: z.boolean({
    error: 'Regeln om vem som får räkna måste vara sant eller falskt',
  }),
  recall_users_may_confirm: z.boolean({
    error: 'Regeln om vem som får bekräfta en indragning måste vara sant eller falskt',
  }),
  require_delegation: z.boolean({
    error: 'Kravet på delegering måste vara sant eller falskt',
  }),
  fridge_read_by: z
    .string({ error: 'Ange en tid som TT:MM' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Ange en tid som TT:MM, t.ex. 10:00' }),
  breach_minutes: z
    .number({ error: 'Minuter utanför gränserna måste vara ett tal' })
    .int({ error: 'Minuter utanför gränserna måste vara ett heltal' })
    .min(5, { error: 'Minuter utanför gränserna måste vara minst 5' })
    .max(1440, { error: 'Minuter utanför gränserna får vara max 1440' }),
};

const criticalWithinWarning = (v: { warning_days?: number; critical_warning_days?: number }) =>
  v.warning_days === undefined ||
  v.critical_warning_days === undefined ||
  v.critical_warning_days <= v.warning_days;
const criticalMessage = {
  error: 'Kritiska varningsdagar får inte vara fler än varningsdagar',
  path: ['critical_warning_days'],
};

export const SiteName = z
  .string({ error: 'Namn krävs' })
  .trim()
  .min(1, { error: 'Namn krävs' })
  .max(200, { error: 'Namn får vara max 200 tecken' });

export const SiteCreateInput = z
  .object({
    name: SiteName,
    customer_id: z.uuid({ error: 'Kund krävs' }),
    address: optionalText(500, 'Adress'),
    contact_email: OptionalEmail,
    contact_phone: optionalText(40, 'Telefon'),
    default_withdraw_limit: SiteSettingsFields.default_withdraw_limit.default(
      SITE_DEFAULTS.default_withdraw_limit,
    ),
    default_add_limit: SiteSettingsFields.default_add_limit.default(
      SITE_DEFAULTS.default_add_limit,
    ),
    warning_days: SiteSettingsFields.warning_days.default(SITE_DEFAULTS.warning_days),
    critical_warning_days: SiteSettingsFields.critical_warning_days.default(
      SITE_DEFAULTS.critical_warning_days,
    ),
    is_active: z.boolean({ error: 'Status måste vara sant eller falskt' }).default(true),
  })
  .refine(criticalWithinWarning, criticalMessage);
export type SiteCreateInput = z.infer<typeof SiteCreateInput>;

export const SiteUpdateInput = z
  .object({
    name: SiteName.optional(),
    customer_id: z.uuid({ error: 'Kund krävs' }).optional(),
    address: optionalText(500, 'Adress').optional(),
    contact_email: OptionalEmail.optional(),
    contact_phone: optionalText(40, 'Telefon').optional(),
    default_withdraw_limit: SiteSettingsFields.default_withdraw_limit.optional(),
    default_add_limit: SiteSettingsFields.default_add_limit.optional(),
    warning_days: SiteSettingsFields.warning_days.optional(),
    critical_warning_days: SiteSettingsFields.critical_warning_days.optional(),
    narcotics_count_days: SiteSettingsFields.narcotics_count_days.optional(),
    narcotics_receiver_may_count: SiteSettingsFields.narcotics_receiver_may_count.optional(),
    recall_users_may_confirm: SiteSettingsFields.recall_users_may_confirm.optional(),
    require_delegation: SiteSettingsFields.require_delegation.optional(),
    fridge_read_by: SiteSettingsFields.fridge_read_by.optional(),
    breach_minutes: SiteSettingsFields.breach_minutes.optional(),
    is_active: z.boolean({ error: 'Status måste vara sant eller falskt' }).optional(),
  })
  .refine(criticalWithinWarning, criticalMessage);
export type SiteUpdateInput = z.infer<typeof SiteUpdateInput>;

export const SiteSettingsInput = z
  .object({
    default_withdraw_limit: SiteSettingsFields.default_withdraw_limit.optional(),
    default_add_limit: SiteSettingsFields.default_add_limit.optional(),
    warning_days: SiteSettingsFields.warning_days.optional(),
    critical_warning_days: SiteSettingsFields.critical_warning_days.optional(),
    narcotics_count_days: SiteSettingsFields.narcotics_count_days.optional(),
    narcotics_receiver_may_count: SiteSettingsFields.narcotics_receiver_may_count.optional(),
    recall_users_may_confirm: SiteSettingsFields.recall_users_may_confirm.optional(),
    require_delegation: SiteSettingsFields.require_delegation.optional(),
    fridge_read_by: SiteSettingsFields.fridge_read_by.optional(),
    breach_minutes: SiteSettingsFields.breach_minutes.optional(),
  })
  .refine(criticalWithinWarning, criticalMessage);
export type SiteSettingsInput = z.infer<typeof SiteSettingsInput>;

export const SessionSite = z.object({ site_id: Id.nullable() });
export type SessionSite = z.infer<typeof SessionSite>;

export const SessionSiteInput = z.object({ site_id: z.uuid({ error: 'Ogiltig enhet' }) });
export type SessionSiteInput = z.infer<typeof SessionSiteInput>;

export const SiteUser = z.object({
  id: Id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  is_active: z.boolean(),
  /** May issue delegations (legitimerad sjuksköterska). */
  registered_nurse: z.boolean(),
});
export type SiteUser = z.infer<typeof SiteUser>;
