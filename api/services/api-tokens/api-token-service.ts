import { randomUUID } from 'node:crypto';
import type {
  ApiToken,
  ApiTokenCreated,
  ApiTokenInput,
} from '../../../shared/schemas/api-tokens.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import { iso } from '../../time.ts';
import { audit } from '../audit/audit-service.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { isAdmin, requireRole, visibleSiteIds } from '../auth/permissions.ts';
import { apiTokenHash, newApiToken } from './token-secret.ts';
import { outsideScope, storedScopes, tokenRows } from './token-records.ts';

const TOKEN_NOT_FOUND = 'API-token hittades inte.';
const SITES_MISSING = 'En eller flera valda enheter finns inte eller är inaktiva.';
const NOT_IN_FUTURE = 'Sista giltighetstid måste vara i framtiden.';

/** Tokens are made by people: an admin, or a unit manager for their own sites; never by a token. */
function requireTokenManager(ctx: ServiceContext): void {
  requireRole(ctx.actor, 'admin', 'site_admin');
  if (ctx.actor.token) throw outsideScope();
}

/** Every token an admin sees; a unit manager's only those whose every site is theirs. */
export async function listApiTokens(ctx: ServiceContext): Promise<ApiToken[]> {
  requireTokenManager(ctx);
  return tokenRows(ctx.db, { withinSites: visibleSiteIds(ctx.actor) });
}

async function findToken(ctx: ServiceContext, id: string): Promise<ApiToken> {
  requireTokenManager(ctx);
  const [token] = await tokenRows(ctx.db, { id, withinSites: visibleSiteIds(ctx.actor) });
  if (!token) throw notFound(TOKEN_NOT_FOUND, 'API_TOKEN_NOT_FOUND');
  return token;
}

async function checkSites(ctx: ServiceContext, siteIds: string[]): Promise<void> {
  if (!isAdmin(ctx.actor) && siteIds.some((s) => !ctx.actor.siteIds.includes(s)))
    throw forbidden(
      'Du kan bara ge en API-token tillgång till dina egna enheter.',
      'SITE_NOT_ALLOWED',
    );
  const active = await ctx.db
    .selectFrom('sites')
    .select('id')
    .where('id', 'in', siteIds)
    .where('is_active', '=', 1)
    .execute();
  if (active.length !== siteIds.length)
    throw invalid(SITES_MISSING, [{ path: 'site_ids', message: SITES_MISSING }]);
}

/** A name is unique among the tokens still in use, so the log's 'API-token: <name>' is clear. */
async function assertNameFree(ctx: ServiceContext, name: string, now: string): Promise<void> {
  const clash = await ctx.db
    .selectFrom('api_tokens')
    .select('id')
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  if (clash)
    throw conflict(
      `Det finns redan en aktiv API-token med namnet ${name}. Välj ett annat namn.`,
      'API_TOKEN_NAME_TAKEN',
    );
}

/** Makes a token; the token itself is in this answer and nowhere else (only its hash is kept). */
export async function createApiToken(
  ctx: ServiceContext,
  input: ApiTokenInput,
): Promise<ApiTokenCreated> {
  requireTokenManager(ctx);
  const now = ctx.clock.now();
  if (input.expires_at !== null && new Date(input.expires_at).getTime() <= now.getTime())
    throw invalid(NOT_IN_FUTURE, [{ path: 'expires_at', message: NOT_IN_FUTURE }]);
  await checkSites(ctx, input.site_ids);
  await assertNameFree(ctx, input.name, iso(now));
  const id = randomUUID();
  const token = newApiToken();
  const expiresAt = input.expires_at === null ? null : iso(new Date(input.expires_at));
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('api_tokens')
      .values({
        id,
        name: input.name,
        token_hash: apiTokenHash(token),
        scopes: storedScopes(input.scopes),
        created_at: iso(now),
        created_by: ctx.actor.id,
        created_by_label: actorLabel(ctx.actor),
        expires_at: expiresAt,
        last_used_at: null,
        revoked_at: null,
      })
      .execute();
    await trx
      .insertInto('api_token_sites')
      .values(input.site_ids.map((site_id) => ({ token_id: id, site_id })))
      .execute();
    await audit(trx, ctx, {
      action: 'create_api_token',
      entity: 'api_token',
      entity_id: id,
      after: {
        name: input.name,
        site_ids: input.site_ids,
        scopes: input.scopes,
        expires_at: expiresAt,
      },
    });
  });
  return { ...(await findToken(ctx, id)), token };
}

/** Revokes at once: every call is checked against the database, so the next one gets 401. */
export async function revokeApiToken(ctx: ServiceContext, id: string): Promise<ApiToken> {
  const token = await findToken(ctx, id);
  if (token.revoked_at !== null) return token;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('api_tokens')
      .set({ revoked_at: iso(ctx.clock.now()) })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    await audit(trx, ctx, {
      action: 'revoke_api_token',
      entity: 'api_token',
      entity_id: id,
      before: { name: token.name, site_ids: token.site_ids, scopes: token.scopes },
    });
  });
  return findToken(ctx, id);
}
