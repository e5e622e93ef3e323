import { useQuery } from '@tanstack/react-query';
import type {
  ActivityList,
  ApiCoverage,
  DashboardRevenue,
  DashboardStats,
  SslStatus,
} from '../../../shared/schemas/dashboard.ts';
import { api } from '../../api-client/client.ts';

export const ACTIVITY_ROWS = 10;
const REFRESH_MS = 60_000;

export type AdminDashboard = {
  stats: DashboardStats;
  revenue: DashboardRevenue;
  coverage: ApiCoverage;
  ssl: SslStatus | null;
  activity: ActivityList;
};

/** What the screen shows when loading failed: every figure zero (spec §2.4). */
export const EMPTY_DASHBOARD: AdminDashboard = {
  stats: {
    total_customers: 0,
    total_sites: 0,
    total_users: 0,
    active_users: 0,
    active_sites: 0,
    active_warnings: 0,
    critical_warnings: 0,
    monthly_revenue_sek: 0,
    recent_activity_count: 0,
    last_backup_at: null,
    database: 'sqlite',
  },
  revenue: {
    monthly_revenue_sek: 0,
    annual_forecast_sek: 0,
    average_per_site_sek: 0,
    active_sites: 0,
    uniform_price_sek: null,
    customers: [],
  },
  coverage: {
    coverage: {
      total_endpoints: 0,
      implemented_endpoints: 0,
      completion_percentage: 0,
      is_complete: false,
    },
    modules: [],
  },
  ssl: null,
  activity: { items: [], total: 0, page: 1, limit: ACTIVITY_ROWS, pages: 0 },
};

/** The operator's figures in one load: one failed call is a failed dashboard. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: ['dashboard', 'admin'],
    queryFn: async (): Promise<AdminDashboard> => {
      const [stats, revenue, coverage, ssl, activity] = await Promise.all([
        api.GET('/dashboard/stats'),
        api.GET('/dashboard/revenue'),
        api.GET('/api-coverage'),
        api.GET('/dashboard/ssl-status'),
        api.GET('/dashboard/activity', { params: { query: { page: 1, limit: ACTIVITY_ROWS } } }),
      ]);
      return { stats, revenue, coverage, ssl, activity };
    },
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
}
