import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recallFeedJob } from '../../jobs/recall-job.ts';
import { createFeedReader } from './feed-fetch.ts';
import { syncRecallFeed } from './feed-sync.ts';
import {
  rssFeed,
  startFeedServer,
  storedRecalls,
  type FeedServer,
} from '../../test/feed-fixtures.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

const MORFIN = {
  guid: 'lv-2026-101',
  title: 'Indragning av en batch av Morfin 10 mg injektionsvätska',
  description: 'Batchnummer: 5FA665P (utgångsdatum 2027-08-31)\nOrsak: Partiklar i ampullerna.',
};

let server: FeedServer;
let env: TestEnv;
let w: Awaited<ReturnType<TestEnv['world']>>;

beforeAll(async () => {
  server = await startFeedServer();
  env = await createTestEnv(
    { recallFeedUrl: server.url, recallSyncMinutes: 15 },
    { feed: createFeedReader({ timeoutMs: 400 }) },
  );
  w = await env.world();
  await env.item(w.a1, w.stockMedA1, '5FA665P', '2027-08-31', 10);
  // A good read first, so there are notices and a match that a failed read must leave alone.
  server.serve(rssFeed([MORFIN]), '"v1"');
  const first = await sync();
  expect(first.body).toMatchObject({ ok: true, notices_added: 1, matches_added: 1 });
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
function later() {
  env.clock.set(new Date(env.clock.now().getTime() + 1000));
}

function sync() {
  return env.request('POST', '/indragningar/sync', { token: w.admin.token });
}

const counts = () => storedRecalls(env.db);

describe('a feed that cannot be read', () => {
  const failures: [string, () => void, RegExp][] = [
    ['a 500', () => server.respond((_, res) => res.writeHead(500).end('fel')), /HTTP 500/],
    [
      'a time-out',
      () => server.respond(() => undefined),
      /^Källan för indragningar svarade inte inom 1 sekund\.$/,
    ],
    [
      'invalid XML',
      () => server.respond((_, res) => res.writeHead(200).end('<rss><channel><item></rss>')),
      /^Flödet är inte giltig XML/,
    ],
    [
      'an HTML page',
      () =>
        server.respond((_, res) => res.writeHead(200).end('<html><body>Underhåll</body></html>')),
      /^Flödet är varken RSS eller Atom\.$/,
    ],
  ];

  for (const [label, arrange, reason] of failures) {
    it(`${label}: nothing stored changes, the run records why`, async () => {
      const before = await counts();
      arrange();
      const res = await sync();
      expect(res.status).toBe(200);
      expect(res.body.ok).toBe(false);
      expect(res.body.error).toMatch(reason);
      expect(await counts()).toEqual(before);
      const status = await env.request('GET', '/admin/withdrawals/status', {
        token: w.admin.token,
      });
      expect(status.body.last_run).toMatchObject({ ok: false, error: res.body.error });
    });
  }

  it('an unreachable host is recorded with the reason', async () => {
    const gone = await startFeedServer();
    await gone.close();
    const before = await counts();
    const run = await syncRecallFeed(
      { ...env, config: { ...env.config, recallFeedUrl: gone.url } },
      { trigger: 'manual', force: false, actor: null },
    );
    expect(run).toMatchObject({ ok: false, notices_added: 0 });
    expect(run.error).toMatch(
      /^Kunde inte nå källan för indragningar 127\.0\.0\.1:\d+ \(ECONNREFUSED\)\.$/,
    );
    expect(await counts()).toEqual(before);
  });

  it('a feed of 50 MB is refused while it streams', async () => {
    let sent = 0;
    let aborted = false;
    const chunk = Buffer.alloc(256 * 1024, '<!-- fyllnad -->');
    server.respond((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      res.write('<rss version="2.0"><channel>');
      res.on('close', () => (aborted = sent < 50 * 1024 * 1024));
      const pump = () => {
        while (sent < 50 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('</channel></rss>');
      };
      pump();
    });
    const before = await counts();
    // The standard reader: 10 MB and 20 s, so only the size can stop it here.
    const run = await syncRecallFeed(
      { ...env, feed: createFeedReader() },
      { trigger: 'manual', force: false, actor: null },
    );
    expect(run.error).toBe('Flödet är större än 10 MB och lästes inte.');
    expect(await counts()).toEqual(before);
    await expect.poll(() => aborted).toBe(true);
  });

  it('a declared length over the cap is refused before the body is read', async () => {
    server.respond((_, res) => {
      res.writeHead(200, { 'Content-Length': String(50 * 1024 * 1024) });
      res.write('<rss>');
    });
    const res = await sync();
    expect(res.body.error).toBe('Flödet är större än 10 MB och lästes inte.');
  });

  it('the job reports a failed read to the scheduler and carries on at the next run', async () => {
    server.respond((_, res) => res.writeHead(503).end());
    const job = recallFeedJob({ ...env, feed: createFeedReader() });
    await expect(job.run()).rejects.toThrow('Källan för indragningar svarade med HTTP 503.');
    server.serve(rssFeed([MORFIN]), '"v1"');
    server.requests.length = 0;
    later();
    await expect(job.run()).resolves.toMatchObject({ ok: true, trigger: 'schedule' });
    // The last good read was the first one ("v1"): the read is conditional on it.
    expect(server.requests[0]?.['if-none-match']).toBe('"v1"');
  });
});
