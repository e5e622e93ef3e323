import { z } from 'zod';
import { Id, optionalText } from './common.ts';
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
