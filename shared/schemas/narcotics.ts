import { z } from 'zod';
import { Email, Id, optionalText, SizeQuery } from './common.ts';
import { BadgeId, PinEntry } from './kiosks.ts';
import { LoginPassword } from './password.ts';
import { MovementKind } from './stock-movement.ts';

/** How far back one journal read or export may reach. */
export const MAX_JOURNAL_YEARS = 10;
/** Days between control counts when a site has not chosen its own. */
export const DEFAULT_COUNT_DAYS = 30;
/** The most batches one count may list. */
export const MAX_COUNT_LINES = 200;

export const PATIENT_REQUIRED = 'Patient krävs för uttag av narkotikaklassat läkemedel';

/** Who a narcotic went to: a name, a personnummer or the unit's own patient reference. */
export const Patient = z
  .string({ error: 'Patient måste vara text' })
  .trim()
  .min(1, { error: PATIENT_REQUIRED })
  .max(100, { error: 'Patient får vara max 100 tecken' });

/**
 * A second person who signs by signing in again in the same request: with their e-mail and
 * password, or with their badge and PIN at a registered kiosk.
 */
export const Witness = z.union([
  z.object({ email: Email, password: LoginPassword }),
  z.object({ badge_id: BadgeId, pin: PinEntry }),
]);
export type Witness = z.infer<typeof Witness>;

/**
 * What a delivery brings beyond the batch: its delivery note or requisition number
 * ('Följesedel/rekvisition'; required for a narcotic, optional otherwise) and, for a narcotic,
 * a second person who signs in the same request.
 */
export const DeliveryFields = {
  delivery_reference: optionalText(100, 'Följesedel/rekvisition'),
  witness: Witness.nullish().transform((v) => v ?? null),
};

const CountedQuantity = z
  .number({ error: 'Räknat antal måste vara ett tal' })
  .int({ error: 'Räknat antal måste vara ett heltal' })
  .min(0, { error: 'Räknat antal får inte vara negativt' })
  .max(1_000_000, { error: 'Räknat antal är för stort' });

const Note = z
  .string({ error: 'Anteckningen måste vara text' })
  .trim()
  .max(500, { error: 'Anteckningen får vara max 500 tecken' })
  .nullish()
  .transform((v) => (v ? v : null));

export const NarcoticCountInput = z.object({
  medicine_template_id: Id,
  lines: z
    .array(z.object({ inventory_item_id: Id, counted_quantity: CountedQuantity }), {
      error: 'Ange räknat antal för varje batch',
    })
    .min(1, { error: 'Ange räknat antal för varje batch' })
    .max(MAX_COUNT_LINES, { error: `Högst ${MAX_COUNT_LINES} batcher per räkning` })
    .refine((lines) => new Set(lines.map((l) => l.inventory_item_id)).size === lines.length, {
      error: 'Samma batch får bara räknas en gång',
    }),
  note: Note,
  witness: Witness.nullish().transform((v) => v ?? null),
  /**
   * The last count the count sheet showed (null: none yet). When another count was saved since,
   * the answer is 409 and nothing is written: two people counted the same product at once.
   */
  last_count_id: Id.nullish(),
});
export type NarcoticCountInput = z.input<typeof NarcoticCountInput>;

export const NARCOTIC_COUNT_STATUSES = ['ok', 'discrepancy'] as const;

export const NarcoticCountLine = z.object({
  inventory_item_id: Id,
  batch_number: z.string(),
  expiry_date: z.string(),
  expected: z.number(),
  counted: z.number(),
  difference: z.number(),
});
export type NarcoticCountLine = z.infer<typeof NarcoticCountLine>;

export const NarcoticCount = z.object({
  id: Id,
  medicine_template_id: Id,
  medicine_name: z.string(),
  expected: z.number(),
  counted: z.number(),
  difference: z.number(),
  status: z.enum(NARCOTIC_COUNT_STATUSES),
  note: z.string().nullable(),
  counter_name: z.string(),
  witness_name: z.string().nullable(),
  counted_at: z.string(),
  lines: z.array(NarcoticCountLine),
});
export type NarcoticCount = z.infer<typeof NarcoticCount>;

/** A batch to count: never its quantity, so the count stays blind. */
export const CountBatch = z.object({
  inventory_item_id: Id,
  batch_number: z.string(),
  expiry_date: z.string(),
  unit_type: z.string(),
  location: z.string().nullable(),
});
export const CountSheet = z.object({
  medicine_template_id: Id,
  name: z.string(),
  strength: z.string().nullable(),
  unit: z.string(),
  batches: z.array(CountBatch),
  /** Whoever received a delivery since the last count may not count (when the rule is on). */
  receiver_may_count: z.boolean(),
  /** Send back with the count: it tells a count saved by someone else meanwhile. */
  last_count_id: Id.nullable(),
});
export type CountSheet = z.infer<typeof CountSheet>;

export const Narcotic = z.object({
  medicine_template_id: Id,
  name: z.string(),
  strength: z.string().nullable(),
  unit: z.string(),
  is_active: z.boolean(),
  /** Whether there is anything to count; never the balance, so the count stays blind. */
  in_stock: z.boolean(),
  last_count_at: z.string().nullable(),
  last_count_status: z.enum(NARCOTIC_COUNT_STATUSES).nullable(),
  /** The day the next count is due (YYYY-MM-DD). */
  count_due: z.string(),
  count_overdue: z.boolean(),
});
export type Narcotic = z.infer<typeof Narcotic>;

export const NarcoticList = z.object({ items: z.array(Narcotic), count_days: z.number() });
export type NarcoticList = z.infer<typeof NarcoticList>;

const Day = z.iso.date({ error: 'Datum ska skrivas ÅÅÅÅ-MM-DD' });

const Period = z
  .object({ from: Day.optional(), to: Day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'Från-datum får inte vara efter till-datum',
    path: ['from'],
  });

export const JournalQuery = SizeQuery.pick({ page: true, size: true }).extend({
  from: Day.optional(),
  to: Day.optional(),
});
export type JournalQuery = z.infer<typeof JournalQuery>;
export const JournalPeriodQuery = Period;
export type JournalPeriodQuery = z.infer<typeof JournalPeriodQuery>;

/** A journal entry that moves no stock: a narcotic's classification, name or batch changed. */
export const RecordEntryKind = z.enum(['reclassified', 'renamed', 'batch_changed']);
export type RecordEntryKind = z.infer<typeof RecordEntryKind>;
export const JournalKind = z.union([MovementKind, RecordEntryKind]);
export type JournalKind = z.infer<typeof JournalKind>;

export const JournalEntry = z.object({
  /** The entry's number in this product's journal at this unit: 1, 2, 3… and never renumbered. */
  number: z.number(),
  /** The ledger row (what a correction names); null for an entry that moves no stock. */
  id: z.number().nullable(),
  at: z.string(),
  kind: JournalKind,
  batch_number: z.string().nullable(),
  /** The change of the balance (0 for an entry that moves no stock), and the same as in or out. */
  delta: z.number(),
  quantity_in: z.number().nullable(),
  quantity_out: z.number().nullable(),
  /** The product's balance at the site after this entry, over all its batches. */
  balance_after: z.number(),
  /** The product as it was named at this entry: name and strength, form, pack size. */
  medicine_name: z.string(),
  medicine_form: z.string().nullable(),
  pack_size: z.string().nullable(),
  patient: z.string().nullable(),
  actor_name: z.string(),
  witness_name: z.string().nullable(),
  /** A delivery's delivery note or requisition number ('Följesedel/rekvisition'). */
  delivery_reference: z.string().nullable(),
  note: z.string().nullable(),
  /** The ledger row this one corrects and its entry number, when it is a correction. */
  corrects_id: z.number().nullable(),
  corrects_number: z.number().nullable(),
  /** The number of the entry that corrects this one. */
  corrected_by_number: z.number().nullable(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

/** A name the product had before, and the day it ended. */
export const EarlierName = z.object({ name: z.string(), until: z.string() });

export const Journal = z.object({
  medicine_template_id: Id,
  /** The care provider (the customer) the unit belongs to. */
  care_provider: z.string().nullable(),
  name: z.string(),
  strength: z.string().nullable(),
  /** The pharmaceutical form ('injektionsvätska') and the pack ('10 × 1 ml'). */
  form: z.string(),
  pack_size: z.string().nullable(),
  /** The förteckning (II–V); null once the product is no longer a narcotic. */
  schedule: z.string().nullable(),
  earlier_names: z.array(EarlierName),
  unit: z.string(),
  site_name: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  opening_balance: z.number(),
  closing_balance: z.number(),
  /** Of the balance now: packs put up for kassation that wait for their witnessed destruction. */
  awaiting_destruction: z.number(),
  items: z.array(JournalEntry),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
});
export type Journal = z.infer<typeof Journal>;

/**
 * A later entry that corrects a wrong one: the amount the wrong entry should have had (between 0
 * and its own), why, and a witness. Anything else is a count.
 */
export const JournalCorrectionInput = z.object({
  quantity: z
    .number({ error: 'Ange det rätta antalet' })
    .int({ error: 'Det rätta antalet måste vara ett heltal' })
    .min(0, { error: 'Det rätta antalet får inte vara negativt' })
    .max(1_000_000, { error: 'Det rätta antalet är för stort' }),
  patient: Patient.nullish().transform((v) => v ?? null),
  note: z
    .string({ error: 'Ange varför posten rättas' })
    .trim()
    .min(1, { error: 'Ange varför posten rättas' })
    .max(500, { error: 'Anteckningen får vara max 500 tecken' }),
  witness: Witness.nullish().transform((v) => v ?? null),
});
export type JournalCorrectionInput = z.input<typeof JournalCorrectionInput>;
