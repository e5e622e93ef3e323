import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from './env.ts';

/** Vite names every built asset by its content, so a name never changes its bytes. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The page names the current assets: the browser asks again each time whether it changed. */
const PAGE_CACHE = 'no-cache';

/** What the build writes a brotli and a gzip copy of (vite.config.ts); pictures and fonts not. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json)|image\/svg\+xml)/;

/**
 * The cache rule, and `Vary: Accept-Encoding` on every answer that has compressed copies: the
 * static server adds it only when it sends one, and a cache in between must not hand the plain
 * copy to a browser that takes brotli, nor the reverse.
 */
function builtFileHeaders(cache: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const { status, headers } = c.res;
    if (status !== 200 && status !== 304) return;
    headers.set('Cache-Control', cache);
    if (status === 304 || COMPRESSIBLE.test(headers.get('Content-Type') ?? ''))
      headers.set('Vary', 'Accept-Encoding');
  };
}

/**
 * Serves the built renderer, each file as its precompressed copy when the browser takes one;
 * unknown paths get index.html so client-side routes load.
 */
export function mountRenderer(app: Hono<AppEnv>, rendererDir: string): void {
  const indexFile = join(rendererDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`Gränssnittet är inte byggt: ${indexFile} saknas`);
  const root = relative(process.cwd(), rendererDir) || '.';
  app.use('/assets/*', builtFileHeaders(ASSET_CACHE), serveStatic({ root, precompressed: true }));
  // A missing script must fail loudly, not arrive as index.html.
  app.get('/assets/*', (c) => c.text('Filen finns inte.', 404));
  // The page is asked for on every visit: a tag lets the browser keep the copy it has.
  app.use(
    '*',
    builtFileHeaders(PAGE_CACHE),
    etag(),
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (p) => (p === '/' ? '/__none__' : p),
    }),
  );
  app.get('*', serveStatic({ root, path: 'index.html', precompressed: true }));
}
