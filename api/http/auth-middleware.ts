import { createMiddleware } from 'hono/factory';
import { SITE_HEADER } from '../../shared/constants.ts';
import { API_TOKEN_PREFIX } from '../../shared/schemas/api-tokens.ts';
import { Id } from '../../shared/schemas/common.ts';
import type { AppDeps } from '../deps.ts';
import type { Actor } from '../services/auth/actor.ts';
import { authenticateApiToken } from '../services/api-tokens/authenticate-token.ts';
import { authenticate } from '../services/auth/auth-service.ts';
import { isAdmin } from '../services/auth/permissions.ts';
import { badRequest, forbidden, unauthorized } from '../errors.ts';
import type { AppEnv } from './env.ts';
import { requireKioskSessionRoute } from './kiosk-session-routes.ts';
import { requirePasswordChangeRoute } from './password-change-gate.ts';
import { requireTokenScope } from './token-scopes.ts';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Signs the caller in from the bearer token (a person's session, a kiosk session limited to the
 * medicine room's calls, or a system's API token limited to its scopes) and checks the X-Site-Id
 * they work in. Once per request: a path that two routers share passes here twice, and a token's
 * call must count once against its limit.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('signedIn')) return next();
  const deps = c.get('deps');
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) throw unauthorized('Du måste logga in.', 'NOT_SIGNED_IN');
  const { actor, activeSiteIds } = token.startsWith(API_TOKEN_PREFIX)
    ? await authenticateApiToken(deps, token)
    : await authenticate(deps, token);
  if (actor.token) requireTokenScope(c, actor.token);
  if (actor.kioskSession) requireKioskSessionRoute(c);
  if (actor.passwordChangeRequired) requirePasswordChangeRoute(c);
  c.set('actor', actor);
  c.set('signedIn', true);
  const boundSiteId = actor.boundSiteId ?? null;

  const header = c.req.header(SITE_HEADER)?.trim();
  if (!header) {
    c.set('siteId', boundSiteId ?? onlySiteOfToken(actor, activeSiteIds));
    return next();
  }
  if (!Id.safeParse(header).success)
    throw badRequest('Ogiltigt X-Site-Id: ange en enhets id.', 'INVALID_SITE_HEADER');
  if (boundSiteId !== null && header !== boundSiteId)
    throw forbidden('Kioskens inloggning gäller bara kioskens enhet.', 'SITE_NOT_ALLOWED');
  if (!(await mayWorkIn(deps, actor, activeSiteIds, header, c.req.method)))
    throw forbidden(
      actor.token
        ? 'API-token har inte åtkomst till den valda enheten.'
        : 'Du har inte åtkomst till den valda enheten.',
      'SITE_NOT_ALLOWED',
    );
  c.set('siteId', header);
  return next();
});

/**
 * Admins may choose any existing site; everyone else one of their own active sites, and a unit
 * manager also reads (never writes) their own closed site: its journals and history are kept.
 */
async function mayWorkIn(
  deps: AppDeps,
  actor: Actor,
  activeSiteIds: ReadonlySet<string>,
  siteId: string,
  method: string,
): Promise<boolean> {
  if (!isAdmin(actor)) {
    if (activeSiteIds.has(siteId)) return true;
    const reads = method === 'GET' || method === 'HEAD';
    if (!reads || actor.token || actor.role !== 'site_admin' || !actor.siteIds.includes(siteId))
      return false;
    const closed = await deps.db
      .selectFrom('sites')
      .select('id')
      .where('id', '=', siteId)
      .where('closed_at', 'is not', null)
      .executeTakeFirst();
    return closed !== undefined;
  }
  const site = await deps.db
    .selectFrom('sites')
    .select('id')
    .where('id', '=', siteId)
    .executeTakeFirst();
  return site !== undefined;
}

/** A token of one site works there without X-Site-Id; one of several sites names its site. */
function onlySiteOfToken(actor: Actor, activeSiteIds: ReadonlySet<string>): string | null {
  if (!actor.token || activeSiteIds.size !== 1) return null;
  const [only] = activeSiteIds;
  return only ?? null;
}
