import { z } from 'zod';
import { BooleanQuery, Id, optionalText } from './common.ts';
import { UNIT_TYPES } from './inventory.ts';

export const RECALL_MATCH_STATUSES = ['active', 'resolved', 'dismissed'] as const;
export const RECALL_RESOLUTIONS = ['disposed', 'dismissed'] as const;

/** A stock batch that a recall notice names (INDRAGNINGAR panel row). */
export const RecallMatch = z.object({
  id: Id,
  notice_id: Id,
  site_id: Id,
  site_name: z.string(),
  inventory_item_id: Id.nullable(),
  medicine_name: z.string(),
  batch_number: z.string(),
  /** What is still on the shelf of the batch (0 when it is gone). */
  quantity: z.number(),
  unit_type: z.enum(UNIT_TYPES),
  withdrawal_reason: z.string().nullable(),
  status: z.enum(RECALL_MATCH_STATUSES),
  matched_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution_type: z.string().nullable(),
});
export type RecallMatch = z.infer<typeof RecallMatch>;

export const RecallMatchList = z.object({ items: z.array(RecallMatch), total: z.number() });
export type RecallMatchList = z.infer<typeof RecallMatchList>;

export const RecallStats = z.object({
  total_matches: z.number(),
  /** When the notices were last read, or null if never. */
  last_checked_at: z.string().nullable(),
});
export type RecallStats = z.infer<typeof RecallStats>;

export const RecallResolveInput = z.object({
  resolution_type: z.enum(RECALL_RESOLUTIONS, { error: 'Ogiltig åtgärd' }),
  notes: optionalText(1000, 'Anteckning'),
});
export type RecallResolveInput = z.infer<typeof RecallResolveInput>;

export const RecallMatchQuery = z.object({
  /** Only matches that still need action: open, with stock left on the batch. */
  active_only: BooleanQuery.default(true),
  /** Also matches already resolved (disposed of) or dismissed. */
  include_resolved: BooleanQuery.default(false),
  limit: z.coerce
    .number({ error: 'Antal rader måste vara ett tal' })
    .int({ error: 'Antal rader måste vara ett heltal' })
    .min(1, { error: 'Antal rader måste vara minst 1' })
    .max(200, { error: 'Antal rader får vara max 200' })
    .default(20),
  offset: z.coerce
    .number({ error: 'Startrad måste vara ett tal' })
    .int({ error: 'Startrad måste vara ett heltal' })
    .min(0, { error: 'Startrad får inte vara negativ' })
    .default(0),
});
export type RecallMatchQuery = z.infer<typeof RecallMatchQuery>;

export const RecallResolveResult = RecallMatch.extend({
  /** The disposal that took the batch out of stock, when there was stock left. */
  kassation_id: Id.nullable(),
});
export type RecallResolveResult = z.infer<typeof RecallResolveResult>;
