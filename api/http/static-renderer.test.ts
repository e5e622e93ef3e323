import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './env.ts';
import { mountRenderer } from './static-renderer.ts';

const SCRIPT = Buffer.from(`export const medvakt = ${JSON.stringify('läkemedel '.repeat(400))};\n`);
const PAGE = Buffer.from('<!doctype html><title>Medvakt</title><div id="root"></div>\n'.repeat(20));
const PICTURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

let dir: string;
let app: Hono<AppEnv>;

/** Written as the build writes them: the file, its brotli and its gzip copy. */
function writeBuilt(path: string, bytes: Buffer, variants: ('br' | 'gz')[] = ['br', 'gz']) {
  writeFileSync(join(dir, path), bytes);
  if (variants.includes('br')) writeFileSync(join(dir, `${path}.br`), brotliCompressSync(bytes));
  if (variants.includes('gz'))
    writeFileSync(join(dir, `${path}.gz`), gzipSync(bytes, { level: 9 }));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'medvakt-static-'));
  mkdirSync(join(dir, 'assets'));
  writeBuilt('index.html', PAGE);
  writeBuilt('assets/index-AbC123_x.js', SCRIPT);
  writeBuilt('assets/only-gzip-1.css', Buffer.from('body{color:red}'.repeat(50)), ['gz']);
  writeFileSync(join(dir, 'assets/logo-9z.png'), PICTURE);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  app = new Hono<AppEnv>();
  mountRenderer(app, dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(path, { method, headers });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('the built assets', () => {
  const path = '/assets/index-AbC123_x.js';

  it('answers brotli when the browser takes it, with the headers of the script itself', async () => {
    const res = await get(path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = await bytesOf(res);
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(body).equals(SCRIPT)).toBe(true);
  });

  it('answers gzip when that is what the client takes', async () => {
    for (const accept of ['gzip', 'gzip, deflate']) {
      const res = await get(path, { 'Accept-Encoding': accept });
      expect(res.headers.get('Content-Encoding'), accept).toBe('gzip');
      expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(gunzipSync(await bytesOf(res)).equals(SCRIPT)).toBe(true);
    }
  });

  it('answers the file as it is to a client that takes no compression', async () => {
    for (const accept of [null, 'identity', 'deflate']) {
      const headers: Record<string, string> = accept ? { 'Accept-Encoding': accept } : {};
      const res = await get(path, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBeNull();
      // A cache in between must not hand this copy to a browser that takes brotli, nor the reverse.
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
      expect(Number(res.headers.get('Content-Length'))).toBe(SCRIPT.length);
      expect((await bytesOf(res)).equals(SCRIPT)).toBe(true);
    }
  });

  it('falls back to the copy that exists', async () => {
    const res = await get('/assets/only-gzip-1.css', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(gunzipSync(await bytesOf(res)).toString()).toContain('body{color:red}');
  });

  it('sends a picture as it is, without Vary', async () => {
    const res = await get('/assets/logo-9z.png', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBeNull();
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect((await bytesOf(res)).equals(PICTURE)).toBe(true);
  });

  it('answers 404, not the page, for a missing asset or a path out of the folder', async () => {
    for (const missing of [
      '/assets/finns-inte.js',
      '/assets/',
      '/assets/..%2frobots.txt',
      '/assets/.hidden.js',
    ]) {
      const res = await get(missing, { 'Accept-Encoding': 'br' });
      expect(res.status, missing).toBe(404);
      expect(await res.text(), missing).toBe('Filen finns inte.');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await get(path, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(Number(res.headers.get('Content-Length'))).toBe(brotliCompressSync(SCRIPT).length);
    expect((await bytesOf(res)).length).toBe(0);
  });
});

describe('the page', () => {
  it('is index.html for every client-side route, compressed and asked again each time', async () => {
    for (const path of ['/', '/kassation', '/scan/a/b', '/index.html']) {
      const res = await get(path, { 'Accept-Encoding': 'gzip, br' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type'), path).toBe('text/html; charset=utf-8');
      expect(res.headers.get('Content-Encoding'), path).toBe('br');
      expect(res.headers.get('Vary'), path).toBe('Accept-Encoding');
      expect(res.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(brotliDecompressSync(await bytesOf(res)).equals(PAGE), path).toBe(true);
    }
    const plain = await get('/users');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(PAGE.toString());
  });

  it('answers 304 when the browser still has this copy of the page, and the page otherwise', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br' });
    const tag = first.headers.get('ETag') ?? '';
    expect(tag).toMatch(/^"\w+"$/);
    const res = await get('/kassation', { 'Accept-Encoding': 'br', 'If-None-Match': tag });
    expect(res.status).toBe(304);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect((await bytesOf(res)).length).toBe(0);
    // The gzip copy is another representation with its own tag.
    const gzip = await get('/kassation', { 'Accept-Encoding': 'gzip', 'If-None-Match': tag });
    expect(gzip.status).toBe(200);
    expect(gunzipSync(await bytesOf(gzip)).equals(PAGE)).toBe(true);
  });

  it('serves another file at the top of the build, asked again each time', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('User-agent: *');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });
});

describe('over a real connection', () => {
  it('reaches a browser-like client compressed, and decompresses to the built bytes', async () => {
    const { serve } = await import('@hono/node-server');
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((done) => server.once('listening', done));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      // fetch() decodes the body itself.
      const res = await fetch(`http://127.0.0.1:${port}/assets/index-AbC123_x.js`, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      });
      expect(res.headers.get('Content-Encoding')).toBe('br');
      expect(Buffer.from(await res.arrayBuffer()).equals(SCRIPT)).toBe(true);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
