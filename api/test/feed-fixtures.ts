import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { Db } from '../db/schema.ts';

export type FeedEntry = {
  title: string;
  description: string;
  guid?: string;
  link?: string;
  date?: string;
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An RSS 2.0 feed; descriptions are escaped as feeds escape HTML. */
export function rssFeed(entries: FeedEntry[]): string {
  const items = entries.map((e) =>
    [
      '<item>',
      `<title>${escapeXml(e.title)}</title>`,
      e.link ? `<link>${escapeXml(e.link)}</link>` : '',
      e.guid ? `<guid isPermaLink="false">${escapeXml(e.guid)}</guid>` : '',
      `<pubDate>${e.date ?? 'Mon, 16 Nov 2026 09:30:00 +0100'}</pubDate>`,
      `<description>${escapeXml(e.description)}</description>`,
      '</item>',
    ].join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Indragningar</title>${items.join('')}</channel></rss>`;
}

/** An Atom feed whose entries carry HTML content. */
export function atomFeed(entries: FeedEntry[]): string {
  const items = entries.map((e) =>
    [
      '<entry>',
      `<title type="text">${escapeXml(e.title)}</title>`,
      e.guid ? `<id>${escapeXml(e.guid)}</id>` : '',
      e.link ? `<link rel="alternate" href="${escapeXml(e.link)}"/>` : '',
      `<updated>${e.date ?? '2026-11-16T09:30:00+01:00'}</updated>`,
      `<content type="html">${escapeXml(e.description)}</content>`,
      '</entry>',
    ].join(''),
  );
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Indragningar</title><id>urn:medvakt:test</id><updated>2026-11-16T09:30:00Z</updated>${items.join('')}</feed>`;
}

export type FeedHandler = (headers: IncomingHttpHeaders, res: ServerResponse) => void;

/** A local HTTP server that answers the feed however the test says; it records each request. */
export async function startFeedServer() {
  let handler: FeedHandler = (_, res) => res.writeHead(404).end();
  const requests: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    requests.push(req.headers);
    handler(req.headers, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Ingen port');
  return {
    url: `http://127.0.0.1:${address.port}/indragningar/rss.xml`,
    requests,
    respond(next: FeedHandler) {
      handler = next;
    },
    /** Serves an XML text with an ETag, answering 304 when the client already has it. */
    serve(xml: string, etag = `"${xml.length}"`) {
      handler = (headers, res) => {
        if (headers['if-none-match'] === etag) return res.writeHead(304).end();
        res.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8', ETag: etag });
        res.end(xml);
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

/** How many notices, notice batches and matches are stored: what a failed read must not change. */
export async function storedRecalls(db: Db) {
  const count = async (table: 'recall_notices' | 'recall_matches' | 'recall_notice_batches') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    notices: await count('recall_notices'),
    batches: await count('recall_notice_batches'),
    matches: await count('recall_matches'),
  };
}
