import { z } from 'zod';
import { Id } from './common.ts';

/** What a token may be used for; each opens a fixed list of calls (api/http/token-scopes.ts). */
export const API_TOKEN_SCOPES = [
  'read:stock',
  'read:kassation',
  'read:recalls',
  'read:warnings',
  'write:stock',
] as const;
export const ApiTokenScope = z.enum(API_TOKEN_SCOPES, { error: 'Okänd behörighet' });
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  'read:stock': 'Läsa lager och lagerrörelser',
  'read:kassation': 'Läsa kassationer',
  'read:recalls': 'Läsa indragningar',
  'read:warnings': 'Läsa varningar',
  'write:stock': 'Lägga in, ta ut och justera lager (ej narkotika)',
};

/** Every token starts with this, so the server tells it from a sign-in token at a glance. */
export const API_TOKEN_PREFIX = 'mvk_';

const ApiTokenName = z
  .string({ error: 'Namn krävs' })
  .trim()
  .min(1, { error: 'Namn krävs' })
  .max(100, { error: 'Namnet får vara max 100 tecken' });

export const ApiTokenInput = z.object({
  name: ApiTokenName,
  site_ids: z
    .array(Id, { error: 'Ange minst en enhet' })
    .min(1, { error: 'Ange minst en enhet' })
    .max(100, { error: 'Högst 100 enheter per token' })
    .transform((ids) => [...new Set(ids)]),
  scopes: z
    .array(ApiTokenScope, { error: 'Ange minst en behörighet' })
    .min(1, { error: 'Ange minst en behörighet' })
    .transform((scopes) => [...new Set(scopes)]),
  expires_at: z.iso
    .datetime({ error: 'Sista giltighetstid måste vara en tid i ISO 8601', offset: true })
    .nullish()
    .transform((v) => v ?? null),
});
export type ApiTokenInput = z.infer<typeof ApiTokenInput>;

export const ApiTokenSite = z.object({ id: Id, name: z.string() });
export type ApiTokenSite = z.infer<typeof ApiTokenSite>;

export const ApiToken = z.object({
  id: Id,
  name: z.string(),
  site_ids: z.array(Id),
  sites: z.array(ApiTokenSite),
  scopes: z.array(ApiTokenScope),
  created_at: z.string(),
  created_by: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

/** The answer to creating a token: the token itself is shown this once and never again. */
export const ApiTokenCreated = ApiToken.extend({
  token: z.string().meta({ description: 'Visas bara nu; servern sparar endast en hash.' }),
});
export type ApiTokenCreated = z.infer<typeof ApiTokenCreated>;
