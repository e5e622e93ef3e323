import { z } from 'zod';
import { BooleanQuery, Id, optionalText, SizeQuery } from './common.ts';
import { UNIT_TYPES } from './inventory.ts';
import { ServerMessage } from './server-message.ts';

export const WARNING_TYPES = [
  'expiry_warning',
  'critical_expiry',
  'low_stock',
  'count_overdue',
  'deviation',
  'system_alert',
  'opened_pack_expiry',
  'delegation_ending',
  'fridge_not_read',
] as const;
export type WarningType = (typeof WARNING_TYPES)[number];
export const WARNING_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type WarningSeverity = (typeof WARNING_SEVERITIES)[number];
export const WARNING_TYPE_LABELS: Record<WarningType, string> = {
  expiry_warning: 'Utgår snart',
  critical_expiry: 'Kritiskt utgångsdatum',
  low_stock: 'Lågt lager',
  count_overdue: 'Kontrollräkning försenad',
  deviation: 'Avvikelse',
  system_alert: 'Systemvarning',
  opened_pack_expiry: 'Bruten förpackning går ut',
  delegation_ending: 'Delegering går ut',
  fridge_not_read: 'Kylskåp inte avläst',
};
export const WARNING_SEVERITY_LABELS: Record<WarningSeverity, string> = {
  low: 'Låg',
  medium: 'Medel',
  high: 'Hög',
  critical: 'Kritisk',
};
export const WARNING_ACTIONS = ['created', 'acknowledged', 'resolved', 'email_sent'] as const;
export type WarningAction = (typeof WARNING_ACTIONS)[number];

/** How many warnings one bulk call may change (the largest page the screen shows). */
export const MAX_BULK_WARNINGS = 200;

const PersonName = z.object({ first_name: z.string(), last_name: z.string() });
const MedicineName = z.object({ name: z.string(), strength: z.string().nullable() });

export const WarningHistoryEntry = z.object({
  id: Id,
  action: z.enum(WARNING_ACTIONS),
  timestamp: z.string(),
  action_by_user_name: z.string(),
  action_details: z.string().nullable(),
  /** The details as a message, when the engine wrote them (a person's note has none). */
  details_message: ServerMessage.nullable(),
});
export type WarningHistoryEntry = z.infer<typeof WarningHistoryEntry>;

export const Warning = z.object({
  id: Id,
  site_id: Id,
  /** In Swedish; title_message and description_message word them in any language. */
  title: z.string(),
  description: z.string(),
  /** Null for warnings from before messages were kept: show the Swedish text. */
  title_message: ServerMessage.nullable(),
  description_message: ServerMessage.nullable(),
  warning_type: z.enum(WARNING_TYPES),
  severity: z.enum(WARNING_SEVERITIES),
  is_acknowledged: z.boolean(),
  acknowledged_at: z.string().nullable(),
  acknowledged_by_user: PersonName.nullable(),
  is_resolved: z.boolean(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution_notes: z.string().nullable(),
  /** The note as a message when the engine or a raiser closed it; null for a person's note. */
  resolution_message: ServerMessage.nullable(),
  /** Null while open, and when the engine resolved it because its cause went away. */
  resolved_by_user: PersonName.nullable(),
  site: z.object({ name: z.string() }),
  medicine_template: MedicineName.nullable(),
  inventory_item: z
    .object({
      id: Id,
      batch_number: z.string(),
      expiry_date: z.string(),
      quantity: z.number(),
      unit_type: z.enum(UNIT_TYPES),
      medicine_template: MedicineName,
    })
    .nullable(),
});
export type Warning = z.infer<typeof Warning>;

export const WarningWithHistory = Warning.extend({ history: z.array(WarningHistoryEntry) });
export type WarningWithHistory = z.infer<typeof WarningWithHistory>;

/** The four count cards, over the listed sites whatever the search and filters. */
export const WarningCounts = z.object({
  active: z.number(),
  critical: z.number(),
  acknowledged: z.number(),
  resolved: z.number(),
});
export type WarningCounts = z.infer<typeof WarningCounts>;

export const WarningList = z.object({
  items: z.array(Warning),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
  counts: WarningCounts,
});
export type WarningList = z.infer<typeof WarningList>;

export const WarningListQuery = SizeQuery.extend({
  warning_type: z.enum(WARNING_TYPES, { error: 'Ogiltig varningstyp' }).optional(),
  severity: z.enum(WARNING_SEVERITIES, { error: 'Ogiltig allvarlighetsgrad' }).optional(),
  is_resolved: BooleanQuery.optional(),
  site_id: Id.optional(),
  /** Every site the caller sees instead of the working site of X-Site-Id. */
  all_sites: BooleanQuery.optional(),
});
export type WarningListQuery = z.infer<typeof WarningListQuery>;

export const WarningResolveInput = z.object({
  resolution_notes: optionalText(1000, 'Anteckning'),
});
export type WarningResolveInput = z.infer<typeof WarningResolveInput>;

const WarningIds = z
  .array(Id, { error: 'Välj minst en varning' })
  .min(1, { error: 'Välj minst en varning' })
  .max(MAX_BULK_WARNINGS, { error: `Högst ${MAX_BULK_WARNINGS} varningar åt gången` })
  .transform((ids) => [...new Set(ids)]);

export const WarningBulkInput = z.object({ ids: WarningIds });
export type WarningBulkInput = z.infer<typeof WarningBulkInput>;

export const WarningBulkResolveInput = WarningResolveInput.extend({ ids: WarningIds });
export type WarningBulkResolveInput = z.infer<typeof WarningBulkResolveInput>;

export const WarningBulkResult = z.object({ count: z.number() });
export type WarningBulkResult = z.infer<typeof WarningBulkResult>;
