import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadJwtSecret } from '../secrets.ts';
import { bootstrap, readDemoData } from './bootstrap.ts';
import { createTestEnv, type TestEnv } from '../test/harness.ts';

let env: TestEnv | null = null;
afterEach(async () => {
  await env?.close();
  env = null;
});

describe('first start', () => {
  it('loads the demo customers, sites and one user of each role, whose documented passwords work', async () => {
    env = await createTestEnv({ demoData: true });
    expect(await bootstrap(env)).toBe('demo');
    const demo = readDemoData();
    expect(new Set(demo.users.map((u) => u.role))).toEqual(
      new Set(['admin', 'site_admin', 'user']),
    );
    for (const user of demo.users) {
      const res = await env.login(user.email, user.password);
      expect(res.status, user.email).toBe(200);
      expect(res.body.user.role).toBe(user.role);
    }
    const types = await env.db.selectFrom('customers').select('customer_type').execute();
    expect(types.map((t) => t.customer_type).sort()).toEqual(['kommun', 'region']);
    expect(await env.db.selectFrom('sites').select('id').execute()).toHaveLength(3);
    const staff = (await env.login('sjukskoterska@medvakt.se', demo.users[2]!.password)).body;
    const stock = await env.request('GET', '/inventory/items?size=100', {
      token: staff.access_token,
      site: staff.user.site_id,
    });
    const statuses = new Set(
      stock.body.items.map((i: { expiry_status: string }) => i.expiry_status),
    );
    expect(statuses).toEqual(new Set(['expired', 'critical', 'warning', 'ok']));

    // Each customer has a catalogue; the README's pack of it, which no unit keeps, is offered.
    const manager = (await env.login('enhetschef@medvakt.se', demo.users[1]!.password)).body;
    const catalogue = await env.request('GET', '/catalogue?q=EpiPen', {
      token: manager.access_token,
      site: manager.user.site_id,
    });
    expect(catalogue.body.total).toBeGreaterThan(1);
    const scanned = await env.request('POST', '/qr-codes/verify', {
      token: manager.access_token,
      site: manager.user.site_id,
      body: { qr_code_data: '(01)07359990000020(17)301231(10)DEMO1' },
    });
    expect(scanned.body).toMatchObject({
      error_code: 'GTIN_UNKNOWN',
      catalogue_product: { gtin: '07359990000020', name: 'EpiPen Jr', strength: '150 mikrogram' },
    });
    expect(stock.body.counts.low_stock).toBeGreaterThan(0);
    expect(await bootstrap(env)).toBe('existing');
  });

  it('creates only the configured first admin when demo data is off', async () => {
    env = await createTestEnv({
      demoData: false,
      adminEmail: 'Drift@Vard.se',
      adminPassword: 'Drift-Losen-1!',
    });
    expect(await bootstrap(env)).toBe('admin');
    expect(await env.db.selectFrom('sites').select('id').execute()).toHaveLength(0);
    const res = await env.login('drift@vard.se', 'Drift-Losen-1!');
    expect(res.body.user.role).toBe('admin');
  });

  it('refuses a weak first-admin password and leaves the database empty', async () => {
    env = await createTestEnv({
      demoData: false,
      adminEmail: 'drift@vard.se',
      adminPassword: 'svagt',
    });
    await expect(bootstrap(env)).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await env.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('keeps a generated JWT key in the data folder across restarts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'medvakt-secret-'));
    const first = loadJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(loadJwtSecret(undefined, dir)).toEqual(first);
    expect(
      new TextDecoder().decode(loadJwtSecret('från-miljön-och-tillräckligt-lång-nyckel', dir)),
    ).toBe('från-miljön-och-tillräckligt-lång-nyckel');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('serving the renderer', () => {
  it('serves built files and answers client-side routes with index.html, but not unknown API paths', async () => {
    env = await createTestEnv();
    const dir = mkdtempSync(join(tmpdir(), 'medvakt-renderer-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Medvakt</title>');
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("medvakt")');
    const app = createApp({
      db: env.db,
      clock: env.clock,
      config: { ...env.config, rendererDir: dir },
    });
    const asset = await app.request('/assets/app.js');
    expect(await asset.text()).toContain('medvakt');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/assets/finns-inte.js')).status).toBe(404);
    for (const path of ['/', '/users', '/site-admin']) {
      const page = await app.request(path);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain('<title>Medvakt</title>');
      expect(page.headers.get('Cache-Control'), path).toBe('no-cache');
    }
    const api = await app.request('/api/v1/finns-inte');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { detail: string }).detail).toBe('Adressen finns inte i API:et.');
    expect((await app.request('/api/v1/openapi.json')).status).toBe(200);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document and a docs page that loads nothing from outside', async () => {
    env = await createTestEnv();
    const spec = (await (await env.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/users/{id}', '/sites/{id}/settings']),
    );
    const page = await (await env.app.request('/api/docs')).text();
    expect(page).not.toMatch(/https?:\/\//);
    for (const asset of [
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/swagger-ui.css',
      '/api/docs/init.js',
    ]) {
      const res = await env.app.request(asset);
      expect(res.status, asset).toBe(200);
      expect((await res.text()).length, asset).toBeGreaterThan(20);
    }
  });
});

describe('support information', () => {
  it('answers the configured contacts, the version and the lock-out window without a token', async () => {
    env = await createTestEnv({
      support: { email: 'hjalp@vard.se', phone: '08-1', hours: 'Alltid' },
      version: '1.2.3',
      commit: 'abc1234',
    });
    const res = await env.request('GET', '/support');
    expect(res.body).toEqual({
      email: 'hjalp@vard.se',
      phone: '08-1',
      hours: 'Alltid',
      version: '1.2.3',
      commit: 'abc1234',
      hosting_notice: null,
      login_throttle: { max_failures: 5, window_minutes: 15 },
    });
  });
});
