import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medvaktCodeUrl } from '../../shared/qr-code.ts';
import { addDays } from '../../shared/stock-rules.ts';
import { DEMO_FEED_FILE } from '../seed/demo-feed.ts';
import { signCode, siteKeys } from '../services/qr/site-keys.ts';
import { storeNotice } from '../services/recalls/store-notice.ts';
import { readCatalogue } from '../services/medicines/schablon-service.ts';
import { refreshWarnings } from '../services/warnings/refresh-warnings.ts';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../test/harness.ts';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../../shared/schemas/api-tokens.ts';
import { TOKEN_SCOPE_ROUTES } from '../http/token-scopes.ts';
import { apiTokenHash, newApiToken } from '../services/api-tokens/token-secret.ts';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.ts';
import { KIOSK_SESSION_ROUTES } from '../http/kiosk-session-routes.ts';
import { PASSWORD_CHANGE_ROUTES } from '../http/password-change-gate.ts';
import { badgeSignIn, registerKiosk } from '../test/kiosk-fixtures.ts';
import { withCheckDigit } from '../../shared/gs1.ts';
import { upsertCatalogueProducts } from '../services/catalogue/catalogue-store.ts';

/**
 * Every route the app registers, tried as admin, site admin and user against a record of their
 * own tenant and of another. A route added without an entry here fails the first test.
 */
type Access = 'all' | 'own' | 'self' | 'none';
type Scope = 'own' | 'foreign';
type World = Awaited<ReturnType<TestEnv['world']>>;
type Rule = {
  admin: Access;
  site_admin: Access;
  user: Access;
  body?: (w: World, scope: Scope) => unknown;
  query?: string;
  /** For answers that are 200 also when refused (QR verify): whether the answer let the caller in. */
  accepted?: (body: Record<string, any>) => boolean;
};

const PUBLIC = new Set([
  'GET /api/v1/health',
  'GET /api/v1/ready',
  'GET /api/v1/openapi.json',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/refresh',
  'GET /api/v1/support',
  'GET /api/v1/connection',
  // Also public with a code's token; signed in they are in RULES like any other route.
  'POST /api/v1/qr-codes/verify',
  'GET /api/v1/qr-codes/batches/:templateId',
  'POST /api/v1/qr-codes/scan',
  // A kiosk's device key, not a session, lets these in (api/services/kiosks/kiosks.test.ts).
  'POST /api/v1/auth/badge-login',
  'GET /api/v1/kiosks/current',
  'POST /api/v1/kiosks/current/offline-events',
]);

const self: Pick<Rule, 'admin' | 'site_admin' | 'user'> = {
  admin: 'self',
  site_admin: 'self',
  user: 'self',
};
const adminOnly: Pick<Rule, 'admin' | 'site_admin' | 'user'> = {
  admin: 'all',
  site_admin: 'none',
  user: 'none',
};
const managers: Pick<Rule, 'admin' | 'site_admin' | 'user'> = {
  admin: 'all',
  site_admin: 'own',
  user: 'none',
};
/** Staff of the working site, admins included; another site's records answer 404. */
const unitStaff: Pick<Rule, 'admin' | 'site_admin' | 'user'> = {
  admin: 'own',
  site_admin: 'own',
  user: 'own',
};
/** Unit managers of the working site, admins included; another site's records answer 404. */
const unitManagers: Pick<Rule, 'admin' | 'site_admin' | 'user'> = {
  admin: 'own',
  site_admin: 'own',
  user: 'none',
};
const siteOf = (w: World, scope: Scope) => (scope === 'own' ? w.a1 : w.b1);

const RULES: Record<string, Rule> = {
  'GET /api/v1/auth/me': self,
  'POST /api/v1/auth/logout': self,
  'POST /api/v1/auth/change-password': {
    ...self,
    body: () => ({ current_password: TEST_PASSWORD, new_password: 'Nytt-Losen-99!' }),
  },
  'GET /api/v1/users/current/sites': self,
  'GET /api/v1/users/me/notifications': self,
  'PUT /api/v1/users/me/notifications': {
    ...self,
    body: () => ({
      digest: 'weekly',
      email_expiry_alerts: true,
      email_low_stock: false,
      email_warnings: true,
      email_recalls: true,
    }),
  },
  'POST /api/v1/notifications/test-email': adminOnly,
  'POST /api/v1/notifications/digests/run': adminOnly,
  'PUT /api/v1/users/me': { ...self, body: () => ({ first_name: 'Nytt' }) },
  'GET /api/v1/users': { admin: 'self', site_admin: 'self', user: 'none' },
  'GET /api/v1/users/export': {
    admin: 'self',
    site_admin: 'self',
    user: 'none',
    query: '?format=csv',
  },
  'POST /api/v1/users': {
    ...managers,
    body: (w, scope) => ({
      email: `ny.${randomUUID().slice(0, 8)}@test.se`,
      password: 'Starkt-Losen1!',
      first_name: 'Ny',
      last_name: 'Person',
      role: 'user',
      site_ids: [siteOf(w, scope)],
    }),
  },
  'GET /api/v1/users/:id': managers,
  'PUT /api/v1/users/:id': { ...managers, body: () => ({ first_name: 'Ändrad' }) },
  'DELETE /api/v1/users/:id': managers,
  'PUT /api/v1/users/:id/password': {
    ...adminOnly,
    body: () => ({ new_password: 'Starkt-Losen1!' }),
  },
  'POST /api/v1/users/:id/activate': managers,
  'POST /api/v1/users/:id/deactivate': managers,
  'GET /api/v1/users/:id/sites': managers,
  'PUT /api/v1/users/:id/sites': {
    ...managers,
    body: (w, scope) => ({ site_ids: [siteOf(w, scope)] }),
  },
  'PUT /api/v1/users/me/pin': {
    ...self,
    body: () => ({ pin: '2580', current_password: TEST_PASSWORD }),
  },
  'PUT /api/v1/users/:id/badge': {
    ...managers,
    body: () => ({ badge_id: randomUUID().replaceAll('-', '').slice(0, 16) }),
  },
  'DELETE /api/v1/users/:id/badge': managers,
  'GET /api/v1/kiosks': { admin: 'self', site_admin: 'self', user: 'none' },
  'POST /api/v1/kiosks': {
    ...managers,
    body: (w, scope) => ({ site_id: siteOf(w, scope), name: 'Läkemedelsrummet' }),
  },
  'PATCH /api/v1/kiosks/:id': { ...managers, body: () => ({ idle_minutes: 10 }) },
  'DELETE /api/v1/kiosks/:id': managers,
  'GET /api/v1/api-tokens': { admin: 'self', site_admin: 'self', user: 'none' },
  'POST /api/v1/api-tokens': {
    ...managers,
    body: (w, scope) => ({
      name: `BI ${randomUUID()}`,
      site_ids: [siteOf(w, scope)],
      scopes: ['read:stock'],
    }),
  },
  'DELETE /api/v1/api-tokens/:id': managers,
  'GET /api/v1/deviations': managers,
  'GET /api/v1/delegations': managers,
  'GET /api/v1/delegations/export': { ...managers, query: '&format=csv' },
  'POST /api/v1/delegations': {
    ...managers,
    body: async (w, scope) => {
      const nurse = scope === 'own' ? w.colleague.id : w.foreignAdmin.id;
      await env.db
        .updateTable('users')
        .set({ registered_nurse: 1 })
        .where('id', '=', nurse)
        .execute();
      return {
        site_id: siteOf(w, scope),
        user_id: scope === 'own' ? w.staff.id : w.foreign.id,
        issued_by_user_id: nurse,
        kind: 'hand_out',
        valid_from: '2026-11-21',
        valid_to: '2027-05-31',
      };
    },
  },
  'POST /api/v1/delegations/:id/revoke': { ...managers, body: () => ({ reason: 'Slutat' }) },
  'GET /api/v1/opened-packs': { admin: 'all', site_admin: 'own', user: 'own' },
  'GET /api/v1/storage-places': { admin: 'all', site_admin: 'own', user: 'own' },
  'POST /api/v1/imports': {
    ...managers,
    query: '&kind=stock',
    body: () => {
      const form = new FormData();
      const csv = 'Läkemedel;Batch;Utgångsdatum;Antal\nPanodil;X1;2027-01-31;3\n';
      form.append('file', new File([csv], 'lager.csv'));
      return form;
    },
  },
  'GET /api/v1/imports': managers,
  // A blank template holds no unit's data: every manager may have it.
  'GET /api/v1/imports/template.xlsx': {
    admin: 'all',
    site_admin: 'all',
    user: 'none',
    query: '?kind=stock',
  },
  'PUT /api/v1/imports/:id/mapping': {
    ...managers,
    body: () => ({ mapping: { name: 0, batch: 1, expiry: 2, quantity: 3 } }),
  },
  'GET /api/v1/imports/:id/preview': managers,
  'POST /api/v1/imports/:id/commit': { ...managers, body: () => ({}) },
  'GET /api/v1/imports/:id/errors.xlsx': managers,
  'GET /api/v1/imports/:id/errors.csv': managers,
  'GET /api/v1/catalogue': managers,
  'POST /api/v1/catalogue/:gtin/medicine': {
    ...managers,
    body: (w, scope) => ({ site_id: siteOf(w, scope) }),
  },
  'POST /api/v1/storage-places': {
    ...managers,
    body: (w, scope) => ({
      site_id: siteOf(w, scope),
      name: `Kyl ${randomUUID().slice(0, 8)}`,
      kind: 'fridge',
      min_c: 2,
      max_c: 8,
    }),
  },
  'PATCH /api/v1/storage-places/:id': { ...managers, body: () => ({ max_c: 9 }) },
  'POST /api/v1/storage-places/:id/readings': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: () => ({ current_c: '4,5' }),
  },
  'GET /api/v1/storage-places/:id/readings': { admin: 'all', site_admin: 'own', user: 'own' },
  'GET /api/v1/storage-places/:id/month-sheet.pdf': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
  },
  'GET /api/v1/storage-places/:id/month-sheet.csv': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
  },
  'POST /api/v1/storage-places/:id/logger-upload': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: () => ({ file_name: 'kyl.csv', csv: 'Tid;Temperatur\n2026-11-20 08:00;4,5\n' }),
  },
  'POST /api/v1/opened-packs': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: (w, scope) => ({ inventory_item_id: scope === 'own' ? w.itemA1 : w.itemB1 }),
  },
  'POST /api/v1/opened-packs/:id/used-up': { admin: 'all', site_admin: 'own', user: 'own' },
  'POST /api/v1/opened-packs/:id/dispose': { admin: 'all', site_admin: 'own', user: 'own' },
  'GET /api/v1/deviations/export': { ...managers, query: '&format=csv' },
  'GET /api/v1/deviations/:id': managers,
  'POST /api/v1/deviations/:id/notes': { ...managers, body: () => ({ text: 'Ringt apoteket' }) },
  'POST /api/v1/deviations/:id/close': {
    ...managers,
    body: () => ({ conclusion: 'Felräkning, ampullen låg i fel fack' }),
  },
  'GET /api/v1/offline-refusals': managers,
  'POST /api/v1/offline-refusals/:id/resolve': {
    ...managers,
    body: () => ({ note: 'Bokat för hand' }),
  },
  'GET /api/v1/customers': { admin: 'self', site_admin: 'none', user: 'none' },
  'GET /api/v1/customers/export': {
    admin: 'self',
    site_admin: 'none',
    user: 'none',
    query: '?format=xlsx',
  },
  'POST /api/v1/customers': {
    admin: 'self',
    site_admin: 'none',
    user: 'none',
    body: () => ({ name: 'Ny kund' }),
  },
  'GET /api/v1/customers/:id': adminOnly,
  'PUT /api/v1/customers/:id': { ...adminOnly, body: () => ({ name: 'Ändrad kund' }) },
  'DELETE /api/v1/customers/:id': adminOnly,
  'GET /api/v1/customers/:id/sites': adminOnly,
  'GET /api/v1/sites/assignable': { admin: 'self', site_admin: 'self', user: 'none' },
  'GET /api/v1/sites': self,
  'GET /api/v1/sites/export': { ...self, query: '?format=csv' },
  'POST /api/v1/sites': {
    ...adminOnly,
    body: (w, scope) => ({
      name: 'Ny enhet',
      customer_id: scope === 'own' ? w.customerA : w.customerB,
    }),
  },
  'GET /api/v1/sites/:id': { admin: 'all', site_admin: 'own', user: 'own' },
  'PUT /api/v1/sites/:id': { ...adminOnly, body: () => ({ name: 'Ändrad enhet' }) },
  'DELETE /api/v1/sites/:id': { ...adminOnly, query: '?force=true' },
  'GET /api/v1/sites/:id/users': managers,
  'PUT /api/v1/sites/:id/settings': { ...managers, body: () => ({ warning_days: 20 }) },
  'GET /api/v1/session/site': self,
  'POST /api/v1/session/site': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: (w, scope) => ({ site_id: siteOf(w, scope) }),
  },
  'GET /api/v1/audit': { admin: 'self', site_admin: 'none', user: 'none' },
  'GET /api/v1/audit/export': {
    admin: 'self',
    site_admin: 'none',
    user: 'none',
    query: '?format=csv',
  },
  'GET /api/v1/medicines': self,
  'GET /api/v1/medicines/export': { ...self, query: '?format=xlsx' },
  'POST /api/v1/medicines': {
    ...managers,
    body: (w, scope) => ({
      name: `Nytt ${randomUUID().slice(0, 6)}`,
      unit: 'tablett',
      site_id: siteOf(w, scope),
    }),
  },
  'PUT /api/v1/medicines/:id': { ...managers, body: () => ({ storage_requirements: 'Kylskåp' }) },
  'DELETE /api/v1/medicines/:id': managers,
  'GET /api/v1/medication-schablons': self,
  'POST /api/v1/medicine-templates/import-schablons': {
    ...managers,
    body: (w, scope) => ({ schablon_ids: [firstSchablon()], site_id: siteOf(w, scope) }),
  },
  'GET /api/v1/inventory/items': self,
  'GET /api/v1/inventory/items/export': { ...self, query: '?format=csv' },
  // Stock is added in the site of X-Site-Id; a template of another site is not found there.
  'POST /api/v1/inventory/items': {
    admin: 'own',
    site_admin: 'own',
    user: 'own',
    body: (w, scope) => ({
      medicine_template_id: scope === 'own' ? w.medA1 : w.medB1,
      batch_number: `B-${randomUUID().slice(0, 6)}`,
      expiry_date: '2027-01-31',
      quantity: 5,
    }),
  },
  'PUT /api/v1/inventory/items/:id': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: () => ({ notes: 'Hylla 2' }),
  },
  'GET /api/v1/inventory/items/:id/movements': { admin: 'all', site_admin: 'own', user: 'own' },
  // The ledger of one site, named in the query.
  'GET /api/v1/stock-movements': managers,
  'GET /api/v1/stock-movements/export': { ...managers, query: '&format=csv' },
  'POST /api/v1/inventory/unpack': {
    admin: 'own',
    site_admin: 'own',
    user: 'none',
    body: (w, scope) => ({
      medicine_template_id: scope === 'own' ? w.medA1 : w.medB1,
      batch_number: 'UPP-1',
      expiry_date: '2027-01-31',
      quantity: 2,
      unit_type: 'STYCK',
    }),
  },
  'POST /api/v1/kassation/initiate': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: (w, scope) => ({ inventory_item_id: scope === 'own' ? w.itemA1 : w.itemB1, quantity: 1 }),
  },
  'DELETE /api/v1/kassation/:id': { admin: 'all', site_admin: 'own', user: 'own' },
  'POST /api/v1/kassation/approve/:id': managers,
  'POST /api/v1/kassation/complete/:id': {
    ...managers,
    // The world's disposals are of a narcotic: another person of the unit witnesses.
    body: (w, scope) => ({
      witness: {
        email: scope === 'own' ? w.colleague.email : w.foreign.email,
        password: TEST_PASSWORD,
      },
    }),
  },
  'POST /api/v1/kassation/restore/:id': {
    ...managers,
    // Restoring a narcotic's disposal is witnessed too.
    body: (w, scope) => ({
      witness: {
        email: scope === 'own' ? w.colleague.email : w.foreign.email,
        password: TEST_PASSWORD,
      },
    }),
  },
  'POST /api/v1/kassation/bulk': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: (w, scope) => ({
      kassations: [{ inventory_item_id: scope === 'own' ? w.itemA1 : w.itemB1, quantity: 1 }],
    }),
  },
  'GET /api/v1/kassation/pending': self,
  'GET /api/v1/kassation/history': self,
  'GET /api/v1/kassation/history/export': { ...self, query: '?format=csv' },
  'GET /api/v1/kassation/disposed-items': self,
  'GET /api/v1/kassation/disposed-items/export': { ...self, query: '?format=xlsx' },
  'GET /api/v1/kassation/expiry-predictions': self,
  'GET /api/v1/kassation/summary': { admin: 'self', site_admin: 'self', user: 'none' },
  'GET /api/v1/kassation/basic-stats': { admin: 'self', site_admin: 'self', user: 'none' },
  'GET /api/v1/kassation/basic-stats/export': {
    admin: 'self',
    site_admin: 'self',
    user: 'none',
    query: '?format=csv',
  },
  'GET /api/v1/kassation/:id/audit-log': managers,
  'POST /api/v1/kassation/certificate/:id/generate': managers,
  'GET /api/v1/kassation/certificate/:id/download': managers,
  'GET /api/v1/narcotics': self,
  'GET /api/v1/narcotics/:templateId/count-sheet': unitStaff,
  'GET /api/v1/narcotics/counts': self,
  'POST /api/v1/narcotics/counts': {
    ...unitStaff,
    body: (w, scope) => ({
      medicine_template_id: scope === 'own' ? w.stockMedA1 : w.stockMedB1,
      lines: [{ inventory_item_id: scope === 'own' ? w.itemA1 : w.itemB1, counted_quantity: 20 }],
    }),
  },
  'GET /api/v1/narcotics/:templateId/journal': unitStaff,
  'GET /api/v1/narcotics/:templateId/journal.pdf': unitStaff,
  'GET /api/v1/narcotics/:templateId/journal.csv': unitStaff,
  'POST /api/v1/narcotics/journal/:movementId/corrections': {
    ...unitStaff,
    // The opening balance of 20 kept as it is, signed by another person of the unit.
    body: (w, scope) => ({
      quantity: 20,
      note: 'Fel patient angiven',
      witness: {
        email: scope === 'own' ? w.colleague.email : w.foreign.email,
        password: TEST_PASSWORD,
      },
    }),
  },
  'POST /api/v1/stock-takes': { ...self, body: () => ({ location: `Hylla ${randomUUID()}` }) },
  'GET /api/v1/stock-takes': self,
  'GET /api/v1/stock-takes/:id': unitStaff,
  'PUT /api/v1/stock-takes/:id/lines/:itemId': {
    ...unitStaff,
    body: () => ({ counted_quantity: 20 }),
  },
  'POST /api/v1/stock-takes/:id/lines': {
    ...unitStaff,
    body: (w) => ({
      medicine_template_id: w.medA1,
      batch_number: 'HITTAD-1',
      expiry_date: '2028-01-31',
      counted_quantity: 2,
    }),
  },
  'POST /api/v1/stock-takes/:id/complete': { ...unitManagers, body: () => ({ uncounted: 'keep' }) },
  // Who started a stock-take may cancel it (here the site's own nurse), like its managers.
  'POST /api/v1/stock-takes/:id/cancel': unitStaff,
  'GET /api/v1/stock-takes/:id/report.pdf': unitManagers,
  'GET /api/v1/stock-takes/:id/report.csv': unitManagers,
  // Another customer's batch or unit is not found; a nurse may not move stock.
  'POST /api/v1/transfers': {
    ...unitManagers,
    body: (w, scope) => ({
      inventory_item_id: scope === 'own' ? w.itemA1 : w.itemB1,
      to_site_id: w.a2,
      quantity: 1,
    }),
  },
  'GET /api/v1/transfers': self,
  'GET /api/v1/transfers/targets': self,
  'GET /api/v1/order-proposal': self,
  'GET /api/v1/order-proposal.csv': self,
  'GET /api/v1/order-proposal.pdf': self,
  'GET /api/v1/warnings': self,
  'GET /api/v1/warnings/export': { ...self, query: '?format=csv' },
  'GET /api/v1/warnings/:id/with-history': { admin: 'all', site_admin: 'own', user: 'own' },
  'POST /api/v1/warnings/acknowledge/:id': managers,
  'PUT /api/v1/warnings/:id/resolve': { ...managers, body: () => ({ resolution_notes: 'Klart' }) },
  'POST /api/v1/warnings/bulk-acknowledge': {
    ...managers,
    body: async (w, scope) => ({ ids: [await warningOf(w, scope)] }),
  },
  'POST /api/v1/warnings/bulk-resolve': {
    ...managers,
    body: async (w, scope) => ({ ids: [await warningOf(w, scope)] }),
  },
  'GET /api/v1/dashboard/stats': adminOnly,
  'GET /api/v1/dashboard/revenue': adminOnly,
  'GET /api/v1/dashboard/activity': { admin: 'self', site_admin: 'self', user: 'none' },
  'GET /api/v1/dashboard/warnings': self,
  'GET /api/v1/dashboard/cross-site-warnings': self,
  'POST /api/v1/dashboard/quick-dispose/:id': { admin: 'all', site_admin: 'own', user: 'own' },
  'GET /api/v1/dashboard/ssl-status': adminOnly,
  'GET /api/v1/dashboard/site-stats': self,
  'GET /api/v1/api-coverage': adminOnly,
  'GET /api/v1/indragningar/matches': self,
  'GET /api/v1/indragningar/matches/export': { ...self, query: '?format=csv' },
  'GET /api/v1/indragningar/stats': self,
  // Notices are public information; reading the feed now is for admins and unit managers.
  'GET /api/v1/indragningar/feed': self,
  'POST /api/v1/indragningar/sync': { admin: 'self', site_admin: 'self', user: 'none' },
  'GET /api/v1/admin/withdrawals/simple': adminOnly,
  'GET /api/v1/admin/withdrawals/simple/export': { ...adminOnly, query: '?format=csv' },
  'POST /api/v1/admin/withdrawals/manual-check': adminOnly,
  'GET /api/v1/admin/withdrawals/status': adminOnly,
  'POST /api/v1/indragningar/notices': {
    ...adminOnly,
    body: () => ({
      product_name: 'Morfin',
      batches: [{ batch_number: 'LOT-X9', expiry_date: '' }],
    }),
  },
  'POST /api/v1/indragningar/notices/extract': {
    ...adminOnly,
    body: () => ({ text: 'Batch 12345AB' }),
  },
  'POST /api/v1/indragningar/notices/paste': {
    ...adminOnly,
    body: () => ({
      product_name: 'Morfin',
      body: 'Batch 12345AB',
      batches: [{ batch_number: `PASTE-${randomUUID().slice(0, 8)}` }],
    }),
  },
  'GET /api/v1/indragningar/notices/:id': adminOnly,
  // Each site's check of a recall: the list is scoped like the INDRAGNINGAR panel.
  'GET /api/v1/indragningar/follow-ups': self,
  'GET /api/v1/indragningar/notices/:id/follow-ups': self,
  'GET /api/v1/indragningar/notices/:id/follow-ups/export': { ...self, query: '?format=csv' },
  'GET /api/v1/indragningar/notices/:id/follow-ups.pdf': self,
  'GET /api/v1/indragningar/notices/:id/follow-ups.csv': self,
  'GET /api/v1/indragningar/notices/:id/follow-ups.xlsx': self,
  'POST /api/v1/indragningar/notices/:id/follow-ups': adminOnly,
  'POST /api/v1/indragningar/notices/:id/follow-ups/close': {
    ...adminOnly,
    body: () => ({ reason: 'Leverantören har bekräftat att inga förpackningar levererades' }),
  },
  // Users confirm only where the site allows it (off in the test world).
  'POST /api/v1/indragningar/notices/:id/follow-ups/:siteId/confirm': {
    admin: 'all',
    site_admin: 'own',
    user: 'none',
    body: () => ({ outcome: 'none_found' }),
  },
  // Medvakt's answer for a unit that never had the product: its manager may reopen it.
  'POST /api/v1/indragningar/notices/:id/follow-ups/:siteId/reopen': {
    admin: 'all',
    site_admin: 'own',
    user: 'none',
  },
  'POST /api/v1/indragningar/notices/:id/returns': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: async (w, scope) => ({
      inventory_item_id: (await returnableOf(w, scope)).itemId,
      quantity: 1,
      supplier_reference: 'RMA-1',
    }),
  },
  'GET /api/v1/indragningar/returns/:id': { admin: 'all', site_admin: 'own', user: 'own' },
  'GET /api/v1/indragningar/returns/:id/note.pdf': { admin: 'all', site_admin: 'own', user: 'own' },
  'POST /api/v1/indragningar/matches/:id/resolve': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: () => ({ resolution_type: 'disposed' }),
  },
  // A code of another tenant's site is not found (verify: is_valid false); admins see every site.
  'POST /api/v1/qr-codes/verify': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: async (w, scope) => ({ qr_code_data: await qrCodeOf(w, scope) }),
    accepted: (body) => body.is_valid === true,
  },
  'GET /api/v1/qr-codes/batches/:templateId': { admin: 'all', site_admin: 'own', user: 'own' },
  'POST /api/v1/qr-codes/scan': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: async (w, scope) => ({
      qr_code_data: await qrCodeOf(w, scope, true),
      action_type: 'withdraw',
      quantity: 1,
      patient: 'Patient 1',
    }),
  },
  'POST /api/v1/qr-codes/gtin-links': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: (w, scope) => ({
      site_id: siteOf(w, scope),
      gtin: '7350031443110',
      medicine_template_id: scope === 'own' ? w.medA1 : w.medB1,
    }),
  },
  'GET /api/v1/qr-scans': self,
  'GET /api/v1/qr-scans/export': { ...self, query: '?format=csv' },
  'GET /api/v1/qr-codes/analytics': self,
  'POST /api/v1/qr-codes/generate': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: (w, scope) => ({
      site_id: siteOf(w, scope),
      medicine_template_id: scope === 'own' ? w.medA1 : w.medB1,
    }),
  },
  'POST /api/v1/qr-codes/generate-pdf': {
    admin: 'all',
    site_admin: 'own',
    user: 'own',
    body: (w, scope) => ({ site_id: siteOf(w, scope) }),
  },
  'GET /api/v1/qr-codes/download-pdf/:filename': { admin: 'all', site_admin: 'own', user: 'own' },
  'POST /api/v1/qr-codes/rotate-key': {
    ...adminOnly,
    body: (w, scope) => ({ site_id: siteOf(w, scope) }),
  },
};

/** A kiosk registered for the scope's site by the admin. */
async function kioskOf(w: World, scope: Scope): Promise<string> {
  const res = await env.request('POST', '/kiosks', {
    token: w.admin.token,
    body: { site_id: siteOf(w, scope), name: 'Kiosk' },
  });
  return res.body.id;
}

/** An API token of the scope's site with the given scopes, made straight in the database. */
async function apiTokenOf(
  w: World,
  scope: Scope,
  scopes: readonly ApiTokenScope[] = ['read:stock'],
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = newApiToken();
  await env.db
    .insertInto('api_tokens')
    .values({
      id,
      name: `Token ${id}`,
      token_hash: apiTokenHash(token),
      scopes: scopes.join(' '),
      created_at: env.clock.now().toISOString(),
      created_by: w.admin.id,
      created_by_label: 'Test',
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  await env.db
    .insertInto('api_token_sites')
    .values({ token_id: id, site_id: siteOf(w, scope) })
    .execute();
  return { id, token };
}

/** A refused offline kiosk event of the scope's site, as a replay would have kept it. */
async function offlineRefusalOf(w: World, scope: Scope): Promise<string> {
  const id = randomUUID();
  await env.db
    .insertInto('offline_refusals')
    .values({
      id,
      site_id: siteOf(w, scope),
      kiosk_id: randomUUID(),
      kiosk_name: 'Kiosk',
      user_id: scope === 'own' ? w.staff.id : w.foreign.id,
      actor_label: 'Sköterska',
      idempotency_key: randomUUID(),
      medicine_template_id: null,
      medicine_name: 'Alvedon',
      action_type: 'withdraw',
      quantity: 1,
      batch_number: null,
      occurred_at: '2026-11-21T08:00:00.000Z',
      received_at: '2026-11-21T09:00:00.000Z',
      error_code: 'INSUFFICIENT_STOCK',
      reason: 'Inte tillräckligt med lager',
      resolved_at: null,
      resolved_by_label: null,
      resolution_note: null,
    })
    .execute();
  return id;
}

/** An open deviation of the scope's site, straight in the database. */
async function deviationOf(w: World, scope: Scope): Promise<string> {
  const id = randomUUID();
  await env.db
    .insertInto('deviations')
    .values({
      id,
      site_id: siteOf(w, scope),
      kind: 'narcotic_count',
      subject_type: 'narcotic_count',
      subject_id: randomUUID(),
      medicine_template_id: null,
      medicine_name: 'Morfin',
      title: 'Kontrollräkning med differens: Morfin (−1 styck)',
      description: 'Förväntat 20, räknat 19.',
      opened_by_user_id: null,
      opened_by_label: 'Sköterska',
      opened_at: env.clock.now().toISOString(),
      status: 'open',
      closed_by_user_id: null,
      closed_by_label: null,
      closed_at: null,
      conclusion: null,
    })
    .execute();
  return id;
}

/** A delegation of the scope's site, straight in the database. */
async function delegationOf(w: World, scope: Scope): Promise<string> {
  const id = randomUUID();
  await env.db
    .insertInto('delegations')
    .values({
      id,
      site_id: siteOf(w, scope),
      user_id: scope === 'own' ? w.staff.id : w.foreign.id,
      user_label: 'Undersköterska',
      kind: 'hand_out',
      issued_by_user_id: w.colleague.id,
      issued_by_label: 'Sjuksköterska',
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      note: null,
      created_at: env.clock.now().toISOString(),
      created_by_user_id: null,
      created_by_label: 'Enhetschef',
      revoked_at: null,
      revoked_by_user_id: null,
      revoked_by_label: null,
      revoke_reason: null,
    })
    .execute();
  return id;
}

/** An uploaded stock list of the scope's site, straight in the database. */
async function importOf(w: World, scope: Scope): Promise<string> {
  const id = randomUUID();
  await env.db
    .insertInto('imports')
    .values({
      id,
      customer_id: null,
      site_id: siteOf(w, scope),
      kind: 'stock',
      file_name: 'lager.csv',
      sheet: null,
      headers: JSON.stringify(['Läkemedel', 'Batch', 'Utgångsdatum', 'Antal']),
      rows_json: JSON.stringify([{ line: 2, cells: ['Panodil', 'X1', '2027-01-31', '3'] }]),
      row_count: 1,
      mapping: JSON.stringify({ name: 0, batch: 1, expiry: 2, quantity: 3 }),
      status: 'draft',
      counts: null,
      created_by_user_id: null,
      created_by_label: 'Enhetschef',
      created_at: env.clock.now().toISOString(),
      committed_at: null,
      committed_by_label: null,
    })
    .execute();
  return id;
}

/** A GTIN-13 of the Swedish range with its check digit, new each call. */
const freshGtin = () =>
  withCheckDigit(`735${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`);

const PLAIN_PRODUCT = {
  strength: '10 mg',
  unit: 'tablett',
  pack_size: null,
  atc_code: null,
  narcotic_schedule: null,
  storage_requirements: null,
  in_use_days: null,
};

/** A product of the catalogue of the scope's site's customer, as the import writes one. */
async function catalogueProductOf(w: World, scope: Scope): Promise<string> {
  const gtin = freshGtin();
  await upsertCatalogueProducts(
    env.db,
    scope === 'own' ? w.customerA : w.customerB,
    null,
    [{ ...PLAIN_PRODUCT, gtin: `0${gtin}`, name: `Katalogpreparat ${gtin}` }],
    env.clock.now().toISOString(),
  );
  return gtin;
}

/** A fridge of the scope's site, straight in the database. */
async function storagePlaceOf(w: World, scope: Scope): Promise<string> {
  const id = randomUUID();
  const now = env.clock.now().toISOString();
  await env.db
    .insertInto('storage_places')
    .values({
      id,
      site_id: siteOf(w, scope),
      name: `Kyl ${id.slice(0, 8)}`,
      kind: 'fridge',
      min_tenths: 20,
      max_tenths: 80,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** An open pack of the scope's stocked batch, straight in the database. */
async function openedPackOf(w: World, scope: Scope): Promise<string> {
  const own = scope === 'own';
  const id = randomUUID();
  await env.db
    .insertInto('opened_packs')
    .values({
      id,
      site_id: siteOf(w, scope),
      inventory_item_id: own ? w.itemA1 : w.itemB1,
      medicine_template_id: own ? w.stockMedA1 : w.stockMedB1,
      opened_at: env.clock.now().toISOString(),
      opened_by_user_id: null,
      opened_by_label: 'Sköterska',
      note: null,
      in_use_days: 28,
      use_by: '2027-01-01',
      status: 'open',
      ended_at: null,
      ended_by_user_id: null,
      ended_by_label: null,
      kassation_id: null,
    })
    .execute();
  return id;
}

/** A QR sheet of the scope's site, made by the admin. */
async function sheetOf(w: World, scope: Scope): Promise<string> {
  const res = await env.request('POST', '/qr-codes/generate-pdf', {
    token: w.admin.token,
    body: { site_id: siteOf(w, scope) },
  });
  return res.body.pdf_filename;
}

/** The printed code of the scope's Alvedon, or of its Morfin that has stock. */
async function qrCodeOf(w: World, scope: Scope, stocked = false): Promise<string> {
  const siteId = siteOf(w, scope);
  const own = scope === 'own';
  const templateId = stocked ? (own ? w.stockMedA1 : w.stockMedB1) : own ? w.medA1 : w.medB1;
  const keys = await siteKeys(env.db, siteId);
  const token = signCode(keys!.current, siteId, templateId);
  return medvaktCodeUrl('http://127.0.0.1', { siteId, templateId, token });
}

const firstSchablon = () => readCatalogue()[0]!.id;

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

function registeredRoutes(env: TestEnv): string[] {
  const keys = env.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/v1/'))
    .map((r) => `${r.method} ${normalise(r.path)}`);
  return [...new Set(keys)].sort();
}

async function concretePath(path: string, w: World, scope: Scope): Promise<string> {
  const own = scope === 'own';
  const kassation = /^\/api\/v1\/kassation\/(?:[a-z]+\/)?:id/.test(path)
    ? await kassationFor(path, w, own ? w.itemA1 : w.itemB1)
    : '';
  const recallMatch = path.startsWith('/api/v1/indragningar/matches/:id')
    ? await recallMatchOf(w, own ? w.itemA1 : w.itemB1)
    : '';
  const warning = /^\/api\/v1\/warnings\/.*:id/.test(path) ? await warningOf(w, scope) : '';
  const notice = path.endsWith('/returns')
    ? (await returnableOf(w, scope)).noticeId
    : path.startsWith('/api/v1/indragningar/notices/:id')
      ? await noticeOf(w, path)
      : '';
  const supplierReturn = path.startsWith('/api/v1/indragningar/returns/:id')
    ? await supplierReturnOf(w, scope)
    : '';
  const sheet = path.endsWith('/download-pdf/:filename') ? await sheetOf(w, scope) : '';
  const stockTake = path.startsWith('/api/v1/stock-takes/:id')
    ? await stockTakeOf(w, scope, path.includes('/report.'))
    : '';
  const kiosk = path.startsWith('/api/v1/kiosks/:id') ? await kioskOf(w, scope) : '';
  const apiToken = path.startsWith('/api/v1/api-tokens/:id') ? (await apiTokenOf(w, scope)).id : '';
  const deviation = path.startsWith('/api/v1/deviations/:id') ? await deviationOf(w, scope) : '';
  const delegation = path.startsWith('/api/v1/delegations/:id') ? await delegationOf(w, scope) : '';
  const place = path.startsWith('/api/v1/storage-places/:id') ? await storagePlaceOf(w, scope) : '';
  const upload = path.startsWith('/api/v1/imports/:id') ? await importOf(w, scope) : '';
  const product = path.startsWith('/api/v1/catalogue/:gtin')
    ? await catalogueProductOf(w, scope)
    : '';
  const openedPack = path.startsWith('/api/v1/opened-packs/:id')
    ? await openedPackOf(w, scope)
    : '';
  const refusal = path.startsWith('/api/v1/offline-refusals/:id')
    ? await offlineRefusalOf(w, scope)
    : '';
  const movement = path.includes(':movementId')
    ? await openingMovementOf(own ? w.itemA1 : w.itemB1)
    : '';
  return path
    .replace('/api/v1', '')
    .replace(/^(\/warnings\/(?:acknowledge\/)?):id/, `$1${warning}`)
    .replace(/^\/users\/:id/, `/users/${own ? w.colleague.id : w.foreign.id}`)
    .replace(/^\/sites\/:id/, `/sites/${own ? w.a1 : w.b1}`)
    .replace(/^\/customers\/:id/, `/customers/${own ? w.customerA : w.customerB}`)
    .replace(/^\/medicines\/:id/, `/medicines/${own ? w.medA1 : w.medB1}`)
    .replace(/^\/inventory\/items\/:id/, `/inventory/items/${own ? w.itemA1 : w.itemB1}`)
    .replace(/^(\/kassation\/(?:[a-z]+\/)?):id/, `$1${kassation}`)
    .replace(
      /^\/dashboard\/quick-dispose\/:id/,
      `/dashboard/quick-dispose/${own ? w.itemA1 : w.itemB1}`,
    )
    .replace(/^\/indragningar\/matches\/:id/, `/indragningar/matches/${recallMatch}`)
    .replace(/^\/indragningar\/notices\/:id/, `/indragningar/notices/${notice}`)
    .replace(/^\/indragningar\/returns\/:id/, `/indragningar/returns/${supplierReturn}`)
    .replace(/\/follow-ups\/:siteId\//, `/follow-ups/${siteOf(w, scope)}/`)
    .replace(
      /^\/qr-codes\/batches\/:templateId/,
      `/qr-codes/batches/${own ? w.stockMedA1 : w.stockMedB1}?site_id=${siteOf(w, scope)}`,
    )
    .replace(/^\/qr-codes\/download-pdf\/:filename/, `/qr-codes/download-pdf/${sheet}`)
    .replace(/^\/stock-movements(\/export)?$/, `/stock-movements$1?site_id=${siteOf(w, scope)}`)
    .replace(/^\/narcotics\/:templateId/, `/narcotics/${own ? w.stockMedA1 : w.stockMedB1}`)
    .replace(/^\/narcotics\/journal\/:movementId/, `/narcotics/journal/${movement}`)
    .replace(/^\/stock-takes\/:id/, `/stock-takes/${stockTake}`)
    .replace(/^\/kiosks\/:id/, `/kiosks/${kiosk}`)
    .replace(/^\/api-tokens\/:id/, `/api-tokens/${apiToken}`)
    .replace(/^\/offline-refusals$/, `/offline-refusals?site_id=${siteOf(w, scope)}`)
    .replace(/^\/deviations$/, `/deviations?site_id=${siteOf(w, scope)}`)
    .replace(/^\/deviations\/export$/, `/deviations/export?site_id=${siteOf(w, scope)}`)
    .replace(/^\/deviations\/:id/, `/deviations/${deviation}`)
    .replace(/^\/delegations$/, `/delegations?site_id=${siteOf(w, scope)}`)
    .replace(/^\/delegations\/export$/, `/delegations/export?site_id=${siteOf(w, scope)}`)
    .replace(/^\/delegations\/:id/, `/delegations/${delegation}`)
    .replace(/^\/opened-packs$/, `/opened-packs?site_id=${siteOf(w, scope)}`)
    .replace(/^\/opened-packs\/:id/, `/opened-packs/${openedPack}`)
    .replace(/^\/storage-places$/, `/storage-places?site_id=${siteOf(w, scope)}`)
    .replace(/^\/imports$/, `/imports?site_id=${siteOf(w, scope)}`)
    .replace(/^\/imports\/:id/, `/imports/${upload}`)
    .replace(/^\/catalogue$/, `/catalogue?site_id=${siteOf(w, scope)}`)
    .replace(/^\/catalogue\/:gtin/, `/catalogue/${product}`)
    .replace(/^\/storage-places\/:id/, `/storage-places/${place}`)
    .replace(/^\/offline-refusals\/:id/, `/offline-refusals/${refusal}`)
    .replace(/:itemId$/, own ? w.itemA1 : w.itemB1);
}

/**
 * A stock-take of the scope's site, started by its own staff and with its batch counted as it
 * stands; completed by the site's manager when a report is asked for.
 */
const stockTakesOf = new WeakMap<World, Map<string, Promise<string>>>();
async function stockTakeOf(w: World, scope: Scope, completed: boolean): Promise<string> {
  // A site has one open stock-take at a time: the calls of a read route, which share a world,
  // share its stock-take too.
  const made = stockTakesOf.get(w) ?? new Map<string, Promise<string>>();
  stockTakesOf.set(w, made);
  const key = `${scope} ${String(completed)}`;
  const existing = made.get(key);
  if (existing) return existing;
  const id = startStockTake(w, scope, completed);
  made.set(key, id);
  return id;
}

async function startStockTake(w: World, scope: Scope, completed: boolean): Promise<string> {
  const own = scope === 'own';
  const as = { token: own ? w.staff.token : w.foreign.token, site: siteOf(w, scope) };
  const started = await env.request('POST', '/stock-takes', { ...as, body: {} });
  if (completed) {
    const manager = own ? w.siteAdmin : w.foreignAdmin;
    const token = await env.tokenFor(manager.id);
    await env.request('POST', `/stock-takes/${started.body.id}/complete`, {
      token,
      site: siteOf(w, scope),
      body: { uncounted: 'keep' },
    });
  }
  return started.body.id;
}

/** The ledger's first entry of a batch: the one a correction names. */
async function openingMovementOf(itemId: string): Promise<string> {
  const row = await env.db
    .selectFrom('stock_movements')
    .select('id')
    .where('inventory_item_id', '=', itemId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The engine's warning for the world's batch of the scope, its expiry moved three days ahead. */
async function warningOf(w: World, scope: Scope): Promise<string> {
  const itemId = scope === 'own' ? w.itemA1 : w.itemB1;
  await env.db
    .updateTable('inventory_items')
    .set({ expiry_date: addDays(env.clock.today(), 3) })
    .where('id', '=', itemId)
    .execute();
  await refreshWarnings(env.db, env.clock, { itemIds: [itemId] });
  const row = await env.db
    .selectFrom('warnings')
    .select('id')
    .where('inventory_item_id', '=', itemId)
    .where('is_resolved', '=', 0)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A disposal started by the plain user of the world, on the given batch. */
async function disposal(w: World, itemId: string): Promise<string> {
  const site = itemId === w.itemA1 ? w.a1 : w.b1;
  const actor = itemId === w.itemA1 ? w.staff : w.foreign;
  const res = await env.request('POST', '/kassation/initiate', {
    token: actor.token,
    site,
    body: { inventory_item_id: itemId, quantity: 1 },
  });
  return res.body.id;
}

/** A disposal in the state the route needs: approved to complete it, certified to download. */
async function kassationFor(path: string, w: World, itemId: string): Promise<string> {
  const id = await disposal(w, itemId);
  const asAdmin = { token: w.admin.token };
  if (path.includes('/complete/')) await env.request('POST', `/kassation/approve/${id}`, asAdmin);
  if (path.endsWith('/download'))
    await env.request('POST', `/kassation/certificate/${id}/generate`, asAdmin);
  return id;
}

/**
 * A notice entered by hand (notices belong to no tenant: only admins read them). To confirm: of
 * class I, naming a batch the world's A1 and B1 hold, so both are asked to check. To reopen: of
 * class I, naming a batch nobody holds, so Medvakt answers for every site. Otherwise class III.
 */
async function noticeOf(w: World, path: string): Promise<string> {
  const batch = `NOTICE-${randomUUID().slice(0, 8)}`;
  const confirming = path.endsWith('/confirm');
  if (confirming)
    for (const [site, medicine] of [
      [w.a1, w.medA1],
      [w.b1, w.medB1],
    ] as const)
      await env.item(site, medicine, batch, '2027-06-30', 5);
  const stored = await env.db.transaction().execute((trx) =>
    storeNotice(
      trx,
      { clock: env.clock, actorId: null },
      {
        source: 'manual',
        external_id: null,
        product_name: 'Alvedon',
        recall_class: confirming || path.endsWith('/reopen') ? 'I' : 'III',
        batches: [{ batch_number: batch, expiry_date: null }],
      },
    ),
  );
  return stored.noticeId;
}

/** A recall notice naming the batch, matched against it, straight in the database. */
async function recallMatchOf(w: World, itemId: string): Promise<string> {
  const own = itemId === w.itemA1;
  const { matchId } = await insertRecallMatch({
    itemId,
    siteId: own ? w.a1 : w.b1,
    batch: own ? 'LOT-A1' : 'LOT-B1',
  });
  return matchId;
}

/** A non-narcotic batch of the scope's site held by a notice of its own: one to return. */
const returnables = new WeakMap<World, Map<Scope, Promise<{ noticeId: string; itemId: string }>>>();
function returnableOf(w: World, scope: Scope) {
  const made =
    returnables.get(w) ?? new Map<Scope, Promise<{ noticeId: string; itemId: string }>>();
  returnables.set(w, made);
  const existing = made.get(scope);
  if (existing) return existing;
  const created = (async () => {
    const siteId = siteOf(w, scope);
    const batch = `RET-${randomUUID().slice(0, 8)}`;
    const itemId = await env.item(
      siteId,
      scope === 'own' ? w.medA1 : w.medB1,
      batch,
      '2027-06-30',
      50,
    );
    const { noticeId } = await insertRecallMatch({ itemId, siteId, batch });
    return { noticeId, itemId };
  })();
  made.set(scope, created);
  return created;
}

/** A return of the scope's site, booked by an admin: for the routes that read one. */
async function supplierReturnOf(w: World, scope: Scope): Promise<string> {
  const { noticeId, itemId } = await returnableOf(w, scope);
  const res = await env.request('POST', `/indragningar/notices/${noticeId}/returns`, {
    token: w.admin.token,
    body: { inventory_item_id: itemId, quantity: 1 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String(res.body.id);
}

async function insertRecallMatch(of: { itemId: string; siteId: string; batch: string }) {
  const { itemId } = of;
  const noticeId = randomUUID();
  const id = randomUUID();
  const at = env.clock.now().toISOString();
  await env.db
    .insertInto('recall_notices')
    .values({
      id: noticeId,
      source: 'manual',
      external_id: null,
      product_name: 'Morfin',
      strength: null,
      gtin: null,
      varunummer: null,
      recall_class: null,
      reason: 'Felaktig märkning',
      link: null,
      published_at: at,
      created_by: null,
      created_at: at,
    })
    .execute();
  await env.db
    .insertInto('recall_matches')
    .values({
      id,
      notice_id: noticeId,
      site_id: of.siteId,
      inventory_item_id: itemId,
      medicine_name: 'Morfin',
      batch_number: of.batch,
      withdrawal_reason: 'Felaktig märkning',
      status: 'active',
      matched_at: at,
      resolution_type: null,
      resolution_notes: null,
      resolved_by: null,
      resolved_at: null,
    })
    .execute();
  return { noticeId, matchId: id };
}

const ROLES = ['admin', 'site_admin', 'user'] as const;

let env: TestEnv;

/**
 * A read changes nothing a later call's answer depends on, so every call of one GET route shares a
 * world; a write gets a fresh world each time, since the call before may have deleted or changed
 * what it works on.
 */
const readWorlds = new Map<string, Promise<World>>();
function worldFor(key: string): Promise<World> {
  if (!key.startsWith('GET ')) return env.world();
  let world = readWorlds.get(key);
  if (!world) readWorlds.set(key, (world = env.world()));
  return world;
}
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  env = await createTestEnv({
    recallFeedUrl: fileURLToPath(DEMO_FEED_FILE),
    mail: { smtpUrl: inbox.url, from: 'medvakt@test.se' },
    // One token walks every route here; its limit has its own test.
    apiTokenRateLimitPerMinute: 100_000,
  });
});
afterAll(async () => {
  await env.close();
  await inbox.close();
});

describe('permission matrix', () => {
  it('has a rule for every registered route, and no rule for a route that is gone', () => {
    const routes = registeredRoutes(env).filter((r) => !PUBLIC.has(r) || r in RULES);
    expect(routes.filter((r) => !(r in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('answers 401 without a token on every signed-in route', async () => {
    const w = await env.world();
    for (const key of Object.keys(RULES).filter((k) => !PUBLIC.has(k))) {
      const [method = '', path = ''] = key.split(' ');
      const rule = RULES[key]!;
      const res = await env.request(
        method,
        (await concretePath(path, w, 'own')) + (rule.query ?? ''),
        {
          body: await rule.body?.(w, 'own'),
        },
      );
      expect(res.status, key).toBe(401);
    }
  });

  it('answers 403 to a site admin or user naming a foreign site in X-Site-Id', async () => {
    // Every call is refused before it touches anything, so one world serves them all.
    const w = await env.world();
    for (const key of Object.keys(RULES)) {
      const [method = '', path = ''] = key.split(' ');
      const rule = RULES[key]!;
      for (const actor of [w.siteAdmin, w.staff]) {
        const res = await env.request(
          method,
          (await concretePath(path, w, 'own')) + (rule.query ?? ''),
          {
            token: actor.token,
            site: w.b1,
            body: await rule.body?.(w, 'own'),
          },
        );
        expect(res.status, key).toBe(403);
        expect(res.body.code).toBe('SITE_NOT_ALLOWED');
      }
    }
  });

  for (const key of Object.keys(RULES)) {
    for (const role of ROLES) {
      it(`${key} as ${role}`, async () => {
        const rule = RULES[key]!;
        const [method = '', path = ''] = key.split(' ');
        for (const scope of ['own', 'foreign'] as const) {
          const w = await worldFor(key);
          const actor = role === 'admin' ? w.admin : role === 'site_admin' ? w.siteAdmin : w.staff;
          const res = await env.request(
            method,
            (await concretePath(path, w, scope)) + (rule.query ?? ''),
            {
              token: actor.token,
              site: w.a1,
              body: await rule.body?.(w, scope),
            },
          );
          const access = rule[role];
          const label = `${key} ${role} ${scope}: ${JSON.stringify(res.body)}`;
          const allowed =
            access === 'all' || access === 'self' || (access === 'own' && scope === 'own');
          if (rule.accepted) expect(rule.accepted(res.body), label).toBe(allowed);
          if (allowed) expect(res.status, label).toBeLessThan(300);
          else if (rule.accepted) expect(res.status, label).toBe(200);
          else if (access === 'none') expect(res.status, label).toBe(403);
          else if (path.includes(':id')) expect(res.status, label).toBe(404);
          else expect([403, 404], label).toContain(res.status);
        }
      });
    }
  }
});

/** A scope's token gets through exactly on the calls the scope table opens for it. */
const TOKEN_REFUSED_BY_SERVICE: Record<string, string> = {
  // The world's stocked medicine is a narcotic, whose stock a token may not change.
  'POST /api/v1/qr-codes/scan': 'TOKEN_NARCOTICS',
};

describe('API tokens in the permission matrix', () => {
  it('names in the scope table only routes that exist', () => {
    const routes = registeredRoutes(env);
    expect(Object.keys(TOKEN_SCOPE_ROUTES).filter((r) => !routes.includes(r))).toEqual([]);
  });

  for (const tokenScope of API_TOKEN_SCOPES) {
    it(`lets a ${tokenScope} token through only where the scope table says`, async () => {
      const w = await env.world();
      const { token } = await apiTokenOf(w, 'own', [tokenScope]);
      for (const key of Object.keys(RULES)) {
        const rule = RULES[key]!;
        const [method = '', path = ''] = key.split(' ');
        const opened = TOKEN_SCOPE_ROUTES[key] === tokenScope;
        const res = await env.request(
          method,
          (await concretePath(path, w, 'own')) + (rule.query ?? ''),
          { token, site: w.a1, body: await rule.body?.(w, 'own') },
        );
        const label = `${key} ${tokenScope}: ${res.status} ${JSON.stringify(res.body)}`;
        const refusal = TOKEN_REFUSED_BY_SERVICE[key];
        if (opened && refusal) expect(res.body.code, label).toBe(refusal);
        else if (opened) expect(res.status, label).toBeLessThan(300);
        else {
          expect(res.status, label).toBe(403);
          expect(res.body.code, label).toBe('TOKEN_SCOPE');
        }
        if (!opened || rule.site_admin !== 'own') continue;
        const foreign = await env.request(
          method,
          (await concretePath(path, w, 'foreign')) + (rule.query ?? ''),
          { token, site: w.a1, body: await rule.body?.(w, 'foreign') },
        );
        const foreignLabel = `${key} ${tokenScope} foreign: ${JSON.stringify(foreign.body)}`;
        if (path.includes(':id')) expect(foreign.status, foreignLabel).toBe(404);
        else expect([403, 404], foreignLabel).toContain(foreign.status);
      }
    });
  }

  it('refuses a token another site in X-Site-Id on every call its scopes open', async () => {
    const w = await env.world();
    const { token } = await apiTokenOf(w, 'own', API_TOKEN_SCOPES);
    for (const key of Object.keys(TOKEN_SCOPE_ROUTES)) {
      const rule = RULES[key]!;
      const [method = '', path = ''] = key.split(' ');
      for (const site of [w.a2, w.b1]) {
        const res = await env.request(
          method,
          (await concretePath(path, w, 'own')) + (rule.query ?? ''),
          { token, site, body: await rule.body?.(w, 'own') },
        );
        expect(res.status, key).toBe(403);
        expect(res.body.code, key).toBe('SITE_NOT_ALLOWED');
      }
    }
  });
});

/** Allow-listed calls answer a kiosk session as its role in its own site; the rest KIOSK_SESSION. */
/** Every route outside `allowed`, called with `token` in the world's unit A1: key and answer. */
async function everyRouteBut(allowed: ReadonlySet<string>, w: World, token: string) {
  const answers: [string, Awaited<ReturnType<TestEnv['request']>>][] = [];
  for (const key of Object.keys(RULES).filter((k) => !allowed.has(k))) {
    const rule = RULES[key]!;
    const [method = '', path = ''] = key.split(' ');
    const res = await env.request(
      method,
      (await concretePath(path, w, 'own')) + (rule.query ?? ''),
      { token, site: w.a1, body: await rule.body?.(w, 'own') },
    );
    answers.push([key, res]);
  }
  return answers;
}

describe('an account signed in with a password someone else set', () => {
  it('names in its list only routes that exist', () => {
    const routes = registeredRoutes(env);
    expect([...PASSWORD_CHANGE_ROUTES].filter((r) => !routes.includes(r))).toEqual([]);
  });

  for (const role of ROLES) {
    it(`refuses a ${role} every call but reading itself, changing the password and signing out`, async () => {
      const w = await env.world();
      // A person of their own: the fixtures are made by the world's people.
      const person = await env.user(role, role === 'admin' ? [] : [w.a1]);
      await env.db
        .updateTable('users')
        .set({ password_change_required: 1 })
        .where('id', '=', person.id)
        .execute();
      const token = (await env.login(person.email)).body.access_token;
      for (const [key, res] of await everyRouteBut(PASSWORD_CHANGE_ROUTES, w, token)) {
        expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(403);
        expect(res.body.code, key).toBe('PASSWORD_CHANGE_REQUIRED');
      }
      expect((await env.request('GET', '/auth/me', { token })).status).toBe(200);
    });
  }
});

describe('kiosk sessions in the permission matrix', () => {
  it('names in the kiosk list only routes that exist', () => {
    const routes = registeredRoutes(env);
    expect([...KIOSK_SESSION_ROUTES].filter((r) => !routes.includes(r))).toEqual([]);
  });

  const kioskSession = async (role: (typeof ROLES)[number]) => {
    const w = await env.world();
    const person = role === 'admin' ? w.admin : role === 'site_admin' ? w.siteAdmin : w.staff;
    const kiosk = await registerKiosk(env, w, w.a1);
    return { w, token: (await badgeSignIn(env, w, person, kiosk.device_key)).access_token };
  };

  for (const role of ROLES) {
    it(`refuses a ${role}'s badge session every call outside the kiosk list`, async () => {
      const { w, token } = await kioskSession(role);
      for (const [key, res] of await everyRouteBut(KIOSK_SESSION_ROUTES, w, token)) {
        expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(403);
        expect(res.body, key).toEqual({
          detail: 'Det här görs inte från kiosken. Logga in med e-post och lösenord.',
          code: 'KIOSK_SESSION',
        });
      }
    });

    for (const key of [...KIOSK_SESSION_ROUTES].filter((k) => k in RULES)) {
      it(`${key} in a ${role}'s badge session, in the kiosk's site only`, async () => {
        const rule = RULES[key]!;
        const [method = '', path = ''] = key.split(' ');
        const access = rule[role];
        for (const scope of ['own', 'foreign'] as const) {
          const { w, token } = await kioskSession(role);
          const res = await env.request(
            method,
            (await concretePath(path, w, scope)) + (rule.query ?? ''),
            { token, site: w.a1, body: await rule.body?.(w, scope) },
          );
          const label = `${key} ${role} ${scope}: ${res.status} ${JSON.stringify(res.body)}`;
          // Even an admin's kiosk session reaches only the kiosk's own site.
          const allowed = access === 'self' || (access !== 'none' && scope === 'own');
          if (rule.accepted) expect(rule.accepted(res.body), label).toBe(allowed);
          if (allowed) expect(res.status, label).toBeLessThan(300);
          else if (rule.accepted) expect(res.status, label).toBe(200);
          else expect([403, 404], label).toContain(res.status);
        }
      });
    }
  }
});

describe("an admin's badge session at another customer's kiosk", () => {
  it('cannot reset a password, make a customer or a token, or rename a site of customer A', async () => {
    const w = await env.world();
    const kiosk = await registerKiosk(env, w, w.b1);
    const { access_token: token } = await badgeSignIn(env, w, w.admin, kiosk.device_key);
    const attacks: [string, string, unknown][] = [
      ['PUT', `/users/${w.staff.id}/password`, { new_password: 'Starkt-Losen1!' }],
      ['POST', '/customers', { name: 'Kiosk AB' }],
      ['POST', '/api-tokens', { name: 'Kiosk', site_ids: [w.a1], scopes: ['write:stock'] }],
      ['PUT', `/sites/${w.a1}`, { name: 'Omdöpt' }],
    ];
    for (const [method, path, body] of attacks) {
      for (const site of [w.b1, undefined]) {
        const res = await env.request(method, path, { token, site, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.code, `${method} ${path}`).toBe('KIOSK_SESSION');
      }
    }
    expect((await env.login(w.staff.email, TEST_PASSWORD)).status).toBe(200);
    const customers = await env.db
      .selectFrom('customers')
      .select('id')
      .where('name', '=', 'Kiosk AB')
      .execute();
    expect(customers).toEqual([]);
    const tokens = await env.db
      .selectFrom('api_tokens')
      .select('id')
      .where('name', '=', 'Kiosk')
      .execute();
    expect(tokens).toEqual([]);
    const site = await env.db
      .selectFrom('sites')
      .select('name')
      .where('id', '=', w.a1)
      .executeTakeFirstOrThrow();
    expect(site.name).toBe('Hemsjukvården Solna');
  });

  it('refuses a burst of 30 token requests from the kiosk session, and makes none', async () => {
    const w = await env.world();
    const kiosk = await registerKiosk(env, w, w.b1);
    const { access_token: token } = await badgeSignIn(env, w, w.admin, kiosk.device_key);
    const name = `Burst ${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        env.request('POST', '/api-tokens', {
          token,
          body: { name, site_ids: [w.a1], scopes: ['write:stock'] },
        }),
      ),
    );
    expect(answers.map((a) => `${a.status} ${a.body.code}`)).toEqual(
      Array(30).fill('403 KIOSK_SESSION'),
    );
    const made = await env.db
      .selectFrom('api_tokens')
      .select('id')
      .where('name', '=', name)
      .execute();
    expect(made).toEqual([]);
  });

  it("works in the kiosk's site only, and finds nothing of customer A's there", async () => {
    const w = await env.world();
    const kiosk = await registerKiosk(env, w, w.b1);
    const { access_token: token } = await badgeSignIn(env, w, w.admin, kiosk.device_key);
    const elsewhere = await env.request('GET', '/inventory/items', { token, site: w.a1 });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe('SITE_NOT_ALLOWED');
    const dispose = await env.request('POST', '/kassation/initiate', {
      token,
      site: w.b1,
      body: { inventory_item_id: w.itemA1, quantity: 1 },
    });
    expect(dispose.status).toBe(404);
    await warningOf(w, 'own');
    const asAdmin = await env.request('GET', '/dashboard/cross-site-warnings', {
      token: w.admin.token,
    });
    expect(JSON.stringify(asAdmin.body)).toContain(w.itemA1);
    const warnings = await env.request('GET', '/dashboard/cross-site-warnings', { token });
    expect(warnings.status).toBe(200);
    expect(JSON.stringify(warnings.body)).not.toContain(w.itemA1);
    const sites = await env.request('GET', '/users/current/sites', { token });
    expect(sites.body.map((s: { id: string }) => s.id)).toEqual([w.b1]);
    expect(await env.quantityOf(w.itemA1)).toBe(20);
  });
});
