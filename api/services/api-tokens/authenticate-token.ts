import type { AppDeps } from '../../deps.ts';
import { tooManyRequests, unauthorized } from '../../errors.ts';
import { iso } from '../../time.ts';
import type { Actor } from '../auth/actor.ts';
import type { SignedIn } from '../auth/auth-service.ts';
import { takeHit } from '../rate-limits/rate-limit.ts';
import { apiTokenHash } from './token-secret.ts';
import { scopesOf } from './token-records.ts';

const TOKEN_INVALID = 'API-token är ogiltig, återkallad eller har gått ut.';
const TOO_MANY_CALLS = 'För många anrop med den här API-token. Vänta och försök igen.';

/** last_used_at is for people reading the list: written at most once a minute per token. */
const LAST_USED_STEP_MS = 60_000;

/** One row per site of the token (inner join: a token always has at least one site). */
const tokenRows = (deps: AppDeps, hash: string) =>
  deps.db
    .selectFrom('api_tokens')
    .innerJoin('api_token_sites', 'api_token_sites.token_id', 'api_tokens.id')
    .innerJoin('sites', 'sites.id', 'api_token_sites.site_id')
    .select([
      'api_tokens.id',
      'api_tokens.name',
      'api_tokens.scopes',
      'api_tokens.expires_at',
      'api_tokens.last_used_at',
      'api_tokens.revoked_at',
      'api_token_sites.site_id',
      'sites.is_active as site_is_active',
    ])
    .where('api_tokens.token_hash', '=', hash)
    .orderBy('api_token_sites.site_id')
    .execute();

/**
 * A system calling with an API token acts as a unit manager of the token's sites, limited to the
 * calls its scopes open (api/http/token-scopes.ts). Looked up in the database on every call, so
 * a revoked token stops at once in every process.
 */
export async function authenticateApiToken(deps: AppDeps, token: string): Promise<SignedIn> {
  const now = deps.clock.now();
  const rows = await tokenRows(deps, apiTokenHash(token));
  const row = rows[0];
  if (!row || row.revoked_at !== null || (row.expires_at !== null && row.expires_at <= iso(now)))
    throw unauthorized(TOKEN_INVALID, 'TOKEN_INVALID');
  const verdict = await takeHit(deps.db, deps.clock, {
    bucket: `api-token:${row.id}`,
    limit: deps.config.apiTokenRateLimitPerMinute,
    windowMs: 60_000,
  });
  if (!verdict.allowed)
    throw tooManyRequests(TOO_MANY_CALLS, verdict.retryAfterSeconds, 'RATE_LIMITED');
  if (
    row.last_used_at === null ||
    now.getTime() - Date.parse(row.last_used_at) >= LAST_USED_STEP_MS
  )
    await deps.db
      .updateTable('api_tokens')
      .set({ last_used_at: iso(now) })
      .where('id', '=', row.id)
      .execute();
  const actor: Actor = {
    id: row.id,
    email: '',
    first_name: 'API-token:',
    last_name: row.name,
    role: 'site_admin',
    sessionId: row.id,
    siteIds: rows.map((r) => r.site_id),
    token: { id: row.id, name: row.name, scopes: scopesOf(row.scopes) },
  };
  const activeSiteIds = new Set(rows.filter((r) => r.site_is_active === 1).map((r) => r.site_id));
  return { actor, activeSiteIds };
}
