import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../api/test/harness.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { useLocalSettings } from '../stores/local-settings.ts';
import {
  api,
  ApiRequestError,
  as,
  MESSAGES,
  setApiBase,
  setUnauthorizedHandler,
} from './client.ts';

/** The browser's storage, which the client reads the token and site from. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let env: TestEnv;
let world: Awaited<ReturnType<TestEnv['world']>>;
let server: Server;
let signedOut = 0;

const nodeNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

beforeAll(async () => {
  env = await createTestEnv();
  world = await env.world();
  server = await new Promise<Server>((resolve) => {
    const running = serve({ fetch: env.app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(running as Server),
    );
  });
  const { port } = server.address() as AddressInfo;
  Object.assign(globalThis, { localStorage: new MemoryStorage() });
  Object.defineProperty(globalThis, 'navigator', {
    value: { onLine: true },
    configurable: true,
    writable: true,
  });
  setApiBase(`http://127.0.0.1:${port}/api/v1`);
  setUnauthorizedHandler(() => (signedOut += 1));
});

afterAll(async () => {
  // Test files share their worker's globals: the next file's libraries see Node's own navigator.
  if (nodeNavigator) Object.defineProperty(globalThis, 'navigator', nodeNavigator);
  else Reflect.deleteProperty(globalThis, 'navigator');
  await new Promise((resolve) => server.close(resolve));
  await env.close();
});

const signIn = (token: string, siteId: string | null) => {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  if (siteId) localStorage.setItem(STORAGE_KEYS.currentSiteId, siteId);
  else localStorage.removeItem(STORAGE_KEYS.currentSiteId);
};

beforeEach(() => {
  signedOut = 0;
});

describe('the typed client over a real server', () => {
  it('sends the token and the working site, and answers with the data', async () => {
    signIn(world.siteAdmin.token, world.a1);
    const list = await api.GET('/inventory/items', { params: { query: { page: 1, size: 50 } } });
    expect(list.items.map((i) => i.batch_number)).toEqual(['LOT-A1']);
  });

  it('turns an error answer into the Swedish message, code and field errors', async () => {
    signIn(world.siteAdmin.token, world.a1);
    const refused = await api
      .POST('/inventory/items', {
        body: {
          medicine_template_id: world.medA1,
          batch_number: 'B-NEG',
          expiry_date: '2027-01-31',
          quantity: -1,
        },
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect((refused as ApiRequestError).errors.map((e) => e.path)).toContain('quantity');
  });

  it('asks for the language the person chose, so a refusal comes in English after switching', async () => {
    signIn(world.siteAdmin.token, world.a1);
    const missing = () =>
      api.GET('/stock-takes/{id}', { params: { path: { id: crypto.randomUUID() } } }).then(
        () => null,
        (error: unknown) => error as ApiRequestError,
      );
    const settings = useLocalSettings.getState();
    settings.save({
      ...settings.settings,
      display: { ...settings.settings.display, language: 'en' },
    });
    expect((await missing())?.message).toBe('Stock-take not found.');
    settings.save({
      ...settings.settings,
      display: { ...settings.settings.display, language: 'sv' },
    });
    expect((await missing())?.message).toBe('Inventeringen hittades inte.');
  });

  it('lets a double click of the same POST book the delivery once', async () => {
    signIn(world.siteAdmin.token, world.a1);
    const body = {
      medicine_template_id: world.medA1,
      batch_number: 'B-TWICE',
      expiry_date: '2027-03-31',
      quantity: 5,
    };
    const [first, second] = await Promise.all([
      api.POST('/inventory/items', { body }),
      api.POST('/inventory/items', { body }),
    ]);
    expect(second.id).toBe(first.id);
    const batches = await env.db
      .selectFrom('inventory_items')
      .select('quantity')
      .where('batch_number', '=', 'B-TWICE')
      .execute();
    expect(batches).toEqual([{ quantity: 5 }]);
  });

  it('forgets a site that is no longer the person’s and asks once more without it', async () => {
    signIn(world.staff.token, world.b1);
    const me = await api.GET('/auth/me');
    expect(me.email).toBe(world.staff.email);
    expect(localStorage.getItem(STORAGE_KEYS.currentSiteId)).toBeNull();
    expect(signedOut).toBe(0);
  });

  it('ends the session on a 401', async () => {
    signIn('not-a-token', null);
    const ended = await api.GET('/auth/me').catch((error: unknown) => error);
    expect(ended).toBeInstanceOf(ApiRequestError);
    expect((ended as ApiRequestError).status).toBe(401);
    expect((ended as ApiRequestError).message).toMatch(/^Ogiltig eller utgången/);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(signedOut).toBe(1);
  });

  it('keeps the session when a 401 is the answer itself (a wrong password)', async () => {
    signIn(world.siteAdmin.token, world.a1);
    const refused = await api
      .POST('/auth/login', {
        body: { email: world.staff.email, password: 'Fel-lösenord-1' },
        ...as({ keepSessionOn401: true, anonymous: true }),
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401, message: 'Fel e-postadress eller lösenord.' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(world.siteAdmin.token);
    expect(signedOut).toBe(0);
  });

  it('says in Swedish that the server cannot be reached', async () => {
    signIn(world.siteAdmin.token, world.a1);
    setApiBase('http://127.0.0.1:9/api/v1');
    const lost = await api.GET('/auth/me').catch((error: unknown) => error);
    const { port } = server.address() as AddressInfo;
    setApiBase(`http://127.0.0.1:${port}/api/v1`);
    expect(lost).toMatchObject({ status: 0, kind: 'network', message: MESSAGES.offline });
  });
});
