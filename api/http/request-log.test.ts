import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../test/log-capture.ts';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../test/harness.ts';
import { codeFor, newKey, setScanLimits } from '../test/qr-fixtures.ts';

const log = captureLog();
let env: TestEnv;
let rendererDir: string;
beforeAll(async () => {
  // A built renderer, so a path the API does not know could fall through to its page.
  rendererDir = mkdtempSync(join(tmpdir(), 'medvakt-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Medvakt</title>');
  env = await createTestEnv({ rendererDir }, { logger: log.logger });
});
afterAll(async () => {
  await env.close();
  rmSync(rendererDir, { recursive: true, force: true });
});

/** The access lines of the requests made since the last clear. */
const accessLines = () => log.lines().filter((line) => line.msg === 'Begäran besvarad');

describe('the access log', () => {
  it('writes one line per request with the route pattern, status, time and its request id', async () => {
    const w = await env.world();
    log.clear();
    const res = await env.request('GET', `/inventory/items/${w.itemA1}/movements?limit=5`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(res.status).toBe(200);
    const lines = accessLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/api/v1/inventory/items/:id/movements',
      status: 200,
      user_id: w.staff.id,
      request_id: res.headers.get('X-Request-Id'),
    });
    expect(typeof lines[0]?.duration_ms).toBe('number');
    expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    // Never the address with its ids or query, and no e-mail.
    expect(log.text()).not.toContain(w.itemA1);
    expect(log.text()).not.toContain('limit=5');
    expect(log.text()).not.toContain(w.staff.email);
  });

  it('keeps a sane X-Request-Id from the client and replaces one that is not', async () => {
    log.clear();
    const kept = await env.request('GET', '/health', {
      headers: { 'X-Request-Id': 'lb-42:a.b_c' },
    });
    expect(kept.headers.get('X-Request-Id')).toBe('lb-42:a.b_c');
    const odd = await env.request('GET', '/health', {
      headers: { 'X-Request-Id': 'med mellanslag<script>' },
    });
    const made = odd.headers.get('X-Request-Id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await env.request('GET', '/health', {
      headers: { 'X-Request-Id': 'a'.repeat(101) },
    });
    expect(tooLong.headers.get('X-Request-Id')).not.toBe('a'.repeat(101));
    expect(accessLines().map((line) => line.request_id)).toEqual([
      'lb-42:a.b_c',
      made,
      tooLong.headers.get('X-Request-Id'),
    ]);
    expect(log.text()).not.toContain('<script>');
  });

  it('puts no password, token or e-mail of a sign-in in the log', async () => {
    const w = await env.world();
    const staff = await env.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', w.staff.id)
      .executeTakeFirstOrThrow();
    log.clear();
    const res = await env.login(staff.email);
    expect(res.status).toBe(200);
    const token = String(res.body.access_token);
    const lines = accessLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'POST', route: '/api/v1/auth/login', status: 200 });
    const text = log.text();
    expect(text).not.toContain(TEST_PASSWORD);
    expect(text).not.toContain(token);
    expect(text).not.toContain(staff.email);

    // A refused one neither.
    log.clear();
    const wrong = await env.login(staff.email, 'Fel-Losenord-1!');
    expect(wrong.status).toBe(401);
    expect(log.text()).not.toContain('Fel-Losenord-1!');
    expect(accessLines()[0]).toMatchObject({ route: '/api/v1/auth/login', status: 401 });
  });

  it("never logs a narcotic withdrawal's patient", async () => {
    const w = await env.world();
    const patient = `19121212-1212 Tolvan ${randomUUID().slice(0, 6)}`;
    log.clear();
    const withdraw = (quantity: number) =>
      codeFor(env, w.a1, w.stockMedA1).then((qr_code_data) =>
        env.request('POST', '/qr-codes/scan', {
          token: w.staff.token,
          site: w.a1,
          headers: { 'Idempotency-Key': newKey() },
          body: { qr_code_data, action_type: 'withdraw', quantity, patient, source: 'scan_screen' },
        }),
      );
    await setScanLimits(env, w.a1, { withdraw: 100, add: 10 });
    expect((await withdraw(2)).status).toBe(201);
    expect((await withdraw(19)).status).toBe(409);
    expect((await withdraw(1000)).status).toBe(422);
    const search = await env.request(
      'GET',
      `/narcotics/${w.stockMedA1}/journal?search=${encodeURIComponent(patient)}`,
      { token: w.staff.token, site: w.a1 },
    );
    expect(search.status).toBeLessThan(500);
    expect(accessLines().map((line) => [line.route, line.status])).toEqual([
      ['/api/v1/qr-codes/scan', 201],
      ['/api/v1/qr-codes/scan', 409],
      ['/api/v1/qr-codes/scan', 422],
      ['/api/v1/narcotics/:templateId/journal', search.status],
    ]);
    expect(log.text()).not.toContain('Tolvan');
    expect(log.text()).not.toContain('19121212');
  });
});

describe('addresses the server does not have', () => {
  it('answers an unknown /api path with a JSON 404 in the error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/nope'],
      ['POST', '/api/v1/nope/deeper'],
      ['GET', '/api/v2/health'],
      ['DELETE', '/api/anything'],
    ] as const) {
      const res = await env.app.request(path, { method });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await res.json(), path).toEqual({
        detail: 'Adressen finns inte i API:et.',
        code: 'ROUTE_NOT_FOUND',
      });
    }
  });

  it('does not serve /metrics or /healthz on the public port, nor the page in their place', async () => {
    expect((await env.app.request('/some/page')).headers.get('content-type')).toMatch(/text\/html/);
    for (const path of ['/metrics', '/healthz', '/metrics/']) {
      const res = await env.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('logs the route pattern of an unknown address, not the address', async () => {
    log.clear();
    await env.app.request('/api/v1/nope/19121212-1212');
    expect(accessLines()).toMatchObject([{ route: '/api/*', status: 404 }]);
    expect(log.text()).not.toContain('19121212');
  });
});

describe('an unexpected error', () => {
  it('is logged with the request id and a stack, and without the request body', async () => {
    const broken = captureLog();
    const lost = await createTestEnv({}, { logger: broken.logger });
    // The database goes away under the app: every query now fails in a way no route expects.
    await lost.db.destroy();
    try {
      const res = await lost.request('POST', '/auth/login', {
        headers: { 'X-Request-Id': 'fel-1' },
        body: { email: 'ingen@test.se', password: 'Hemligt-Losen-7!' },
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        detail: 'Ett oväntat fel uppstod på servern.',
        code: 'INTERNAL_ERROR',
      });
      const errors = broken.lines().filter((line) => line.level === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        request_id: 'fel-1',
        msg: 'Oväntat fel',
        method: 'POST',
        route: '/api/v1/auth/login',
        err: { type: expect.any(String), message: expect.any(String) },
      });
      expect(JSON.stringify(errors[0])).toMatch(/"stack":"\w*Error: .*\\n\s+at /);
      expect(broken.lines().filter((line) => line.msg === 'Begäran besvarad')).toMatchObject([
        { request_id: 'fel-1', status: 500, level: 'warn' },
      ]);
      expect(broken.text()).not.toContain('Hemligt-Losen-7!');
      expect(broken.text()).not.toContain('ingen@test.se');
    } finally {
      await lost.close();
    }
  });
});
