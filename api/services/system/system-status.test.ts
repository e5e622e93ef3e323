import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCoverage, routeKey } from './api-coverage.ts';
import { SPEC_CALLS } from './spec-calls.ts';
import { NO_TLS_MESSAGE } from './ssl-status.ts';
import { selfSignedCertificate } from '../../test/certificate.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

const certDir = mkdtempSync(join(tmpdir(), 'medvakt-cert-'));
afterAll(() => rmSync(certDir, { recursive: true, force: true }));

/** A self-signed certificate valid from now for `days` days. */
const certificate = (days: number) =>
  selfSignedCertificate(certDir, { days, name: `cert-${days}` }).cert;

async function sslStatusWith(certFile: string | null) {
  const env = await createTestEnv({ tlsCertFile: certFile });
  try {
    // The certificate is dated by the real clock.
    env.clock.set(new Date());
    const w = await env.world();
    return await env.request('GET', '/dashboard/ssl-status', { token: w.admin.token });
  } finally {
    await env.close();
  }
}

describe('GET /dashboard/ssl-status', () => {
  it('says honestly when this server has no certificate', async () => {
    const res = await sslStatusWith(null);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'yellow',
      ssl_valid: false,
      days_until_expiry: null,
      message: NO_TLS_MESSAGE,
      status_message: { code: 'ssl.no_tls', params: {} },
    });
    expect(res.body.message).toMatch(/^Ingen TLS konfigurerad på den här servern/);
  });

  it('is yellow for a certificate with 20 days left', async () => {
    const res = await sslStatusWith(certificate(20));
    expect(res.body).toMatchObject({ status: 'yellow', ssl_valid: true });
    expect([19, 20]).toContain(res.body.days_until_expiry);
    expect(res.body.message).toMatch(/Certifikatet går ut om (19|20) dagar/);
    expect(res.body.status_message).toEqual({
      code: 'ssl.expires_soon',
      params: {
        days: res.body.days_until_expiry,
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      },
    });
  });

  it('is green with more than 30 days left and red with 7 or fewer', async () => {
    const green = await sslStatusWith(certificate(90));
    expect(green.body).toMatchObject({ status: 'green', ssl_valid: true });
    const red = await sslStatusWith(certificate(5));
    expect(red.body).toMatchObject({ status: 'red', ssl_valid: true });
    expect(red.body.message).toMatch(/Förnya det nu/);
    expect(green.body.status_message.code).toBe('ssl.valid');
    expect(red.body.status_message.code).toBe('ssl.expires_now');
  });

  it('is red when the certificate cannot be read', async () => {
    const broken = join(certDir, 'broken.pem');
    writeFileSync(broken, 'inte ett certifikat');
    const res = await sslStatusWith(broken);
    expect(res.body).toMatchObject({ status: 'red', ssl_valid: false, days_until_expiry: null });
    const missing = await sslStatusWith(join(certDir, 'saknas.pem'));
    expect(missing.body.status).toBe('red');
    expect(missing.body.status_message).toEqual({ code: 'ssl.unreadable', params: {} });
  });
});

describe('GET /api-coverage', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(async () => env.close());

  it('counts the spec calls this app really answers, per module', async () => {
    const w = await env.world();
    const res = await env.request('GET', '/api-coverage', { token: w.admin.token });
    expect(res.status).toBe(200);
    const total = SPEC_CALLS.reduce((n, m) => n + m.calls.length, 0);
    expect(res.body.coverage.total_endpoints).toBe(total);
    const byName = Object.fromEntries(res.body.modules.map((m: { name: string }) => [m.name, m]));
    expect(Object.keys(byName)).toEqual([
      'Auth',
      'Användare',
      'Kunder',
      'Enheter',
      'Dashboard',
      'Indragningar',
      'Läkemedel',
      'Lager',
      'Kassation',
      'Varningar',
      'QR-koder',
      'Läkemedelsindragningar (admin)',
    ]);
    expect(byName.Användare.name_message).toEqual({ code: 'api_module.users', params: {} });
    expect(
      res.body.modules.every((m: { name_message: { code: string } }) =>
        m.name_message.code.startsWith('api_module.'),
      ),
    ).toBe(true);
    expect(byName.Auth).toMatchObject({
      completed: true,
      status: 'Klar',
      implemented: 6,
      total: 6,
    });
    expect(byName.Dashboard).toMatchObject({ completed: true, status: 'Klar', implemented: 9 });
    expect(byName.Indragningar).toMatchObject({ status: 'Klar', implemented: 5, total: 5 });
    expect(byName['Läkemedelsindragningar (admin)']).toMatchObject({
      status: 'Klar',
      implemented: 2,
      total: 2,
    });
    expect(byName['QR-koder']).toMatchObject({ status: 'Klar', implemented: 8, total: 8 });
    const { implemented_endpoints: done, completion_percentage: percent } = res.body.coverage;
    expect(percent).toBe(Math.floor((done / total) * 100));
    // Every call the spec lists is built.
    expect(done).toBe(total);
    expect(Number.isInteger(percent)).toBe(true);
    expect(res.body.coverage.is_complete).toBe(done === total);
  });

  it('goes down when a route is absent and reaches 100 % only when all are there', () => {
    const registered = env.app.routes
      .filter((r) => r.path.startsWith('/api/v1/'))
      .map((r) => ({ method: r.method, path: r.path.slice('/api/v1'.length) }));
    const full = apiCoverage(registered);
    const withoutStats = apiCoverage(
      registered.filter((r) => routeKey(r.method, r.path) !== 'GET /dashboard/stats'),
    );
    expect(withoutStats.coverage.implemented_endpoints).toBe(
      full.coverage.implemented_endpoints - 1,
    );
    const dashboard = withoutStats.modules.find((m) => m.name === 'Dashboard');
    expect(dashboard).toMatchObject({ completed: false, status: 'Pågår', implemented: 8 });

    const everything = SPEC_CALLS.flatMap((m) =>
      m.calls.map((c) => {
        const [method = '', path = ''] = c.split(' ');
        return { method, path: path.replace(/\{(\w+)\}/g, ':$1') };
      }),
    );
    expect(apiCoverage(everything).coverage).toMatchObject({
      completion_percentage: 100,
      is_complete: true,
    });
    const none = apiCoverage([]);
    expect(none.coverage).toMatchObject({ implemented_endpoints: 0, completion_percentage: 0 });
    expect(none.modules.every((m) => m.status === 'Ej påbörjad')).toBe(true);
  });

  it('reads trailing slashes and parameter names alike', () => {
    expect(routeKey('get', '/users/')).toBe('GET /users');
    expect(routeKey('GET', '/users/:id/sites')).toBe(routeKey('GET', '/users/{userId}/sites'));
  });
});
