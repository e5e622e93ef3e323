import { z } from 'zod';
import { Id, optionalText, SizeQuery } from './common.ts';
import { Quantity } from './inventory.ts';

export const TransferInput = z.object({
  inventory_item_id: Id,
  to_site_id: z.uuid({ error: 'Välj enheten batchen ska flyttas till' }),
  quantity: Quantity(1),
  note: optionalText(500, 'Anteckning'),
});
export type TransferInput = z.input<typeof TransferInput>;

export const Transfer = z.object({
  id: Id,
  from_site_id: Id,
  from_site_name: z.string(),
  to_site_id: Id,
  to_site_name: z.string(),
  from_item_id: Id,
  to_item_id: Id,
  medicine_name: z.string(),
  batch_number: z.string(),
  expiry_date: z.string(),
  quantity: z.number(),
  unit_type: z.string(),
  note: z.string().nullable(),
  moved_by: z.string(),
  created_at: z.string(),
});
export type Transfer = z.infer<typeof Transfer>;

export const TransferListQuery = SizeQuery.omit({ search: true }).extend({
  site_id: Id.optional(),
});

export const TransferList = z.object({
  items: z.array(Transfer),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
});
export type TransferList = z.infer<typeof TransferList>;

export const TransferTargetsQuery = z.object({ site_id: Id.optional() });

/** Units a batch of the site may be moved to: the same customer's, which the person manages. */
export const TransferTargets = z.object({
  sites: z.array(z.object({ id: Id, name: z.string() })),
});
export type TransferTargets = z.infer<typeof TransferTargets>;
