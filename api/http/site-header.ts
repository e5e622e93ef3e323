import type { OpenAPIHono } from '@hono/zod-openapi';
import type { RouterRoute } from 'hono/types';
import { TrieRouter } from 'hono/router/trie-router';
import { SITE_HEADER } from '../../shared/constants.ts';
import { requireAuth } from './auth-middleware.ts';
import type { AppEnv } from './env.ts';
import { signedInOrPublic } from './optional-auth.ts';

type Registry = OpenAPIHono<AppEnv>['openAPIRegistry'];
type Operation = { parameters?: unknown[] };
/** The generated document, read as the paths of operations it is (openapi3-ts types it loosely). */
type Document = { paths?: object };

/** The middlewares that read and check the X-Site-Id of a signed-in call. */
const READS_SITE_HEADER: readonly unknown[] = [requireAuth, signedInOrPublic];

const SITE_PARAMETER = 'SiteId';

/** Published once under components.parameters; every operation that reads it refers to it. */
export function registerSiteHeader(registry: Registry): void {
  registry.registerComponent('parameters', SITE_PARAMETER, {
    name: SITE_HEADER,
    in: 'header',
    required: false,
    description:
      'Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en ' +
      'enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED ' +
      'och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet ' +
      'arbetar i sin enhet utan den.',
    schema: { type: 'string', format: 'uuid' },
  });
}

/** '/items/{id}' → '/items/:id', the path as the router knows it. */
const routerPath = (path: string) => path.replaceAll(/\{([^}]+)\}/g, ':$1');
/** '/items/{id}' → '/items/x', an address the path answers. */
const addressOf = (path: string) => path.replaceAll(/\{[^}]+\}/g, 'x');

/**
 * Whether a site-reading middleware runs before the operation's handler, found the way the
 * server itself finds a request's handlers: every route and middleware registered, in order.
 */
export function siteScopedOperations(routes: readonly RouterRoute[]) {
  const router = new TrieRouter<number>();
  routes.forEach((route, index) => router.add(route.method, route.path, index));
  return (method: string, path: string): boolean => {
    const verb = method.toUpperCase();
    const chain = router.match(verb, addressOf(path))[0].map(([index]) => index);
    const own = routerPath(path);
    const handler = chain.findLast((i) => routes[i]?.method === verb && routes[i]?.path === own);
    return chain.some(
      (i) => handler !== undefined && i < handler && READS_SITE_HEADER.includes(routes[i]?.handler),
    );
  };
}

/** The document with X-Site-Id declared on every operation whose handler reads it. */
export function withSiteHeader<T extends Document>(document: T, routes: readonly RouterRoute[]): T {
  const readsSite = siteScopedOperations(routes);
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(paths))
    for (const [method, operation] of Object.entries(operations))
      if (readsSite(method, path))
        operation.parameters = [
          ...(operation.parameters ?? []),
          { $ref: `#/components/parameters/${SITE_PARAMETER}` },
        ];
  return document;
}
