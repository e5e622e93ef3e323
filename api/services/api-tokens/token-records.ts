import type { Kysely } from 'kysely';
import {
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenScope,
} from '../../../shared/schemas/api-tokens.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';

/** A token's refusal outside its scopes, by the scope table or by a service. */
export const outsideScope = () =>
  forbidden('API-token har inte behörighet för den här funktionen.', 'TOKEN_SCOPE');

/** Scopes as stored ('read:stock write:stock'), known ones only, in the list's order. */
export function scopesOf(stored: string): ApiTokenScope[] {
  const named = new Set(stored.split(' '));
  return API_TOKEN_SCOPES.filter((scope) => named.has(scope));
}

export const storedScopes = (scopes: readonly ApiTokenScope[]) =>
  API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope)).join(' ');

/** Tokens with their sites, newest first; a site admin's only when every site is theirs. */
export async function tokenRows(
  db: Kysely<Database>,
  filter: { id?: string; withinSites?: readonly string[] | null },
): Promise<ApiToken[]> {
  let query = db
    .selectFrom('api_tokens')
    .select([
      'id',
      'name',
      'scopes',
      'created_at',
      'created_by_label',
      'expires_at',
      'last_used_at',
      'revoked_at',
    ]);
  if (filter.id) query = query.where('id', '=', filter.id);
  const within = filter.withinSites;
  if (within)
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('api_token_sites')
            .select('api_token_sites.site_id')
            .whereRef('api_token_sites.token_id', '=', 'api_tokens.id')
            .where('api_token_sites.site_id', 'not in', within.length > 0 ? within : ['-']),
        ),
      ),
    );
  const tokens = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  if (tokens.length === 0) return [];
  const sites = await db
    .selectFrom('api_token_sites')
    .innerJoin('sites', 'sites.id', 'api_token_sites.site_id')
    .select(['api_token_sites.token_id', 'sites.id', 'sites.name'])
    .where(
      'api_token_sites.token_id',
      'in',
      tokens.map((t) => t.id),
    )
    .orderBy('sites.name')
    .execute();
  return tokens.map(({ scopes, created_by_label, ...token }) => {
    const own = sites.filter((s) => s.token_id === token.id).map(({ id, name }) => ({ id, name }));
    return {
      ...token,
      site_ids: own.map((s) => s.id),
      sites: own,
      scopes: scopesOf(scopes),
      created_by: created_by_label,
    };
  });
}
