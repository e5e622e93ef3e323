import { z } from 'zod';
import { CUSTOMER_TYPES } from '../constants.ts';
import { booleanQueryOr, Id } from './common.ts';
import { UNIT_TYPES } from './inventory.ts';
import { DISPOSAL_REASONS } from './kassation.ts';
import { WARNING_SEVERITIES, WARNING_TYPES } from './warning.ts';
import { ServerMessage } from './server-message.ts';

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
  /** The database answered these figures; PostgreSQL is backed up by its own host. */
  database: z.enum(['sqlite', 'postgresql']),
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
      /** In Swedish; name_message words it in any language. */
      name: z.string(),
      name_message: ServerMessage,
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
  /** In Swedish; status_message is the same as a code and params. */
  message: z.string(),
  status_message: ServerMessage,
});
export type SslStatus = z.infer<typeof SslStatus>;

const countParam = (label: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${label} måste vara ett tal` })
    .int({ error: `${label} måste vara ett heltal` })
    .min(1, { error: `${label} måste vara minst 1` })
    .max(max, { error: `${label} får vara max ${max}` })
    .default(fallback);

export const CROSS_SITE_WARNING_LIMIT = { default: 100, max: 500 } as const;

export const CrossSiteWarningsQuery = z.object({
  limit: countParam('Antal rader', CROSS_SITE_WARNING_LIMIT.max, CROSS_SITE_WARNING_LIMIT.default),
  site_id: Id.optional(),
});
export type CrossSiteWarningsQuery = z.infer<typeof CrossSiteWarningsQuery>;

/** Without a body the whole remaining quantity is disposed of as expired. */
export const QuickDisposeInput = z
  .object({
    quantity: z
      .number({ error: 'Antal måste vara ett tal' })
      .int({ error: 'Antal måste vara ett heltal' })
      .min(1, { error: 'Antal måste vara minst 1' })
      .max(100_000, { error: 'Antal får vara max 100 000' })
      .optional(),
    reason: z.enum(DISPOSAL_REASONS, { error: 'Välj en orsak' }).default('expired'),
  })
  .default({ reason: 'expired' });
export type QuickDisposeInput = z.infer<typeof QuickDisposeInput>;

export const CustomerRevenue = z.object({
  customer_id: Id,
  customer_name: z.string(),
  customer_type: z.enum(CUSTOMER_TYPES),
  monthly_price_sek: z.number(),
  active_sites: z.number(),
  monthly_revenue_sek: z.number(),
});
export type CustomerRevenue = z.infer<typeof CustomerRevenue>;

/** Billing: every active site of an active customer costs that customer's monthly price. */
export const DashboardRevenue = z.object({
  monthly_revenue_sek: z.number(),
  annual_forecast_sek: z.number(),
  average_per_site_sek: z.number(),
  active_sites: z.number(),
  /** The price every billed customer pays per site, or null when the prices differ. */
  uniform_price_sek: z.number().nullable(),
  customers: z.array(CustomerRevenue),
});
export type DashboardRevenue = z.infer<typeof DashboardRevenue>;

export const ActivityQuery = z.object({
  page: z.coerce
    .number({ error: 'Sidnummer måste vara ett tal' })
    .int({ error: 'Sidnummer måste vara ett heltal' })
    .min(1, { error: 'Sidnummer måste vara minst 1' })
    .default(1),
  limit: countParam('Antal rader', 100, 20),
});
export type ActivityQuery = z.infer<typeof ActivityQuery>;

export const ActivityEntry = z.object({
  id: Id,
  at: z.string(),
  actor_name: z.string(),
  site_id: z.string().nullable(),
  site_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** Who did what on which record, in Swedish. */
  summary: z.string(),
  /** The same as a message; null for an action the list has no words for. */
  summary_message: ServerMessage.nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityList = z.object({
  items: z.array(ActivityEntry),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  pages: z.number(),
});
export type ActivityList = z.infer<typeof ActivityList>;

export const WarningsSummaryQuery = z.object({ only_active: booleanQueryOr(true) });

export const WarningsSummary = z.object({
  total: z.number(),
  critical: z.number(),
  by_type: z.record(z.enum(WARNING_TYPES), z.number()),
  by_severity: z.record(z.enum(WARNING_SEVERITIES), z.number()),
  /** The newest few, newest first. */
  recent: z.array(
    z.object({
      id: Id,
      site_id: Id,
      site_name: z.string(),
      title: z.string(),
      title_message: ServerMessage.nullable(),
      warning_type: z.enum(WARNING_TYPES),
      severity: z.enum(WARNING_SEVERITIES),
      is_resolved: z.boolean(),
      created_at: z.string(),
    }),
  ),
});
export type WarningsSummary = z.infer<typeof WarningsSummary>;

export const SiteStatsEntry = z.object({
  site_id: Id,
  site_name: z.string(),
  customer_name: z.string().nullable(),
  batches: z.number(),
  total_quantity: z.number(),
  /** Batches within the site's warning days that have not expired yet. */
  expiring: z.number(),
  expired: z.number(),
  open_warnings: z.number(),
  disposals_last_30_days: z.number(),
});
export type SiteStatsEntry = z.infer<typeof SiteStatsEntry>;

export const SiteStatsList = z.object({ sites: z.array(SiteStatsEntry) });
export type SiteStatsList = z.infer<typeof SiteStatsList>;
