import type { MessageCode } from '../../../shared/message-codes.ts';

type ApiModuleCode = Extract<MessageCode, `api_module.${string}`>;

/**
 * Every call named in the two spec documents (1-platform §7, 2-stock §7), by module, written
 * once. Paths are relative to /api/v1; `{name}` marks a path parameter.
 */
export const SPEC_CALLS: readonly {
  module: string;
  /** The module's name as a message code, for screens in other languages. */
  key: ApiModuleCode;
  calls: readonly string[];
}[] = [
  {
    module: 'Auth',
    key: 'api_module.auth',
    calls: [
      'POST /auth/login',
      'POST /auth/register',
      'GET /auth/me',
      'POST /auth/logout',
      'POST /auth/refresh',
      'POST /auth/change-password',
    ],
  },
  {
    module: 'Användare',
    key: 'api_module.users',
    calls: [
      'POST /users',
      'GET /users',
      'GET /users/{id}',
      'PUT /users/{id}',
      'DELETE /users/{id}',
      'PUT /users/{id}/password',
      'POST /users/{id}/activate',
      'POST /users/{id}/deactivate',
      'GET /users/current/sites',
      'PUT /users/{id}/sites',
      'GET /users/{id}/sites',
      'PUT /users/me',
    ],
  },
  {
    module: 'Kunder',
    key: 'api_module.customers',
    calls: [
      'GET /customers',
      'GET /customers/{id}',
      'POST /customers',
      'PUT /customers/{id}',
      'DELETE /customers/{id}',
      'GET /customers/{id}/sites',
    ],
  },
  {
    module: 'Enheter',
    key: 'api_module.sites',
    calls: [
      'GET /sites',
      'GET /sites/{id}',
      'POST /sites',
      'PUT /sites/{id}',
      'DELETE /sites/{id}',
      'GET /sites/{id}/users',
      'PUT /sites/{id}/settings',
      'GET /sites/assignable',
      'GET /session/site',
      'POST /session/site',
    ],
  },
  {
    module: 'Dashboard',
    key: 'api_module.dashboard',
    calls: [
      'GET /dashboard/stats',
      'GET /dashboard/revenue',
      'GET /dashboard/activity',
      'GET /dashboard/warnings',
      'GET /dashboard/cross-site-warnings',
      'GET /api-coverage',
      'GET /dashboard/ssl-status',
      'GET /dashboard/site-stats',
      'POST /dashboard/quick-dispose/{id}',
    ],
  },
  {
    module: 'Indragningar',
    key: 'api_module.recalls',
    calls: [
      'GET /indragningar/matches',
      'GET /indragningar/stats',
      'POST /indragningar/matches/{id}/resolve',
      'POST /indragningar/sync',
      'GET /indragningar/feed',
    ],
  },
  {
    module: 'Läkemedel',
    key: 'api_module.medicines',
    calls: [
      'GET /medicines',
      'POST /medicines',
      'PUT /medicines/{id}',
      'DELETE /medicines/{id}',
      'GET /medication-schablons',
      'POST /medicine-templates/import-schablons',
    ],
  },
  {
    module: 'Lager',
    key: 'api_module.inventory',
    calls: [
      'GET /inventory/items',
      'POST /inventory/items',
      'PUT /inventory/items/{id}',
      'POST /inventory/unpack',
    ],
  },
  {
    module: 'Kassation',
    key: 'api_module.kassation',
    calls: [
      'POST /kassation/initiate',
      'POST /kassation/approve/{id}',
      'POST /kassation/complete/{id}',
      'DELETE /kassation/{id}',
      'POST /kassation/bulk',
      'GET /kassation/pending',
      'GET /kassation/history',
      'GET /kassation/summary',
      'GET /kassation/expiry-predictions',
      'POST /kassation/certificate/{id}/generate',
      'GET /kassation/certificate/{id}/download',
      'GET /kassation/{id}/audit-log',
      'GET /kassation/disposed-items',
      'POST /kassation/restore/{id}',
      'GET /kassation/basic-stats',
    ],
  },
  {
    module: 'Varningar',
    key: 'api_module.warnings',
    calls: [
      'GET /warnings',
      'PUT /warnings/{id}/resolve',
      'POST /warnings/acknowledge/{id}',
      'GET /warnings/{id}/with-history',
    ],
  },
  {
    module: 'QR-koder',
    key: 'api_module.qr_codes',
    calls: [
      'POST /qr-codes/generate',
      'POST /qr-codes/generate-pdf',
      'GET /qr-codes/download-pdf/{id}',
      'POST /qr-codes/verify',
      'POST /qr-codes/scan',
      'GET /qr-scans',
      'GET /qr-codes/analytics',
      'GET /qr-codes/batches/{templateId}',
    ],
  },
  {
    module: 'Läkemedelsindragningar (admin)',
    key: 'api_module.recalls_admin',
    calls: ['GET /admin/withdrawals/simple', 'POST /admin/withdrawals/manual-check'],
  },
];
