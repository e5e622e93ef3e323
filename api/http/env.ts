import type { Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import type { Logger } from '../observability/logger.ts';
import type { Actor, ServiceContext } from '../services/auth/actor.ts';

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    actor: Actor;
    /** Set once requireAuth has signed the caller in, so a second pass does nothing. */
    signedIn: boolean;
    siteId: string | null;
    /** The request's id, answered in X-Request-Id. */
    requestId: string;
    /** The app's logger with this request's id on every line. */
    log: Logger;
  };
};

export type AppContext = Context<AppEnv>;

export function serviceContext(c: AppContext): ServiceContext {
  return { ...c.get('deps'), logger: c.get('log'), actor: c.get('actor'), siteId: c.get('siteId') };
}
