import { z } from 'zod';
import { Id, optionalText, SizeQuery } from './common.ts';
import { BatchNumber, ExpiryDate, MAX_ITEM_QUANTITY } from './inventory.ts';
import { Witness } from './narcotics.ts';

export const STOCK_TAKE_STATUSES = ['open', 'completed', 'cancelled'] as const;
export type StockTakeStatus = (typeof STOCK_TAKE_STATUSES)[number];

export const StockTakeStart = z.object({
  location: optionalText(100, 'Förvaringsplats'),
  note: optionalText(500, 'Anteckning'),
});
export type StockTakeStart = z.input<typeof StockTakeStart>;

export const CountedQuantity = z
  .number({ error: 'Räknat antal måste vara ett tal' })
  .int({ error: 'Räknat antal måste vara ett heltal' })
  .min(0, { error: 'Räknat antal får inte vara negativt' })
  .max(MAX_ITEM_QUANTITY, { error: 'Räknat antal får vara max 100 000' });

export const StockTakeCount = z.object({ counted_quantity: CountedQuantity });
export type StockTakeCount = z.input<typeof StockTakeCount>;

/** A batch on the shelf that the system does not know. */
export const StockTakeFound = z.object({
  medicine_template_id: Id,
  batch_number: BatchNumber,
  expiry_date: ExpiryDate,
  counted_quantity: CountedQuantity,
});
export type StockTakeFound = z.input<typeof StockTakeFound>;

export const UNCOUNTED_CHOICES = ['keep', 'zero'] as const;

export const StockTakeComplete = z.object({
  /** What happens to batches nobody counted: kept as they are, or set to 0. */
  uncounted: z
    .enum(UNCOUNTED_CHOICES, { error: "Välj 'keep' eller 'zero' för ej räknade rader" })
    .optional(),
  note: optionalText(500, 'Orsak'),
  /** Narcotics with a difference are signed by a second person. */
  witness: Witness.optional(),
});
export type StockTakeComplete = z.input<typeof StockTakeComplete>;

export const StockTakeListQuery = SizeQuery.omit({ search: true }).extend({
  status: z.enum(STOCK_TAKE_STATUSES, { error: 'Okänd status' }).optional(),
});

export const StockTakeSummary = z.object({
  id: Id,
  site_id: Id,
  location: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(STOCK_TAKE_STATUSES),
  started_at: z.string(),
  started_by: z.string(),
  finished_at: z.string().nullable(),
  finished_by: z.string().nullable(),
  lines_total: z.number(),
  lines_counted: z.number(),
});
export type StockTakeSummary = z.infer<typeof StockTakeSummary>;

export const StockTakeList = z.object({
  items: z.array(StockTakeSummary),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
});
export type StockTakeList = z.infer<typeof StockTakeList>;

/** A line as the counter sees it; `expected` and `difference` only for unit managers. */
export const StockTakeLine = z.object({
  id: Id,
  inventory_item_id: Id.nullable(),
  medicine_template_id: Id,
  medicine_name: z.string(),
  is_narcotic: z.boolean(),
  batch_number: z.string(),
  expiry_date: z.string(),
  unit_type: z.string(),
  location: z.string().nullable(),
  found: z.boolean(),
  counted: z.number().nullable(),
  counted_by: z.string().nullable(),
  counted_at: z.string().nullable(),
  expected: z.number().nullable().optional(),
  difference: z.number().nullable().optional(),
});
export type StockTakeLine = z.infer<typeof StockTakeLine>;

export const VarianceLine = z.object({
  inventory_item_id: Id,
  medicine_name: z.string(),
  batch_number: z.string(),
  expiry_date: z.string(),
  unit_type: z.string(),
  expected: z.number(),
  counted: z.number(),
  difference: z.number(),
});
export type VarianceLine = z.infer<typeof VarianceLine>;

export const VarianceReport = z.object({
  id: Id,
  site_name: z.string(),
  location: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  finished_by: z.string().nullable(),
  lines_total: z.number(),
  lines_counted: z.number(),
  lines_with_difference: z.number(),
  units_missing: z.number(),
  units_found: z.number(),
  lines: z.array(VarianceLine),
});
export type VarianceReport = z.infer<typeof VarianceReport>;

export const StockTake = StockTakeSummary.extend({
  /** Whether the viewer sees expected quantities (unit managers and admins). */
  shows_expected: z.boolean(),
  /** Whether the viewer may cancel it while open: unit managers, admins, or who started it. */
  may_cancel: z.boolean(),
  lines: z.array(StockTakeLine),
  /** A completed stock-take's variance report, for those who see expected quantities. */
  report: VarianceReport.nullable(),
});
export type StockTake = z.infer<typeof StockTake>;
