import { z } from 'zod';
import { isCalendarDate } from '../stock-rules.ts';
import { Id, optionalText } from './common.ts';
import { DeliveryFields } from './narcotics.ts';
import { AdjustmentReason } from './stock-movement.ts';
import { Witness } from './narcotics.ts';

export const UNIT_TYPES = ['styck', 'paket'] as const;
export const UNIT_TYPE_LABELS: Record<(typeof UNIT_TYPES)[number], string> = {
  styck: 'Styck',
  paket: 'Paket',
};

/** Accepts STYCK/PAKET as the unpack form sends them, stored in lower case. */
/** Takes ' Styck ' as well; callers are typed to send one of the two as the contract says. */
export const UnitType = z.preprocess(
  (v: (typeof UNIT_TYPES)[number]) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(UNIT_TYPES, { error: 'Enhetstyp måste vara styck eller paket' }),
);

export const ExpiryDate = z
  .string({ error: 'Utgångsdatum krävs' })
  .trim()
  .min(1, { error: 'Utgångsdatum krävs' })
  .refine(isCalendarDate, { error: 'Ogiltigt utgångsdatum' });

export const BatchNumber = z
  .string({ error: 'Batchnummer krävs' })
  .trim()
  .min(1, { error: 'Batchnummer krävs' })
  .max(100, { error: 'Batchnummer får vara max 100 tecken' });

export const MAX_ITEM_QUANTITY = 100_000;

/** A whole number of packs or pieces, from `min` up to MAX_ITEM_QUANTITY. */
export const Quantity = (min: number) =>
  z
    .number({ error: 'Antal måste vara ett tal' })
    .int({ error: 'Antal måste vara ett heltal' })
    .min(min, {
      error: min === 0 ? 'Antal får inte vara negativt' : `Antal måste vara minst ${min}`,
    })
    .max(MAX_ITEM_QUANTITY, { error: 'Antal får vara max 100 000' });

export const EXPIRY_FILTERS = ['all', 'expiring', 'expired', 'low_stock'] as const;
/** 'expiry': first to expire first (FEFO, the default); 'recent': last added or changed first. */
export const INVENTORY_SORTS = ['expiry', 'recent'] as const;

export const InventoryItem = z.object({
  id: Id,
  site_id: Id,
  medicine_template_id: Id,
  medicine_name: z.string(),
  medicine_strength: z.string().nullable(),
  medicine_unit: z.string(),
  medicine_minimum_stock_level: z.number(),
  is_controlled_substance: z.boolean(),
  batch_number: z.string(),
  expiry_date: z.string(),
  days_until_expiry: z.number(),
  expiry_status: z.enum(['expired', 'critical', 'warning', 'ok']),
  is_low_stock: z.boolean(),
  /** An active recall match holds the batch: it may not be used and is disposed of as recalled. */
  is_recalled: z.boolean(),
  /** The notice of the open recall that holds the batch: packs may be returned under it. */
  recall_notice_id: z.string().nullable(),
  quantity: z.number(),
  /**
   * Of `quantity`, a narcotic's packs put up for kassation ('väntar på destruktion'): still in the
   * balance until the witnessed completion, but not to be withdrawn, moved or counted away.
   */
  pending_destruction: z.number(),
  unit_type: z.enum(UNIT_TYPES),
  location: z.string().nullable(),
  /** The storage place the batch is kept in (a fridge), when the unit names one. */
  storage_place_id: z.string().nullable(),
  storage_place_name: z.string().nullable(),
  /**
   * The open temperature deviation of its place: 'Bedöm efter temperaturavvikelse' until a
   * manager closes it with an assessment. Use is not blocked.
   */
  temperature_deviation_id: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InventoryItem = z.infer<typeof InventoryItem>;

export const InventoryCounts = z.object({
  total: z.number(),
  expiring: z.number(),
  expired: z.number(),
  low_stock: z.number(),
});
export type InventoryCounts = z.infer<typeof InventoryCounts>;

export const InventoryList = z.object({
  items: z.array(InventoryItem),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
  counts: InventoryCounts,
});
export type InventoryList = z.infer<typeof InventoryList>;

/** A storage place of the batch's unit, or null for none. */
const StoragePlaceId = z
  .uuid({ error: 'Välj en förvaringsplats i listan' })
  .nullish()
  .transform((v) => v ?? null);

export const InventoryCreateInput = z.object({
  medicine_template_id: z.uuid({ error: 'Läkemedel krävs' }),
  batch_number: BatchNumber,
  expiry_date: ExpiryDate,
  quantity: Quantity(0),
  unit_type: UnitType.default('styck'),
  location: optionalText(100, 'Plats'),
  storage_place_id: StoragePlaceId,
  notes: optionalText(1000, 'Anteckning'),
  ...DeliveryFields,
});
export type InventoryCreateInput = z.infer<typeof InventoryCreateInput>;

export const InventoryUpdateInput = z.object({
  batch_number: BatchNumber.optional(),
  expiry_date: ExpiryDate.optional(),
  quantity: Quantity(0).optional(),
  unit_type: UnitType.optional(),
  location: optionalText(100, 'Plats').optional(),
  storage_place_id: StoragePlaceId.optional(),
  notes: optionalText(1000, 'Anteckning').optional(),
  /** Why the quantity is changed by hand; required when `quantity` changes. */
  adjustment_reason: AdjustmentReason.optional(),
  /** A narcotic's batch number or expiry: the witness who signs now, and why (optional). */
  witness: Witness.nullish().transform((v) => v ?? null),
  reason: optionalText(500, 'Anledning').optional(),
});
export type InventoryUpdateInput = z.infer<typeof InventoryUpdateInput>;

export const UnpackInput = z.object({
  medicine_template_id: z.uuid({ error: 'Läkemedel krävs' }),
  batch_number: BatchNumber,
  expiry_date: ExpiryDate,
  quantity: Quantity(1).default(1),
  unit_type: UnitType.default('styck'),
  location: optionalText(100, 'Plats'),
  notes: optionalText(1000, 'Anteckning'),
  ...DeliveryFields,
});
export type UnpackInput = z.infer<typeof UnpackInput>;

export const UnpackResult = z.object({
  item: InventoryItem,
  created: z.boolean(),
});
export type UnpackResult = z.infer<typeof UnpackResult>;
