import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rssFeed, type FeedEntry } from '../../test/feed-fixtures.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

// Newest first by publication: Waran (two batches), Eliquis, Ranitidin (no batch), Åkerblad...
const ENTRIES: FeedEntry[] = [
  {
    guid: 'n-1',
    title: 'Indragning av Waran 2,5 mg tabletter',
    date: 'Fri, 20 Nov 2026 10:00:00 +0100',
    description:
      'Batchnummer 8006745 (utgångsdatum 2027-12-06) och batchnummer 8021088 (utgångsdatum 2028-02-28). Klass I',
  },
  {
    guid: 'n-2',
    title: 'Indragning av Eliquis 5 mg filmdragerade tabletter',
    date: 'Thu, 19 Nov 2026 10:00:00 +0100',
    description: 'Batchnummer: LOT 5FA665P (utgångsdatum 2027-05-31). Klass II',
  },
  {
    guid: 'n-3',
    title: 'Indragning av samtliga batcher av Ranitidin Mylan 150 mg',
    date: 'Wed, 18 Nov 2026 10:00:00 +0100',
    description: 'Alla batcher dras in. Klass II',
  },
  {
    guid: 'n-4',
    title: 'Indragning av Öronsalva Ärlig 2 % kräm',
    date: 'Tue, 17 Nov 2026 10:00:00 +0100',
    description: 'Batch: ÖR-1234 (utgångsdatum 2027-01-31). Klass III',
  },
];

let env: TestEnv;
let w: Awaited<ReturnType<TestEnv['world']>>;
let dir: string;
let file: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'medvakt-feed-'));
  file = join(dir, 'indragningar.xml');
  writeFileSync(file, rssFeed(ENTRIES));
  env = await createTestEnv({ recallFeedUrl: file, recallSyncMinutes: 15 });
  w = await env.world();
});
afterAll(async () => {
  await env.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs with another feed source configured (the app reads its config on every call). */
async function withSource<T>(source: string | null, run: () => Promise<T>): Promise<T> {
  const configured = env.config.recallFeedUrl;
  env.config.recallFeedUrl = source;
  try {
    return await run();
  } finally {
    env.config.recallFeedUrl = configured;
  }
}

const later = () => env.clock.set(new Date(env.clock.now().getTime() + 1000));
const asAdmin = () => ({ token: w.admin.token });
const simple = (query = '') => env.request('GET', `/admin/withdrawals/simple${query}`, asAdmin());

describe('a feed read from a file path', () => {
  it("is read by the monitor's manual check, and not again while the file is unchanged", async () => {
    const first = await env.request('POST', '/admin/withdrawals/manual-check', asAdmin());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, source: file, items_seen: 4, notices_added: 4 });
    later();
    const again = await env.request('POST', '/admin/withdrawals/manual-check', asAdmin());
    expect(again.body).toMatchObject({ ok: true, not_modified: true, notices_added: 0 });
  });

  it('is read again when the file changes, adding only what is new', async () => {
    const extra: FeedEntry = {
      guid: 'n-5',
      title: 'Indragning av Sobril 10 mg tabletter',
      date: 'Mon, 16 Nov 2026 10:00:00 +0100',
      description: 'Batchnummer: 23A118. Klass III',
    };
    writeFileSync(file, rssFeed([...ENTRIES, extra]));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    later();
    const res = await env.request('POST', '/admin/withdrawals/manual-check', asAdmin());
    expect(res.body).toMatchObject({
      ok: true,
      not_modified: false,
      items_seen: 5,
      notices_added: 1,
    });
  });

  it('a missing file is a failed read with the path in the reason', async () => {
    const missing = join(dir, 'saknas.xml');
    const res = await withSource(missing, () =>
      env.request('POST', '/indragningar/sync', asAdmin()),
    );
    expect(res.body).toMatchObject({
      ok: false,
      error: `Filen för indragningar finns inte: ${missing}`,
    });
  });
});

describe('GET /admin/withdrawals/simple', () => {
  it('lists one row per recalled batch, newest notice first, with a dash for a notice without batch', async () => {
    const res = await simple();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 6, pages: 1, page: 1, size: 50 });
    expect(
      res.body.items.map((i: { product_name: string; batch_number: string }) => [
        i.product_name,
        i.batch_number,
      ]),
    ).toEqual([
      ['Waran', '8006745'],
      ['Waran', '8021088'],
      ['Eliquis', '5FA665P'],
      ['Ranitidin Mylan', '-'],
      ['Öronsalva Ärlig', 'ÖR-1234'],
      ['Sobril', '23A118'],
    ]);
    expect(res.body.items[0]).toMatchObject({ expiry_date: '2027-12-06', recall_class: 'I' });
    expect(res.body.items[3]).toMatchObject({ expiry_date: null, source: 'feed' });
  });

  it('sorts oldest first with sort_desc=false and pages by size', async () => {
    const res = await simple('?sort_desc=false&size=4&page=2');
    expect(res.body).toMatchObject({ total: 6, pages: 2, page: 2, size: 4 });
    expect(res.body.items.map((i: { batch_number: string }) => i.batch_number)).toEqual([
      '8006745',
      '8021088',
    ]);
    expect((await simple('?page=9')).body).toMatchObject({ items: [], total: 6 });
  });

  it('searches product names and batch numbers, also as they are typed', async () => {
    const names = async (query: string) =>
      (await simple(query)).body.items.map((i: { product_name: string }) => i.product_name);
    expect(await names('?search=waran')).toEqual(['Waran', 'Waran']);
    expect(await names('?search=%C3%B6ronsalva')).toEqual(['Öronsalva Ärlig']);
    expect(await names('?search=8021088')).toEqual(['Waran']);
    expect(await names(`?search=${encodeURIComponent('lot 5fa-665p')}`)).toEqual(['Eliquis']);
    expect(await names('?search=%25')).toEqual([]);
    expect((await simple('?search=finnsinte')).body).toMatchObject({
      items: [],
      total: 0,
      pages: 0,
    });
  });

  it('answers bad paging with a Swedish 422 and other roles with 403', async () => {
    for (const [query, message] of [
      ['?size=0', 'Sidstorlek måste vara minst 1'],
      ['?size=201', 'Sidstorlek får vara max 200'],
      ['?page=abc', 'Sidnummer måste vara ett tal'],
      ['?sort_desc=kanske', 'Värdet måste vara true eller false'],
    ] as const) {
      const res = await simple(query);
      expect(res.status, query).toBe(422);
      expect(res.body.detail).toBe(message);
    }
    for (const token of [w.siteAdmin.token, w.staff.token]) {
      const res = await env.request('GET', '/admin/withdrawals/simple', { token });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('Du har inte behörighet för detta.');
    }
  });
});

describe('POST /indragningar/sync and GET /indragningar/feed', () => {
  it('lets unit managers read the feed now, not care staff', async () => {
    later();
    const manager = await env.request('POST', '/indragningar/sync', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(manager.status).toBe(200);
    expect(manager.body.trigger).toBe('manual');
    const staff = await env.request('POST', '/indragningar/sync', { token: w.staff.token });
    expect(staff.status).toBe(403);
    const audit = await env.auditRows('recall_feed');
    expect(audit.at(-1)).toMatchObject({ action: 'sync', actor_id: w.siteAdmin.id });
  });

  it('refuses a bad body in Swedish and changes nothing', async () => {
    const before = (await env.request('GET', '/admin/withdrawals/status', asAdmin())).body.runs;
    const wrong = await env.request('POST', '/indragningar/sync', {
      ...asAdmin(),
      body: { force_full_sync: 'ja' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe('force_full_sync måste vara true eller false');
    const broken = await env.request('POST', '/indragningar/sync', { ...asAdmin(), rawBody: '{' });
    expect(broken.status).toBe(400);
    const after = (await env.request('GET', '/admin/withdrawals/status', asAdmin())).body.runs;
    expect(after).toEqual(before);
  });

  it('lists the notices newest first with their batches for every signed-in user', async () => {
    const res = await env.request('GET', '/indragningar/feed?size=2', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, pages: 3, page: 1, size: 2 });
    expect(res.body.items[0]).toMatchObject({
      external_id: 'n-1',
      product_name: 'Waran',
      strength: '2,5 mg',
      recall_class: 'I',
      source: 'feed',
      published_at: '2026-11-20T09:00:00.000Z',
      batches: [
        { batch_number: '8006745', expiry_date: '2027-12-06' },
        { batch_number: '8021088', expiry_date: '2028-02-28' },
      ],
    });
    const last = await env.request('GET', '/indragningar/feed?size=2&page=3', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(last.body.items.map((n: { product_name: string }) => n.product_name)).toEqual([
      'Sobril',
    ]);
    const tooBig = await env.request('GET', '/indragningar/feed?size=101', asAdmin());
    expect(tooBig.status).toBe(422);
  });
});

describe('without a configured source', () => {
  it('sync and the manual check answer 409 in Swedish and the status says so', async () => {
    await withSource(null, async () => {
      for (const path of ['/indragningar/sync', '/admin/withdrawals/manual-check']) {
        const res = await env.request('POST', path, asAdmin());
        expect(res.status, path).toBe(409);
        expect(res.body).toEqual({
          detail: 'Ingen källa för indragningar är konfigurerad',
          code: 'RECALL_FEED_NOT_CONFIGURED',
        });
      }
      const status = await env.request('GET', '/admin/withdrawals/status', asAdmin());
      expect(status.body).toMatchObject({ configured: false, source: null, sync_minutes: 0 });
    });
  });
});
