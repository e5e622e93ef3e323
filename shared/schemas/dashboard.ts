import { z } from 'zod';
import { Id } from './common.ts';
import { UNIT_TYPES } from './inventory.ts';

export const DashboardStats = z.object({
  total_customers: z.number(),
  total_sites: z.number(),
  total_users: z.number(),
  active_users: z.number(),
  active_sites: z.number(),
  active_warnings: z.number(),
  critical_warnings: z.number(),
  monthly_revenue_sek: z.number(),
  /** Audit entries in the last 24 hours. */
  recent_activity_count: z.number(),
  /** Newest finished database backup, or null when none exists yet. */
  last_backup_at: z.string().nullable(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/** One batch in the expiry-warnings panel (VARNINGAR); `id` is the inventory item's id. */
export const ExpiryWarningItem = z.object({
  id: Id,
  site_id: Id,
  site_name: z.string(),
  medicine_name: z.string(),
  medicine_strength: z.string().nullable(),
  batch_number: z.string(),
  expiry_date: z.string(),
  days_until_expiry: z.number(),
  severity: z.enum(['critical', 'warning']),
  quantity: z.number(),
  unit_type: z.enum(UNIT_TYPES),
  location: z.string().nullable(),
});
export type ExpiryWarningItem = z.infer<typeof ExpiryWarningItem>;

export const ExpiryWarningList = z.object({
  expiry_warnings: z.array(ExpiryWarningItem),
  total_expiry_warnings: z.number(),
  critical_count: z.number(),
});
export type ExpiryWarningList = z.infer<typeof ExpiryWarningList>;

export const QuickDisposeResult = z.object({
  success: z.boolean(),
  kassation_id: Id,
  medicine_name: z.string(),
  quantity: z.number(),
});
export type QuickDisposeResult = z.infer<typeof QuickDisposeResult>;

export const ApiCoverage = z.object({
  coverage: z.object({
    total_endpoints: z.number(),
    implemented_endpoints: z.number(),
    completion_percentage: z.number(),
    is_complete: z.boolean(),
  }),
  modules: z.array(
    z.object({
      name: z.string(),
      completed: z.boolean(),
      status: z.string(),
      implemented: z.number(),
      total: z.number(),
    }),
  ),
});
export type ApiCoverage = z.infer<typeof ApiCoverage>;

export const SslStatus = z.object({
  status: z.enum(['green', 'yellow', 'red']),
  ssl_valid: z.boolean(),
  /** Null when this server is not configured with a certificate. */
  days_until_expiry: z.number().nullable(),
  message: z.string(),
});
export type SslStatus = z.infer<typeof SslStatus>;
