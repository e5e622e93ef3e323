import { z } from 'zod';
import { Id, optionalText } from './common.ts';
import { Witness } from './narcotics.ts';

/** The förteckningar of LVFS 2011:10 a care unit keeps (I has no medical use). */
export const NARCOTIC_SCHEDULES = ['II', 'III', 'IV', 'V'] as const;
export const NarcoticSchedule = z.enum(NARCOTIC_SCHEDULES, {
  error: 'Förteckning måste vara II, III, IV eller V',
});
export type NarcoticSchedule = z.infer<typeof NarcoticSchedule>;

export const MedicineTemplate = z.object({
  id: Id,
  site_id: Id,
  name: z.string(),
  generic_name: z.string().nullable(),
  strength: z.string().nullable(),
  unit: z.string(),
  route_of_administration: z.string().nullable(),
  storage_requirements: z.string().nullable(),
  minimum_stock_level: z.number(),
  /** The stock an order fills up to; null when not set (an order then fills up to 2 × minimum). */
  par_level: z.number().nullable(),
  /** Days a pack keeps once opened (brytdatum); null when the product gives none. */
  in_use_days: z.number().nullable(),
  /** Derived: true exactly when `narcotic_schedule` is set. */
  is_controlled_substance: z.boolean(),
  /** The förteckning (LVFS 2011:10) of a narcotic; null when it is not one. */
  narcotic_schedule: NarcoticSchedule.nullable(),
  /** The pack as the narcotics journal names it ('10 × 1 ml'). */
  pack_size: z.string().nullable(),
  is_active: z.boolean(),
  /** Total quantity in stock at the site. */
  total_quantity: z.number(),
  created_at: z.string(),
});
export type MedicineTemplate = z.infer<typeof MedicineTemplate>;

export const MedicineList = z.object({
  items: z.array(MedicineTemplate),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
});
export type MedicineList = z.infer<typeof MedicineList>;

/** Non-numeric input becomes 0, as the spec's form does. */
const MinimumStock = z.preprocess(
  (v) =>
    v === '' || v === null || v === undefined
      ? 0
      : typeof v === 'string' && Number.isNaN(Number(v))
        ? 0
        : Number(v),
  z
    .number({ error: 'Minsta lager måste vara ett tal' })
    .int({ error: 'Minsta lager måste vara ett heltal' })
    .min(0, { error: 'Minsta lager får inte vara negativt' })
    .max(100_000, { error: 'Minsta lager får vara max 100 000' }),
);

/** Empty means not set. */
const ParLevel = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'Målnivå måste vara ett tal' })
    .int({ error: 'Målnivå måste vara ett heltal' })
    .min(0, { error: 'Målnivå får inte vara negativ' })
    .max(100_000, { error: 'Målnivå får vara max 100 000' })
    .nullable(),
);

/** Days a pack keeps once opened (the SPC's section 6.3); empty means not given. */
export const InUseDays = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'Hållbarhet efter öppning måste vara ett antal dagar' })
    .int({ error: 'Hållbarhet efter öppning måste vara ett helt antal dagar' })
    .min(1, { error: 'Hållbarhet efter öppning måste vara minst 1 dag' })
    .max(365, { error: 'Hållbarhet efter öppning får vara högst 365 dagar' })
    .nullable(),
);

export const PAR_BELOW_MINIMUM = 'Målnivån får inte vara lägre än minsta lager';

/** A par level, when set, is at least the minimum. */
export const parBelowMinimum = (par: number | null, minimum: number) =>
  par !== null && par < minimum;

export const MedicineFields = {
  name: z
    .string({ error: 'Läkemedelsnamn krävs.' })
    .trim()
    .min(1, { error: 'Läkemedelsnamn krävs.' })
    .max(200, { error: 'Läkemedelsnamn får vara max 200 tecken' }),
  generic_name: optionalText(200, 'Generiskt namn'),
  strength: optionalText(100, 'Styrka'),
  unit: z
    .string({ error: 'Enhet krävs.' })
    .trim()
    .min(1, { error: 'Enhet krävs.' })
    .max(50, { error: 'Enhet får vara max 50 tecken' }),
  route_of_administration: optionalText(100, 'Administrering'),
  storage_requirements: optionalText(500, 'Förvaring'),
  minimum_stock_level: MinimumStock,
  par_level: ParLevel,
  in_use_days: InUseDays,
  is_controlled_substance: z.boolean({ error: 'Narkotikaklassning måste vara sant eller falskt' }),
  narcotic_schedule: NarcoticSchedule.nullable(),
  pack_size: optionalText(100, 'Förpackning'),
  is_active: z.boolean({ error: 'Status måste vara sant eller falskt' }),
};

export const SCHEDULE_CONTRADICTS_FLAG =
  'Narkotikaklassning och förteckning motsäger varandra. Välj förteckning, eller Ej narkotika.';

/**
 * A client that sends only the old yes/no gets förteckning II (the strictest a unit keeps) for
 * yes and none for no; one that sends both must not contradict itself.
 */
const flagAgreesWithSchedule = (m: {
  is_controlled_substance?: boolean | undefined;
  narcotic_schedule?: NarcoticSchedule | null | undefined;
}) =>
  m.is_controlled_substance === undefined ||
  m.narcotic_schedule === undefined ||
  m.is_controlled_substance === (m.narcotic_schedule !== null);

/** Why a narcotic's classification, name or batch is changed: the journal keeps it. */
export const RecordChangeReason = z
  .string({ error: 'Ange varför uppgiften ändras' })
  .trim()
  .min(1, { error: 'Ange varför uppgiften ändras' })
  .max(500, { error: 'Anledningen får vara max 500 tecken' });

/** A second person and a reason, needed when the change becomes a narcotics journal entry. */
export const RecordChangeFields = {
  witness: Witness.nullish().transform((v) => v ?? null),
  reason: RecordChangeReason.nullish().transform((v) => v ?? null),
};

export const MedicineCreateInput = z
  .object({
    site_id: z.uuid({ error: 'Ogiltigt enhets-id. Kontakta support.' }).optional(),
    ...MedicineFields,
    minimum_stock_level: MedicineFields.minimum_stock_level.default(0),
    par_level: MedicineFields.par_level.default(null),
    in_use_days: MedicineFields.in_use_days.default(null),
    is_controlled_substance: MedicineFields.is_controlled_substance.optional(),
    narcotic_schedule: MedicineFields.narcotic_schedule.optional(),
    is_active: MedicineFields.is_active.default(true),
  })
  .refine((m) => !parBelowMinimum(m.par_level, m.minimum_stock_level), {
    error: PAR_BELOW_MINIMUM,
    path: ['par_level'],
  })
  .refine(flagAgreesWithSchedule, {
    error: SCHEDULE_CONTRADICTS_FLAG,
    path: ['narcotic_schedule'],
  });
export type MedicineCreateInput = z.infer<typeof MedicineCreateInput>;

export const MedicineUpdateInput = z
  .object({
    name: MedicineFields.name.optional(),
    generic_name: MedicineFields.generic_name.optional(),
    strength: MedicineFields.strength.optional(),
    unit: MedicineFields.unit.optional(),
    route_of_administration: MedicineFields.route_of_administration.optional(),
    storage_requirements: MedicineFields.storage_requirements.optional(),
    minimum_stock_level: MedicineFields.minimum_stock_level.optional(),
    par_level: MedicineFields.par_level.optional(),
    in_use_days: MedicineFields.in_use_days.optional(),
    is_controlled_substance: MedicineFields.is_controlled_substance.optional(),
    narcotic_schedule: MedicineFields.narcotic_schedule.optional(),
    pack_size: MedicineFields.pack_size.optional(),
    is_active: MedicineFields.is_active.optional(),
    ...RecordChangeFields,
  })
  .refine(flagAgreesWithSchedule, {
    error: SCHEDULE_CONTRADICTS_FLAG,
    path: ['narcotic_schedule'],
  });
export type MedicineUpdateInput = z.infer<typeof MedicineUpdateInput>;

export const Schablon = z.object({
  id: z.string(),
  name: z.string(),
  generic_name: z.string().nullable(),
  strength: z.string(),
  unit: z.string(),
  route_of_administration: z.string(),
  category: z.string(),
  is_controlled_substance: z.boolean(),
  /** The förteckning of LVFS 2011:10; null when the substance is not a narcotic in Sweden. */
  narcotic_schedule: NarcoticSchedule.nullable(),
  /** Days a pack keeps once opened, from the product's SPC (section 6.3), where it gives one. */
  in_use_days: z.number().int().min(1).max(365).nullable().default(null),
});
export type Schablon = z.infer<typeof Schablon>;

export const SchablonList = z.object({ schablons: z.array(Schablon), total: z.number() });
export type SchablonList = z.infer<typeof SchablonList>;

export const SchablonImportInput = z.object({
  schablon_ids: z
    .array(z.string().max(100), { error: 'Välj minst en mall att importera' })
    .min(1, { error: 'Välj minst en mall att importera' })
    .max(1000),
  site_id: z.uuid({ error: 'Ingen site vald' }),
});
export type SchablonImportInput = z.infer<typeof SchablonImportInput>;

export const SchablonImportResult = z.object({
  imported_count: z.number(),
  skipped_count: z.number(),
  skipped_duplicates: z.array(z.string()),
});
export type SchablonImportResult = z.infer<typeof SchablonImportResult>;
