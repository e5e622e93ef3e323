import { z } from 'zod';
import { Id, optionalText } from './common.ts';

export const WARNING_TYPES = [
  'expiry_warning',
  'critical_expiry',
  'low_stock',
  'system_alert',
] as const;
export type WarningType = (typeof WARNING_TYPES)[number];
export const WARNING_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type WarningSeverity = (typeof WARNING_SEVERITIES)[number];
export const WARNING_ACTIONS = ['created', 'acknowledged', 'resolved', 'email_sent'] as const;

const PersonName = z.object({ first_name: z.string(), last_name: z.string() });

export const WarningHistoryEntry = z.object({
  id: Id,
  action: z.enum(WARNING_ACTIONS),
  timestamp: z.string(),
  action_by_user_name: z.string(),
  action_details: z.string().nullable(),
});
export type WarningHistoryEntry = z.infer<typeof WarningHistoryEntry>;

export const Warning = z.object({
  id: Id,
  site_id: Id,
  title: z.string(),
  description: z.string(),
  warning_type: z.enum(WARNING_TYPES),
  severity: z.enum(WARNING_SEVERITIES),
  is_acknowledged: z.boolean(),
  acknowledged_at: z.string().nullable(),
  is_resolved: z.boolean(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution_notes: z.string().nullable(),
  resolved_by_user: PersonName.nullable(),
  site: z.object({ name: z.string() }),
  medicine_template: z.object({ name: z.string(), strength: z.string().nullable() }).nullable(),
  inventory_item: z
    .object({
      id: Id,
      batch_number: z.string(),
      expiry_date: z.string(),
      medicine_template: z.object({ name: z.string(), strength: z.string().nullable() }),
    })
    .nullable(),
});
export type Warning = z.infer<typeof Warning>;

export const WarningWithHistory = Warning.extend({ history: z.array(WarningHistoryEntry) });
export type WarningWithHistory = z.infer<typeof WarningWithHistory>;

export const WarningResolveInput = z.object({
  resolution_notes: optionalText(1000, 'Anteckning'),
});
export type WarningResolveInput = z.infer<typeof WarningResolveInput>;
