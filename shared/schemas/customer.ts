import { z } from 'zod';
import { CUSTOMER_TYPES, PRICE_PER_SITE_SEK } from '../constants.ts';
import { Id, OptionalEmail, optionalText } from './common.ts';

export const CustomerType = z.enum(CUSTOMER_TYPES, { error: 'Kundtyp krävs' });

export const Customer = z.object({
  id: Id,
  name: z.string(),
  customer_type: CustomerType,
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  billing_address: z.string().nullable(),
  monthly_price_sek: z.number(),
  is_active: z.boolean(),
  /** When the customer was closed instead of deleted (one of its sites had history). */
  closed_at: z.string().nullable(),
  site_count: z.number(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof Customer>;

export const CustomerList = z.object({
  customers: z.array(Customer),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  total_pages: z.number(),
});
export type CustomerList = z.infer<typeof CustomerList>;

/** A removed customer: deleted with its sites, or closed and kept when one of them had history. */
export const CustomerRemoval = z.object({
  detail: z.string(),
  outcome: z.enum(['deleted', 'closed']),
  deleted_sites: z.number(),
  closed_sites: z.number(),
});
export type CustomerRemoval = z.infer<typeof CustomerRemoval>;

export const CustomerName = z
  .string({ error: 'Namn krävs' })
  .trim()
  .min(1, { error: 'Namn krävs' })
  .max(200, { error: 'Namn får vara max 200 tecken' });

const fields = {
  name: CustomerName,
  customer_type: CustomerType.default('kommun'),
  contact_email: OptionalEmail,
  contact_phone: optionalText(40, 'Telefon'),
  billing_address: optionalText(500, 'Faktureringsadress'),
  monthly_price_sek: z
    .number({ error: 'Pris måste vara ett tal' })
    .min(0, { error: 'Pris måste vara positivt' })
    .max(1_000_000, { error: 'Pris är orimligt högt' })
    .default(PRICE_PER_SITE_SEK),
  is_active: z.boolean({ error: 'Status måste vara sant eller falskt' }).default(true),
};

export const CustomerCreateInput = z.object(fields);
export type CustomerCreateInput = z.infer<typeof CustomerCreateInput>;

export const CustomerUpdateInput = z.object({
  name: fields.name.optional(),
  customer_type: CustomerType.optional(),
  contact_email: fields.contact_email.optional(),
  contact_phone: fields.contact_phone.optional(),
  billing_address: fields.billing_address.optional(),
  monthly_price_sek: z
    .number({ error: 'Pris måste vara ett tal' })
    .min(0, { error: 'Pris måste vara positivt' })
    .max(1_000_000, { error: 'Pris är orimligt högt' })
    .optional(),
  is_active: z.boolean({ error: 'Status måste vara sant eller falskt' }).optional(),
});
export type CustomerUpdateInput = z.infer<typeof CustomerUpdateInput>;
