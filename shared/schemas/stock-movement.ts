import { z } from 'zod';
import { Id, SizeQuery } from './common.ts';

/**
 * Every way a batch's quantity changes; `counted` is a control count (also when nothing differed),
 * `corrected` a later entry that corrects a wrong one, the transfers are for moves between sites.
 */
export const MOVEMENT_KINDS = [
  'opening_balance',
  'received',
  'unpacked',
  'adjusted',
  'withdrawn',
  'returned',
  'disposed',
  'disposal_cancelled',
  'restored',
  'counted',
  'transfer_out',
  'transfer_in',
  'corrected',
  'returned_to_supplier',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** What a movement refers to: the disposal, scan, count, transfer or recall check it belongs to. */
export const MOVEMENT_REFERENCE_TYPES = [
  'kassation',
  'qr_scan',
  'site',
  'count',
  'movement',
  'stock_take',
  'transfer',
  'recall_follow_up',
  'supplier_return',
] as const;
export type MovementReferenceType = (typeof MOVEMENT_REFERENCE_TYPES)[number];

export const MovementKind = z.enum(MOVEMENT_KINDS, {
  error: `Okänd rörelsetyp. Välj en av: ${MOVEMENT_KINDS.join(', ')}`,
});

export const StockMovement = z.object({
  id: z.number(),
  site_id: z.string(),
  inventory_item_id: z.string(),
  medicine_template_id: z.string(),
  medicine_name: z.string(),
  batch_number: z.string(),
  kind: MovementKind,
  delta: z.number(),
  balance_after: z.number(),
  /** When it was booked. */
  created_at: z.string(),
  /** When it happened: earlier than created_at for an event a kiosk made offline. */
  occurred_at: z.string(),
  actor_name: z.string(),
  reason: z.string().nullable(),
  reference: z.object({ type: z.string(), id: z.string() }).nullable(),
});
export type StockMovement = z.infer<typeof StockMovement>;

export const StockMovementList = z.object({
  items: z.array(StockMovement),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
});
export type StockMovementList = z.infer<typeof StockMovementList>;

export const BatchMovementsQuery = SizeQuery.pick({ page: true, size: true });
export type BatchMovementsQuery = z.infer<typeof BatchMovementsQuery>;

const Day = z.iso.date({ error: 'Datum ska skrivas ÅÅÅÅ-MM-DD' });

/** What the ledger list and its export are narrowed by. */
export const StockMovementFilters = z.object({
  site_id: Id.optional(),
  medicine_template_id: Id.optional(),
  kind: MovementKind.optional(),
  from: Day.optional(),
  to: Day.optional(),
});

type Period = { from?: string | undefined; to?: string | undefined };
const fromNotAfterTo = (q: Period) => !q.from || !q.to || q.from <= q.to;
const PERIOD_OUT_OF_ORDER = { error: 'Från-datum får inte vara efter till-datum', path: ['from'] };

export const StockMovementQuery = SizeQuery.pick({ page: true, size: true })
  .extend(StockMovementFilters.shape)
  .refine(fromNotAfterTo, PERIOD_OUT_OF_ORDER);
export type StockMovementQuery = z.infer<typeof StockMovementQuery>;

/** A ledger query whose period must run forwards, as the list's does (the export's). */
export const withPeriodInOrder = <T extends z.ZodType<Period>>(schema: T) =>
  schema.refine(fromNotAfterTo, PERIOD_OUT_OF_ORDER);

/** A reason for changing a quantity by hand, kept in the ledger. */
export const AdjustmentReason = z
  .string({ error: 'Ange varför antalet ändras' })
  .trim()
  .min(1, { error: 'Ange varför antalet ändras' })
  .max(200, { error: 'Orsaken får vara max 200 tecken' });
