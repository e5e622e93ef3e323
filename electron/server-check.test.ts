import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkServer } from './server-check.ts';

let server: Server | null = null;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  return new Promise((resolve) =>
    server?.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server?.address() as AddressInfo).port}`);
    }),
  );
}

describe('central server check', () => {
  it('accepts a server whose health check answers ok', async () => {
    const url = await serve((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/api/v1/health' ? '{"status":"ok"}' : '{}');
    });
    expect(await checkServer(fetch, `${url}/`)).toEqual({ ok: true });
  });

  it('explains an error answer and a silent server in Swedish', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/api/v1/health') {
        res.statusCode = 503;
        res.end();
      }
      // otherwise never answers
    });
    expect(await checkServer(fetch, url)).toEqual({
      ok: false,
      reason: `Servern ${url} svarade med fel (HTTP 503).`,
    });
    const silent = (u: string, init: RequestInit) => fetch(`${u}/silent`, init);
    expect(await checkServer(silent, url, 300)).toEqual({
      ok: false,
      reason: `Servern ${url} svarade inte inom 1 sekund.`,
    });
  });

  it('explains a server that is not Medvakt, and one that cannot be reached', async () => {
    const url = await serve((_req, res) => res.end('<html>'));
    expect(await checkServer(fetch, url)).toEqual({
      ok: false,
      reason: `${url} svarar, men inte som en Medvakt-server.`,
    });
    await new Promise<void>((done) => server?.close(() => done()));
    server = null;
    expect(await checkServer(fetch, url)).toEqual({
      ok: false,
      reason: `Det går inte att nå servern ${url}.`,
    });
  });
});
