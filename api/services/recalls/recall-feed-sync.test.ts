import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recallFeedJob, recallFeedJobs } from '../../jobs/recall-job.ts';
import { createFeedReader } from './feed-fetch.ts';
import { syncRecallFeed } from './feed-sync.ts';
import {
  atomFeed,
  rssFeed,
  startFeedServer,
  storedRecalls,
  type FeedServer,
} from '../../test/feed-fixtures.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

const MORFIN = {
  guid: 'lv-2026-101',
  link: 'https://www.lakemedelsverket.se/indragning/101',
  title: 'Indragning av en batch av Morfin 10 mg injektionsvätska',
  description:
    'Batchnummer: 5FA665P (utgångsdatum 2027-08-31)\nOrsak: Partiklar i ampullerna.\nKlass I',
};
const SOBRIL = {
  guid: 'lv-2026-102',
  title: 'Indragning av Sobril 10 mg tabletter',
  description: 'Batchnummer: 23A118\nOrsak: Felaktig bipacksedel.\nKlass III',
};
const NO_BATCH = {
  guid: 'lv-2026-103',
  title: 'Indragning av samtliga batcher av Ranitidin Mylan 150 mg',
  description: 'Alla batcher dras in. Orsak: NDMA.',
};

let server: FeedServer;
let env: TestEnv;
let w: Awaited<ReturnType<TestEnv['world']>>;
let recalled: { a1: string; a2: string; b1: string };

beforeAll(async () => {
  server = await startFeedServer();
  env = await createTestEnv(
    { recallFeedUrl: server.url, recallSyncMinutes: 15 },
    { feed: createFeedReader({ timeoutMs: 400 }) },
  );
  w = await env.world();
  const morfinA2 = await env.medicine(w.a2, 'Morfin', { strength: '10 mg', controlled: true });
  recalled = {
    a1: await env.item(w.a1, w.stockMedA1, '5FA665P', '2027-08-31', 10),
    a2: await env.item(w.a2, morfinA2, '5fa-665p', '2027-08-31', 4),
    b1: await env.item(w.b1, w.stockMedB1, '5FA665P', '2027-08-31', 7),
  };
});
afterAll(async () => {
  await env.close();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  later();
});

/** Every read gets its own moment, so 'the last good read' is always well defined. */
const later = () => env.clock.set(new Date(env.clock.now().getTime() + 1000));

const sync = (force = false) =>
  env.request('POST', '/indragningar/sync', {
    token: w.admin.token,
    body: { force_full_sync: force },
  });

const counts = () => storedRecalls(env.db);

const panelOf = async (token: string, site: string) =>
  (await env.request('GET', '/indragningar/matches', { token, site })).body;

describe('reading the recall feed over HTTP', () => {
  it('stores the notices of an RSS feed and matches them at every site that holds the batch', async () => {
    server.serve(rssFeed([MORFIN, SOBRIL, NO_BATCH]), '"v1"');
    const res = await sync();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      not_modified: false,
      error: null,
      trigger: 'manual',
      items_seen: 3,
      notices_added: 3,
      matches_added: 3,
    });
    expect(await counts()).toEqual({ notices: 3, batches: 2, matches: 3 });

    // Each unit sees its own batch only.
    const own = await panelOf(w.staff.token, w.a1);
    expect(own.items.map((m: { inventory_item_id: string }) => m.inventory_item_id)).toEqual([
      recalled.a1,
    ]);
    expect(own.items[0]).toMatchObject({
      batch_number: '5FA665P',
      withdrawal_reason: 'Partiklar i ampullerna',
    });
    const manager = await panelOf(w.siteAdmin.token, w.a1);
    expect(manager.total).toBe(2);
    const foreign = await panelOf(w.foreign.token, w.b1);
    expect(foreign.items.map((m: { inventory_item_id: string }) => m.inventory_item_id)).toEqual([
      recalled.b1,
    ]);
  });

  it('asks again with the ETag: a 304 is a good read that changes nothing', async () => {
    const before = await counts();
    const res = await sync();
    expect(server.requests[0]?.['if-none-match']).toBe('"v1"');
    expect(res.body).toMatchObject({ ok: true, not_modified: true, notices_added: 0 });
    expect(await counts()).toEqual(before);

    // The validators are kept, so the next read is conditional again.
    await sync();
    expect(server.requests[1]?.['if-none-match']).toBe('"v1"');
  });

  it('sends Last-Modified back when the feed gives no ETag', async () => {
    const stamp = 'Mon, 16 Nov 2026 08:00:00 GMT';
    server.respond((headers, res) => {
      if (headers['if-modified-since'] === stamp) return res.writeHead(304).end();
      res.writeHead(200, { 'Last-Modified': stamp }).end(rssFeed([MORFIN]));
    });
    expect((await sync()).body).toMatchObject({ ok: true, not_modified: false });
    expect((await sync()).body).toMatchObject({ ok: true, not_modified: true });
  });

  it('re-reading the same items never duplicates a notice or a match', async () => {
    server.serve(rssFeed([MORFIN, SOBRIL, NO_BATCH]), '"v2"');
    const before = await counts();
    const res = await sync();
    expect(res.body).toMatchObject({ ok: true, items_seen: 3, notices_added: 0, matches_added: 0 });
    expect(await counts()).toEqual(before);
  });

  it('force_full_sync reads everything again without validators', async () => {
    const res = await sync(true);
    expect(server.requests[0]?.['if-none-match']).toBeUndefined();
    expect(server.requests[0]?.['if-modified-since']).toBeUndefined();
    expect(res.body).toMatchObject({ ok: true, not_modified: false, items_seen: 3 });
    const query = await env.request('POST', '/indragningar/sync?force_full_sync=true', {
      token: w.admin.token,
    });
    expect(query.body).toMatchObject({ ok: true, not_modified: false });
  });

  it('reads an Atom feed and stores HTML content as text', async () => {
    server.serve(
      atomFeed([
        {
          guid: 'urn:lv:2026:201',
          link: 'https://www.lakemedelsverket.se/indragning/201',
          title: 'Indragning av Alvedon 10 mg tabletter',
          description:
            '<p onclick="x()">Batchnummer: <b>AL99X1</b></p><script>alert(1)</script><p>Klass&nbsp;II</p>',
        },
      ]),
      '"atom-1"',
    );
    const res = await sync();
    expect(res.body).toMatchObject({ ok: true, items_seen: 1, notices_added: 1 });
    const notice = await env.db
      .selectFrom('recall_notices')
      .selectAll()
      .where('external_id', '=', 'urn:lv:2026:201')
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({
      product_name: 'Alvedon',
      strength: '10 mg',
      recall_class: 'II',
      body: 'Batchnummer: AL99X1\nKlass II',
    });
  });
});

describe('the feed status and the stats', () => {
  it('last_checked_at of the stats is the end of the last good read', async () => {
    server.serve(rssFeed([MORFIN]), '"v9"');
    later();
    const good = (await sync()).body;
    later();
    server.respond((_, res) => res.writeHead(500).end());
    await sync();
    const stats = await env.request('GET', '/indragningar/stats', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(stats.body.last_checked_at).toBe(good.finished_at);
    const status = await env.request('GET', '/admin/withdrawals/status', { token: w.admin.token });
    expect(status.body).toMatchObject({
      configured: true,
      source: server.url,
      sync_minutes: 15,
      last_success_at: good.finished_at,
      last_run: { ok: false, error: 'Källan för indragningar svarade med HTTP 500.' },
    });
    expect(status.body.runs.length).toBeLessThanOrEqual(10);
  });

  it('schedules the job only when a source is configured and the interval is above 0', () => {
    const deps = { db: env.db, clock: env.clock };
    expect(recallFeedJobs({ ...deps, config: env.config })).toHaveLength(1);
    expect(recallFeedJobs({ ...deps, config: { ...env.config, recallSyncMinutes: 0 } })).toEqual(
      [],
    );
    expect(recallFeedJobs({ ...deps, config: { ...env.config, recallFeedUrl: null } })).toEqual([]);
    expect(recallFeedJob({ ...deps, config: env.config }).everyMs).toBe(15 * 60_000);
  });

  it('two reads asked for at once run one after the other', async () => {
    let active = 0;
    let most = 0;
    server.respond((_, res) => {
      active += 1;
      most = Math.max(most, active);
      setTimeout(() => {
        active -= 1;
        res.writeHead(200).end(rssFeed([MORFIN, SOBRIL]));
      }, 50);
    });
    const deps = { ...env, feed: createFeedReader() };
    const both = await Promise.all([
      syncRecallFeed(deps, { trigger: 'manual', force: true, actor: null }),
      syncRecallFeed(deps, { trigger: 'schedule', force: true, actor: null }),
    ]);
    expect(both.map((r) => r.ok)).toEqual([true, true]);
    expect(server.requests).toHaveLength(2);
    expect(most).toBe(1);
  });
});
