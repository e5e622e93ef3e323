import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTokenScope } from '../../../shared/schemas/api-tokens.ts';
import { medvaktCodeUrl } from '../../../shared/qr-code.ts';
import { addDays } from '../../../shared/stock-rules.ts';
import { TOKEN_SCOPE_ROUTES } from '../../http/token-scopes.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { noticeOf, storeNoticeIn, uniqueBatch } from '../../test/recall-fixtures.ts';
import { signCode, siteKeys } from '../qr/site-keys.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';
import { apiTokenHash } from './token-secret.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const uniqueName = (prefix = 'BI-region') => `${prefix} ${randomUUID().slice(0, 8)}`;

async function createToken(
  w: World,
  body: { site_ids?: string[]; scopes?: ApiTokenScope[]; name?: string; expires_at?: string },
  as = w.admin.token,
) {
  const res = await env.request('POST', '/api-tokens', {
    token: as,
    body: { name: uniqueName(), site_ids: [w.a1], scopes: ['read:stock'], ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; token: string; name: string };
}

describe('making, listing and revoking API tokens', () => {
  it('shows the token once and keeps only its SHA-256', async () => {
    const w = await env.world();
    const made = await createToken(w, { scopes: ['read:stock', 'write:stock'] });
    expect(made.token).toMatch(/^mvk_[\w-]{43}$/);
    const row = await env.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(apiTokenHash(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token);
    expect(row.scopes).toBe('read:stock write:stock');

    const list = await env.request('GET', '/api-tokens', { token: w.admin.token });
    expect(list.status).toBe(200);
    const listed = list.body.find((t: { id: string }) => t.id === made.id);
    expect(listed).toMatchObject({
      name: made.name,
      site_ids: [w.a1],
      sites: [{ id: w.a1, name: 'Hemsjukvården Solna' }],
      scopes: ['read:stock', 'write:stock'],
      created_by: expect.stringContaining('Test admin'),
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(made.token);
    expect(JSON.stringify(list.body)).not.toContain(row.token_hash);

    const audit = await env.auditRows('api_token');
    const created = audit.find((a) => a.entity_id === made.id);
    expect(created?.action).toBe('create_api_token');
    expect(created?.after_json).toContain(made.name);
    expect(created?.after_json).not.toContain(made.token);
    expect(created?.after_json).not.toContain(row.token_hash);
  });

  it('refuses bad input with Swedish messages', async () => {
    const w = await env.world();
    const post = (body: Record<string, unknown>) =>
      env.request('POST', '/api-tokens', { token: w.admin.token, body });
    const ok = { name: uniqueName(), site_ids: [w.a1], scopes: ['read:stock'] };

    const noName = await post({ ...ok, name: ' ' });
    expect(noName.status).toBe(422);
    expect(noName.body.errors[0]).toEqual({ path: 'name', message: 'Namn krävs' });
    expect((await post({ ...ok, name: 'x'.repeat(101) })).body.detail).toBe(
      'Namnet får vara max 100 tecken',
    );
    expect((await post({ ...ok, site_ids: [] })).body.detail).toBe('Ange minst en enhet');
    expect((await post({ ...ok, scopes: [] })).body.detail).toBe('Ange minst en behörighet');
    expect((await post({ ...ok, scopes: ['admin:all'] })).body.detail).toBe('Okänd behörighet');
    const past = await post({ ...ok, expires_at: '2026-11-21T08:00:00.000Z' });
    expect(past.status).toBe(422);
    expect(past.body.detail).toBe('Sista giltighetstid måste vara i framtiden.');
    const unknown = await post({ ...ok, site_ids: [randomUUID()] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].path).toBe('site_ids');
    const inactive = await env.site(w.customerA, 'Stängd enhet', false);
    expect((await post({ ...ok, site_ids: [inactive] })).status).toBe(422);

    await createToken(w, { name: 'Upphandling Solna' + w.a1 });
    const taken = await post({ ...ok, name: 'Upphandling Solna' + w.a1 });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('API_TOKEN_NAME_TAKEN');
  });

  it('lets a unit manager make, see and revoke tokens of their own sites only', async () => {
    const w = await env.world();
    const foreignAdminToken = await env.tokenFor(w.foreignAdmin.id);
    const mine = await createToken(w, { site_ids: [w.a1, w.a2] }, w.siteAdmin.token);
    const theirs = await createToken(w, { site_ids: [w.b1] }, foreignAdminToken);
    const mixed = await createToken(w, { site_ids: [w.a1, w.b1] });

    const foreign = await env.request('POST', '/api-tokens', {
      token: w.siteAdmin.token,
      body: { name: uniqueName(), site_ids: [w.a1, w.b1], scopes: ['read:stock'] },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('SITE_NOT_ALLOWED');

    const list = await env.request('GET', '/api-tokens', { token: w.siteAdmin.token });
    const ids = list.body.map((t: { id: string }) => t.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(mixed.id);

    for (const id of [theirs.id, mixed.id]) {
      const refused = await env.request('DELETE', `/api-tokens/${id}`, {
        token: w.siteAdmin.token,
      });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('API_TOKEN_NOT_FOUND');
    }
    const revoked = await env.request('DELETE', `/api-tokens/${mine.id}`, {
      token: w.siteAdmin.token,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).toBe(env.clock.now().toISOString());
    const audit = (await env.auditRows('api_token')).find(
      (a) => a.entity_id === mine.id && a.action === 'revoke_api_token',
    );
    expect(audit?.actor_id).toBe(w.siteAdmin.id);
  });

  it('answers 403 to a plain user', async () => {
    const w = await env.world();
    for (const [method, path] of [
      ['GET', '/api-tokens'],
      ['POST', '/api-tokens'],
      ['DELETE', `/api-tokens/${randomUUID()}`],
    ] as const) {
      const res = await env.request(method, path, {
        token: w.staff.token,
        body:
          method === 'POST' ? { name: 'x', site_ids: [w.a1], scopes: ['read:stock'] } : undefined,
      });
      expect(res.status, path).toBe(403);
    }
  });
});

describe('calling with an API token', () => {
  it('reads its own site, and is refused another site and calls outside its scopes', async () => {
    const w = await env.world();
    const { token } = await createToken(w, { site_ids: [w.a1], scopes: ['read:stock'] });

    const stock = await env.request('GET', '/inventory/items', { token, site: w.a1 });
    expect(stock.status).toBe(200);
    expect(stock.body.items.map((i: { id: string }) => i.id)).toEqual([w.itemA1]);
    const all = await env.request('GET', '/inventory/items', { token });
    expect(all.body.items.map((i: { id: string }) => i.id)).toEqual([w.itemA1]);

    for (const site of [w.a2, w.b1]) {
      const other = await env.request('GET', '/inventory/items', { token, site });
      expect(other.status).toBe(403);
      expect(other.body.code).toBe('SITE_NOT_ALLOWED');
    }
    const batchElsewhere = await env.request('GET', `/inventory/items/${w.itemB1}/movements`, {
      token,
    });
    expect(batchElsewhere.status).toBe(404);

    for (const [method, path] of [
      ['GET', '/users'],
      ['GET', '/auth/me'],
      ['POST', '/api-tokens'],
      ['GET', '/api-tokens'],
      ['GET', '/kassation/history'],
      ['GET', '/warnings'],
      ['POST', '/inventory/items'],
    ] as const) {
      const res = await env.request(method, path, {
        token,
        site: w.a1,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({
        detail: 'API-token har inte behörighet för den här funktionen.',
        code: 'TOKEN_SCOPE',
      });
    }
  });

  it('answers 401 TOKEN_INVALID for an unknown, revoked or expired token', async () => {
    const w = await env.world();
    const unknown = await env.request('GET', '/inventory/items', {
      token: `mvk_${'A'.repeat(43)}`,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('TOKEN_INVALID');

    const revoked = await createToken(w, {});
    const before = await env.request('GET', '/inventory/items', { token: revoked.token });
    expect(before.status).toBe(200);
    await env.request('DELETE', `/api-tokens/${revoked.id}`, { token: w.admin.token });
    // Another server process on the same database refuses it at once too.
    const other = env.otherProcess();
    for (const request of [env.request, other.request]) {
      const after = await request('GET', '/inventory/items', { token: revoked.token });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({
        detail: 'API-token är ogiltig, återkallad eller har gått ut.',
        code: 'TOKEN_INVALID',
      });
    }

    const expiring = await createToken(w, {
      expires_at: new Date(env.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect((await env.request('GET', '/inventory/items', { token: expiring.token })).status).toBe(
      200,
    );
    env.clock.advanceMinutes(61);
    const expired = await env.request('GET', '/inventory/items', { token: expiring.token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('TOKEN_INVALID');
  });

  it('books stock in its own name, and leaves narcotics to people', async () => {
    const w = await env.world();
    const made = await createToken(w, { scopes: ['write:stock'] });
    const res = await env.request('POST', '/inventory/items', {
      token: made.token,
      site: w.a1,
      body: {
        medicine_template_id: w.medA1,
        batch_number: 'INT-1',
        expiry_date: '2027-09-30',
        quantity: 12,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const movement = await env.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('inventory_item_id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(movement.actor_label).toBe(`API-token: ${made.name}`);
    expect(movement.actor_user_id).toBe(made.id);
    const audit = await env.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor_id', '=', made.id)
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    for (const row of audit) expect(row.actor_label).toBe(`API-token: ${made.name}`);

    const narcotic = await env.request('POST', '/inventory/items', {
      token: made.token,
      site: w.a1,
      body: {
        medicine_template_id: w.stockMedA1,
        batch_number: 'INT-2',
        expiry_date: '2027-09-30',
        quantity: 5,
      },
    });
    expect(narcotic.status).toBe(403);
    expect(narcotic.body.code).toBe('TOKEN_NARCOTICS');
    expect(await env.quantityOf(w.itemA1)).toBe(20);
  });
});

describe('a token taking stock out', () => {
  it("withdraws a plain medicine by its printed code, booked in the token's name", async () => {
    const w = await env.world();
    const made = await createToken(w, { scopes: ['write:stock'] });
    const itemId = await env.item(w.a1, w.medA1, 'ALV-7', '2027-06-30', 10);
    const keys = await siteKeys(env.db, w.a1);
    const code = medvaktCodeUrl('http://127.0.0.1', {
      siteId: w.a1,
      templateId: w.medA1,
      token: signCode(keys!.current, w.a1, w.medA1),
    });
    const res = await env.request('POST', '/qr-codes/scan', {
      token: made.token,
      site: w.a1,
      body: { qr_code_data: code, action_type: 'withdraw', quantity: 2 },
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect(await env.quantityOf(itemId)).toBe(8);
    const movement = await env.db
      .selectFrom('stock_movements')
      .select(['actor_label', 'delta'])
      .where('inventory_item_id', '=', itemId)
      .where('kind', '=', 'withdrawn')
      .executeTakeFirstOrThrow();
    expect(movement).toEqual({ actor_label: `API-token: ${made.name}`, delta: -2 });
  });
});

describe('what a token of several sites reads without X-Site-Id', () => {
  it('is its own sites only, in lists and exports alike', async () => {
    const w = await env.world();
    const batch = uniqueBatch('FRAMMANDE');
    const foreignItem = await env.item(w.b1, w.medB1, batch, addDays(env.clock.today(), 3), 10);
    await refreshWarnings(env.db, env.clock, { itemIds: [foreignItem] });
    const disposal = await env.request('POST', '/kassation/initiate', {
      token: w.foreign.token,
      site: w.b1,
      body: { inventory_item_id: foreignItem, quantity: 1 },
    });
    expect(disposal.status).toBe(201);
    await storeNoticeIn(
      env,
      noticeOf({ product_name: 'Alvedon', batches: [{ batch_number: batch, expiry_date: '' }] }),
    );
    const { token } = await createToken(w, {
      site_ids: [w.a1, w.a2],
      scopes: ['read:stock', 'read:kassation', 'read:recalls', 'read:warnings'],
    });
    const reads = Object.keys(TOKEN_SCOPE_ROUTES)
      // What the read scopes open; an import (write:stock) is a write begun with a GET list.
      .filter((key) => key.startsWith('GET ') && !key.includes(':'))
      .filter((key) => TOKEN_SCOPE_ROUTES[key]?.startsWith('read:'))
      .map((key) => key.slice('GET /api/v1'.length))
      // The ledger names its site in the query (below); notices are public and name batches.
      .filter((path) => !path.startsWith('/stock-movements') && path !== '/indragningar/feed')
      .map((path) => (path.endsWith('/export') ? `${path}?format=csv` : path));
    const seenByAdmin: string[] = [];
    for (const path of reads) {
      const asAdmin = await env.request('GET', path, { token: w.admin.token, site: w.b1 });
      if (JSON.stringify(asAdmin.body).includes(batch)) seenByAdmin.push(path);
      const res = await env.request('GET', path, { token });
      // The stock list works in one site, named in X-Site-Id, like the screen.
      if (res.status === 400) expect(res.body.code, path).toBe('NO_SITE');
      else expect(res.status, path).toBe(200);
      const text = JSON.stringify(res.body);
      for (const foreign of [w.b1, foreignItem]) expect(text, path).not.toContain(foreign);
      // A notice names its batches to every unit; the foreign batch's stock is what must not show.
      if (!path.startsWith('/indragningar')) expect(text, path).not.toContain(batch);
    }
    expect(seenByAdmin).toEqual(
      expect.arrayContaining([
        '/inventory/items/export?format=csv',
        '/kassation/history/export?format=csv',
        '/warnings/export?format=csv',
      ]),
    );
    const ledger = await env.request('GET', `/stock-movements?site_id=${w.b1}`, { token });
    expect(ledger.status).toBe(404);
  });
});
