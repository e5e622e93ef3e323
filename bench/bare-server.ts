import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The reference point of the inventory budget: the same framework answering a fixed JSON body.
const app = new Hono();
app.get('/json', (c) => c.json({ items: [], page: 1, pages: 0 }));
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT ?? 0) }, (info) => {
  console.log(`listening ${info.port}`);
});
