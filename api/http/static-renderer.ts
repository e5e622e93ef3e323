import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './env.ts';

/** Vite names every built asset by its content, so a name never changes its bytes. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The page names the current assets: the browser asks again each time whether it changed. */
const PAGE_CACHE = 'no-cache';

/** Serves the built renderer; unknown paths get index.html so client-side routes load. */
export function mountRenderer(app: Hono<AppEnv>, rendererDir: string): void {
  const indexFile = join(rendererDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`Gränssnittet är inte byggt: ${indexFile} saknas`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = relative(process.cwd(), rendererDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', ASSET_CACHE);
  });
  app.use('/assets/*', serveStatic({ root }));
  // A missing script must fail loudly, not arrive as index.html.
  app.get('/assets/*', (c) => c.text('Filen finns inte.', 404));
  app.use('*', serveStatic({ root, rewriteRequestPath: (p) => (p === '/' ? '/__none__' : p) }));
  app.get('*', (c) => c.html(indexHtml, 200, { 'Cache-Control': PAGE_CACHE }));
}
