import { z } from 'zod';
import { booleanQueryOr } from './common.ts';
import { UNIT_TYPES } from './inventory.ts';
import {
  DISPOSAL_REASONS,
  DisposalDate,
  KASSATION_STATUSES,
  KassationRecord,
} from './kassation.ts';

/** Spec 2-stock §9: kassation lists default to 50 rows, the disposed items to 20. */
export const KASSATION_LIST_SIZE = 50;
export const DISPOSED_ITEMS_SIZE = 20;
export const STATS_PERIODS = [3, 6, 12] as const;
export const DEFAULT_STATS_MONTHS = 6;
/** Spec 2-stock §9: the average per month divides by 6 whatever the period. */
export const AVERAGE_MONTHS_DIVISOR = 6;
export const DEFAULT_PREDICTION_DAYS = 90;

const page = z.coerce
  .number({ error: 'Sidnummer måste vara ett tal' })
  .int({ error: 'Sidnummer måste vara ett heltal' })
  .min(1, { error: 'Sidnummer måste vara minst 1' })
  .default(1);

const size = (fallback: number) =>
  z.coerce
    .number({ error: 'Sidstorlek måste vara ett tal' })
    .int({ error: 'Sidstorlek måste vara ett heltal' })
    .min(1, { error: 'Sidstorlek måste vara minst 1' })
    .max(200, { error: 'Sidstorlek får vara max 200' })
    .default(fallback);

export const KassationListQuery = z.object({ page, size: size(KASSATION_LIST_SIZE) });
export type KassationListQuery = z.infer<typeof KassationListQuery>;

export const HISTORY_STATUSES = [...KASSATION_STATUSES, 'restored'] as const;

export const KassationHistoryQuery = KassationListQuery.extend({
  status: z.enum(HISTORY_STATUSES, { error: 'Ogiltig status' }).optional(),
  from_date: DisposalDate.optional(),
  to_date: DisposalDate.optional(),
});
export type KassationHistoryQuery = z.infer<typeof KassationHistoryQuery>;

export const DisposedItemsQuery = z.object({
  page,
  size: size(DISPOSED_ITEMS_SIZE),
  include_restored: booleanQueryOr(false),
});
export type DisposedItemsQuery = z.infer<typeof DisposedItemsQuery>;

export const FromDateQuery = z.object({ from_date: DisposalDate.optional() });
export type FromDateQuery = z.infer<typeof FromDateQuery>;

export const ExpiryPredictionQuery = z.object({
  days_ahead: z.coerce
    .number({ error: 'Antal dagar måste vara ett tal' })
    .int({ error: 'Antal dagar måste vara ett heltal' })
    .min(1, { error: 'Antal dagar måste vara minst 1' })
    .max(365, { error: 'Antal dagar får vara max 365' })
    .default(DEFAULT_PREDICTION_DAYS),
});
export type ExpiryPredictionQuery = z.infer<typeof ExpiryPredictionQuery>;

export const KassationList = z.object({
  items: z.array(KassationRecord),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
});
export type KassationList = z.infer<typeof KassationList>;

const Tally = z.object({ count: z.number(), quantity: z.number() });

/** Counts from from_date on; per reason only what is still disposed (not cancelled, not restored). */
export const KassationSummary = z.object({
  from_date: z.string(),
  total_count: z.number(),
  total_quantity: z.number(),
  by_status: z.object({
    initiated: Tally,
    approved: Tally,
    completed: Tally,
    cancelled: Tally,
    restored: Tally,
  }),
  by_reason: z.array(Tally.extend({ reason: z.enum(DISPOSAL_REASONS) })),
});
export type KassationSummary = z.infer<typeof KassationSummary>;

export const ExpiryPrediction = z.object({
  inventory_item_id: z.string(),
  medicine_template_id: z.string(),
  medicine_name: z.string(),
  medicine_strength: z.string().nullable(),
  is_controlled_substance: z.boolean(),
  batch_number: z.string(),
  expiry_date: z.string(),
  days_until_expiry: z.number(),
  quantity: z.number(),
  unit_type: z.enum(UNIT_TYPES),
  location: z.string().nullable(),
});
export type ExpiryPrediction = z.infer<typeof ExpiryPrediction>;

export const ExpiryPredictionList = z.object({
  days_ahead: z.number(),
  items: z.array(ExpiryPrediction),
  total_quantity: z.number(),
});
export type ExpiryPredictionList = z.infer<typeof ExpiryPredictionList>;

export const BasicStats = z.object({
  from_date: z.string(),
  total_disposed: z.number(),
  total_quantity: z.number(),
  most_wasted: z.array(
    z.object({
      medicine_name: z.string(),
      medicine_strength: z.string().nullable(),
      total_quantity: z.number(),
      disposal_count: z.number(),
      main_reason: z.enum(DISPOSAL_REASONS),
    }),
  ),
  monthly_totals: z.array(
    z.object({
      month: z.number(),
      year: z.number(),
      total_quantity: z.number(),
      total_count: z.number(),
    }),
  ),
  disposal_reasons: z.array(
    z.object({ reason: z.enum(DISPOSAL_REASONS), count: z.number(), percentage: z.number() }),
  ),
});
export type BasicStats = z.infer<typeof BasicStats>;

export const KassationAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type KassationAuditEntry = z.infer<typeof KassationAuditEntry>;

export const KassationAuditLog = z.object({
  kassation_id: z.string(),
  items: z.array(KassationAuditEntry),
});
export type KassationAuditLog = z.infer<typeof KassationAuditLog>;

export const CertificateInput = z.object({
  include_signatures: z.boolean({ error: 'Ange true eller false' }).default(true),
  additional_notes: z
    .string({ error: 'Anteckningen måste vara text' })
    .trim()
    .max(2000, { error: 'Anteckningen får vara max 2000 tecken' })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CertificateInput = z.infer<typeof CertificateInput>;

export const CertificateMeta = z.object({
  id: z.string(),
  kassation_id: z.string(),
  include_signatures: z.boolean(),
  additional_notes: z.string().nullable(),
  generator_name: z.string(),
  generated_at: z.string(),
  filename: z.string(),
});
export type CertificateMeta = z.infer<typeof CertificateMeta>;

/** First day of the month `months - 1` months before today's: N whole calendar months. */
export function statsFromDate(today: string, months: number): string {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  const index = year * 12 + (month - 1) - (months - 1);
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${y}-${String(m).padStart(2, '0')}-01`;
}
