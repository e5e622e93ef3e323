import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { Email, Id, optionalText } from './common.ts';
import { StrongPassword } from './password.ts';

export const Role = z.enum(ROLES, { error: 'Roll krävs' });

export const User = z.object({
  id: Id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: Role,
  site_id: Id.nullable(),
  site_ids: z.array(Id),
  site_names: z.array(z.string()),
  mobile_phone: z.string().nullable(),
  is_active: z.boolean(),
  last_login: z.string().nullable(),
  created_at: z.string(),
  /** A badge is enrolled for sign-in at the unit's kiosks. */
  has_badge: z.boolean(),
  /** The user has chosen a PIN for badge sign-in. */
  has_pin: z.boolean(),
  /** A registered nurse (legitimerad sjuksköterska): may issue delegations and needs none. */
  registered_nurse: z.boolean(),
  /**
   * The password was set by someone else (a first password, an admin's reset): the owner changes
   * it at sign-in before anything else, and until then every other call answers 403.
   */
  password_change_required: z.boolean(),
});
export type User = z.infer<typeof User>;

export const UserList = z.object({
  items: z.array(User),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
});
export type UserList = z.infer<typeof UserList>;

const name = (required: string, short: string, long: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .min(2, { error: short })
    .max(100, { error: long });

export const FirstName = name(
  'Förnamn krävs',
  'Förnamn måste vara minst 2 tecken',
  'Förnamn får vara max 100 tecken',
);
export const LastName = name(
  'Efternamn krävs',
  'Efternamn måste vara minst 2 tecken',
  'Efternamn får vara max 100 tecken',
);
export const MobilePhone = optionalText(40, 'Mobilnummer').pipe(
  z
    .string()
    .regex(/^[+\d][\d\s-]{4,}$/, { error: 'Ogiltigt mobilnummer' })
    .nullable(),
);

const RegisteredNurse = z.boolean({
  error: 'Legitimerad sjuksköterska måste vara sant eller falskt',
});

const SiteIds = z
  .array(Id, { error: 'Minst en site måste väljas' })
  .max(1000)
  .transform((ids) => [...new Set(ids)]);

const requireSiteForStaff = (v: { role: string; site_ids?: string[] | undefined }) =>
  v.role === 'admin' || (v.site_ids?.length ?? 0) > 0;

export const UserCreateInput = z
  .object({
    email: Email,
    password: StrongPassword,
    first_name: FirstName,
    last_name: LastName,
    role: Role,
    site_ids: SiteIds.default([]),
    site_id: Id.nullish(),
    mobile_phone: MobilePhone.optional(),
    is_active: z.boolean({ error: 'Status måste vara sant eller falskt' }).default(true),
    registered_nurse: RegisteredNurse.optional(),
  })
  .refine(requireSiteForStaff, { error: 'Minst en site måste väljas', path: ['site_ids'] });
export type UserCreateInput = z.infer<typeof UserCreateInput>;

export const UserUpdateInput = z.object({
  email: Email.optional(),
  first_name: FirstName.optional(),
  last_name: LastName.optional(),
  mobile_phone: MobilePhone.optional(),
  is_active: z.boolean({ error: 'Status måste vara sant eller falskt' }).optional(),
  role: Role.optional(),
  site_ids: SiteIds.optional(),
  registered_nurse: RegisteredNurse.optional(),
});
export type UserUpdateInput = z.infer<typeof UserUpdateInput>;

export const UserMeUpdateInput = z.object({
  first_name: FirstName.optional(),
  last_name: LastName.optional(),
  mobile_phone: MobilePhone.optional(),
});
export type UserMeUpdateInput = z.infer<typeof UserMeUpdateInput>;

export const PasswordResetInput = z.object({ new_password: StrongPassword });
export type PasswordResetInput = z.infer<typeof PasswordResetInput>;

export const UserSitesInput = z.object({
  user_id: Id.optional(),
  site_ids: SiteIds,
});
export type UserSitesInput = z.infer<typeof UserSitesInput>;

export const UserListQuery = z.object({
  role: Role.optional(),
});
