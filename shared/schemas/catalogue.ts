import { z } from 'zod';
import { Id } from './common.ts';
import { MedicineFields, NarcoticSchedule } from './medicine.ts';

/**
 * An ATC code at any of its five levels: N, N02, N02B, N02BE, N02BE01 (WHO's ATC structure).
 * Written with or without spaces; stored in capitals without them.
 */
export const AtcCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s/g, '').toUpperCase() : v),
  z
    .string()
    .regex(/^[A-Z](\d{2}([A-Z]([A-Z](\d{2})?)?)?)?$/, {
      error: 'ATC-koden ska se ut som N02BE01 (bokstav, två siffror, två bokstäver, två siffror).',
    })
    .or(z.literal('').transform(() => null))
    .nullable(),
);

/** A product of the customer's assortment as a row of the region's catalogue gives it. */
export const CatalogueProductInput = z.object({
  name: MedicineFields.name,
  strength: MedicineFields.strength,
  unit: MedicineFields.unit,
  pack_size: MedicineFields.pack_size,
  atc_code: AtcCode,
  narcotic_schedule: MedicineFields.narcotic_schedule,
  storage_requirements: MedicineFields.storage_requirements,
  in_use_days: MedicineFields.in_use_days,
});
export type CatalogueProductInput = z.infer<typeof CatalogueProductInput>;

export const CatalogueProduct = z.object({
  /** Always 14 digits (GTIN-8/12/13 padded with zeros). */
  gtin: z.string(),
  name: z.string(),
  strength: z.string().nullable(),
  unit: z.string(),
  pack_size: z.string().nullable(),
  atc_code: z.string().nullable(),
  narcotic_schedule: NarcoticSchedule.nullable(),
  storage_requirements: z.string().nullable(),
  in_use_days: z.number().nullable(),
  updated_at: z.string(),
});
export type CatalogueProduct = z.infer<typeof CatalogueProduct>;

export const CatalogueQuery = z.object({
  site_id: Id.optional(),
  /** Part of the name, the GTIN or the ATC code. */
  q: z.string().trim().max(100, { error: 'Sökningen får vara max 100 tecken' }).optional(),
  page: z.coerce.number({ error: 'Sidan måste vara ett tal' }).int().min(1).max(10_000).default(1),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuery>;

export const CataloguePage = z.object({
  products: z.array(CatalogueProduct),
  /** Products matching the search, on every page. */
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  per_page: z.number(),
});
export type CataloguePage = z.infer<typeof CataloguePage>;

export const FromCatalogueInput = z.object({
  site_id: Id.optional(),
});
export type FromCatalogueInput = z.infer<typeof FromCatalogueInput>;

/** The unit's medicine the catalogue's product became, and the pack's GTIN linked to it. */
export const FromCatalogueResult = z.object({
  medicine_template_id: Id,
  medicine_name: z.string(),
  /** False when the unit already had the medicine (same name and strength): the GTIN was linked. */
  created: z.boolean(),
  gtin: z.string(),
});
export type FromCatalogueResult = z.infer<typeof FromCatalogueResult>;
