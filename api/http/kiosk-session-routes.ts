import type { Context } from 'hono';
import { forbidden } from '../errors.ts';
import { routePattern } from './route-pattern.ts';
import { routeKey } from './token-scopes.ts';

/**
 * The calls a session begun by badge at a kiosk may make, whatever the person's role. The kiosk's
 * screens are the medicine room's: scanning (withdraw, put back, narcotics with a witness, a pack
 * code linked to its medicine), control counts, stock and warning lists, starting a disposal,
 * returning recalled packs to the supplier, and the session itself. Managing people, units, customers, kiosks, tokens, settings, approvals and
 * records is done at a desk after signing in with e-mail and password, so a kiosk left signed in
 * cannot be used for it. A route not named here is refused to kiosk sessions.
 */
export const KIOSK_SESSION_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/v1/auth/me',
  'POST /api/v1/auth/logout',
  'GET /api/v1/users/current/sites',
  'GET /api/v1/session/site',
  'POST /api/v1/session/site',

  'POST /api/v1/qr-codes/verify',
  'POST /api/v1/qr-codes/scan',
  'GET /api/v1/qr-codes/batches/:templateId',
  'POST /api/v1/qr-codes/generate',
  'POST /api/v1/qr-codes/gtin-links',

  'GET /api/v1/narcotics',
  'GET /api/v1/narcotics/:templateId/count-sheet',
  'POST /api/v1/narcotics/counts',
  'GET /api/v1/narcotics/:templateId/journal',
  'GET /api/v1/narcotics/counts',

  'GET /api/v1/medicines',
  'GET /api/v1/inventory/items',
  'GET /api/v1/inventory/items/:id/movements',
  'POST /api/v1/kassation/initiate',
  'GET /api/v1/kassation/pending',
  'POST /api/v1/dashboard/quick-dispose/:id',
  // Packs are opened, used up and thrown away in the medicine room.
  'GET /api/v1/opened-packs',
  'POST /api/v1/opened-packs',
  'POST /api/v1/opened-packs/:id/used-up',
  'POST /api/v1/opened-packs/:id/dispose',
  // The fridge is read and its month sheet printed in the medicine room.
  'GET /api/v1/storage-places',
  'POST /api/v1/storage-places/:id/readings',
  'GET /api/v1/storage-places/:id/readings',
  'GET /api/v1/storage-places/:id/month-sheet.pdf',

  'GET /api/v1/warnings',
  'GET /api/v1/warnings/:id/with-history',
  'GET /api/v1/dashboard/warnings',
  'GET /api/v1/dashboard/cross-site-warnings',
  'GET /api/v1/indragningar/matches',
  'GET /api/v1/indragningar/stats',
  // Recalled packs are packed for the supplier in the medicine room, the note printed there.
  'POST /api/v1/indragningar/notices/:id/returns',
  'GET /api/v1/indragningar/returns/:id/note.pdf',
]);

export const KIOSK_SESSION_REFUSED =
  'Det här görs inte från kiosken. Logga in med e-post och lösenord.';

/** Lets a kiosk session through only to the medicine room's calls; 403 KIOSK_SESSION otherwise. */
export function requireKioskSessionRoute(c: Context): void {
  if (!KIOSK_SESSION_ROUTES.has(routeKey(c.req.method, routePattern(c))))
    throw forbidden(KIOSK_SESSION_REFUSED, 'KIOSK_SESSION');
}
