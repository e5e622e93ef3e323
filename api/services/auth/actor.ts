import type { RoleName as Role } from '../../../shared/constants.ts';
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
};

/** What every service call receives: the app's dependencies, who acts, and in which site. */
export type ServiceContext = AppDeps & { actor: Actor; siteId: string | null };

export const actorLabel = (actor: Pick<Actor, 'email' | 'first_name' | 'last_name'>) =>
  `${actor.first_name} ${actor.last_name} <${actor.email}>`;
