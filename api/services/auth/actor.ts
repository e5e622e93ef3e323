import type { RoleName as Role } from '../../../shared/constants.ts';
import type { ApiTokenScope } from '../../../shared/schemas/api-tokens.ts';
import type { AppDeps } from '../../deps.ts';

export type Actor = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  sessionId: string;
  /** Sites the actor is assigned to (admins see every site regardless). */
  siteIds: string[];
  /** A badge session from a kiosk works in the kiosk's site only. */
  boundSiteId?: string;
  /** Begun by badge at a kiosk: stock work in its site, whatever the role (kiosk-session-routes). */
  kioskSession?: true;
  /** Signed in with a password someone else set: may only change it (password-change-gate). */
  passwordChangeRequired?: true;
  /** A system calling with an API token: id is the token's, role site_admin of its sites. */
  token?: ApiTokenActor;
};

export type ApiTokenActor = { id: string; name: string; scopes: ApiTokenScope[] };

/** What every service call receives: the app's dependencies, who acts, and in which site. */
export type ServiceContext = AppDeps & { actor: Actor; siteId: string | null };

/** How a person is named in the log and the ledger; a token by its name, never a person's. */
export const actorLabel = (
  actor: Pick<Actor, 'email' | 'first_name' | 'last_name'> & Pick<Partial<Actor>, 'token'>,
) =>
  actor.token
    ? apiTokenLabel(actor.token.name)
    : `${actor.first_name} ${actor.last_name} <${actor.email}>`;

export const apiTokenLabel = (name: string) => `API-token: ${name}`;
