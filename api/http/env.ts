import type { Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import type { Actor, ServiceContext } from '../services/auth/actor.ts';

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    actor: Actor;
    siteId: string | null;
  };
};

export type AppContext = Context<AppEnv>;

export function serviceContext(c: AppContext): ServiceContext {
  return { ...c.get('deps'), actor: c.get('actor'), siteId: c.get('siteId') };
}
