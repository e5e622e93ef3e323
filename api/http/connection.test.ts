import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { tlsServeOptions } from './tls.ts';
import { selfSignedCertificate } from '../test/certificate.ts';
import { createTestEnv, type TestEnv } from '../test/harness.ts';

let env: TestEnv;
let proxied: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  proxied = await createTestEnv({ trustProxy: true });
});
afterAll(async () => {
  await env.close();
  await proxied.close();
});

const HTTPS = { 'X-Forwarded-Proto': 'https' };

describe('GET /connection: is the page really on HTTPS?', () => {
  it('says no for plain HTTP, and does not believe a forwarded header without TRUST_PROXY', async () => {
    expect((await env.request('GET', '/connection')).body).toEqual({ secure: false });
    expect((await env.request('GET', '/connection', { headers: HTTPS })).body).toEqual({
      secure: false,
    });
  });

  it('believes a trusted proxy that forwarded HTTPS, and only HTTPS', async () => {
    expect((await proxied.request('GET', '/connection', { headers: HTTPS })).body).toEqual({
      secure: true,
    });
    const plain = await proxied.request('GET', '/connection', {
      headers: { 'X-Forwarded-Proto': 'http' },
    });
    expect(plain.body).toEqual({ secure: false });
    expect((await proxied.request('GET', '/connection')).body).toEqual({ secure: false });
  });

  it('says yes when the server speaks TLS itself', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medvakt-tls-'));
    const { cert, key } = selfSignedCertificate(dir, { host: 'localhost' });
    const { scheme: _scheme, ...tls } = tlsServeOptions({ tlsCertFile: cert, tlsKeyFile: key });
    const app = createApp({ db: env.db, config: env.config, clock: env.clock });
    const server = await new Promise<{ server: Server; port: number }>((resolve) => {
      const running = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0, ...tls }, (info) =>
        resolve({ server: running as Server, port: info.port }),
      );
    });
    try {
      const body = await new Promise<string>((resolve, reject) => {
        const call = request(
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/api/v1/connection',
            rejectUnauthorized: false,
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve(text));
          },
        );
        call.on('error', reject);
        call.end();
      });
      expect(JSON.parse(body)).toEqual({ secure: true });
    } finally {
      await new Promise<void>((done) => server.server.close(() => done()));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
