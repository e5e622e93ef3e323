import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './env.ts';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="sv">
  <head>
    <meta charset="utf-8" />
    <title>Medvakt API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;

/** Served from our own origin: the strict CSP allows no CDN and no inline script. */
const INIT = (specUrl: string) =>
  `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(specUrl)}, dom_id: '#swagger-ui' });`;

export function mountApiDocs(app: Hono<AppEnv>, specUrl: string): void {
  const files = {
    'swagger-ui.css': {
      type: 'text/css; charset=utf-8',
      body: () => readFileSync(join(swaggerDir, 'swagger-ui.css')),
    },
    'swagger-ui-bundle.js': {
      type: 'text/javascript; charset=utf-8',
      body: () => readFileSync(join(swaggerDir, 'swagger-ui-bundle.js')),
    },
  };
  app.get('/api/docs', (c) => c.html(PAGE));
  app.get('/api/docs/init.js', (c) =>
    c.body(INIT(specUrl), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  for (const [name, file] of Object.entries(files)) {
    app.get(`/api/docs/${name}`, (c) =>
      c.body(file.body(), 200, {
        'Content-Type': file.type,
        'Cache-Control': 'public, max-age=86400',
      }),
    );
  }
}
