import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_FEED_FILE } from '../../seed/demo-feed.ts';
import { readDemoStock } from '../../seed/demo-stock.ts';
import { FeedReadError } from './feed-error.ts';
import { noticeFromFeedItem, productFromTitle } from './feed-notice.ts';
import { parseFeed, type FeedItem } from './feed-parse.ts';
import { htmlToText } from './feed-text.ts';
import { atomFeed, rssFeed } from '../../test/feed-fixtures.ts';

const noticeOf = (item: FeedItem | undefined) => {
  const notice = item ? noticeFromFeedItem(item) : null;
  if (!notice) throw new Error('no notice');
  return notice;
};

describe('reading RSS 2.0 and Atom', () => {
  it('reads an RSS item: guid as identity, link, date, body and the product of the title', () => {
    const [item] = parseFeed(
      rssFeed([
        {
          guid: 'lv-2026-041',
          link: 'https://www.lakemedelsverket.se/indragning/041',
          title: 'Indragning av Eliquis 5 mg filmdragerade tabletter',
          date: 'Mon, 16 Nov 2026 09:30:00 +0100',
          description:
            'Batchnummer: EQ2207 (utgångsdatum 2027-05-31)\nVarunummer: 405071\nIndragningsklass: Klass II',
        },
      ]),
    );
    expect(item).toMatchObject({
      identity: 'lv-2026-041',
      link: 'https://www.lakemedelsverket.se/indragning/041',
      published_at: '2026-11-16T08:30:00.000Z',
    });
    expect(noticeOf(item)).toMatchObject({
      source: 'feed',
      external_id: 'lv-2026-041',
      product_name: 'Eliquis',
      strength: '5 mg',
      pharmaceutical_form: 'filmdragerade tabletter',
      varunummer: '405071',
      recall_class: 'II',
      batches: [{ batch_number: 'EQ2207', expiry_date: '2027-05-31' }],
    });
  });

  it('reads an Atom entry with HTML content as plain text', () => {
    const [item] = parseFeed(
      atomFeed([
        {
          guid: 'urn:lv:2026:7',
          link: 'https://www.lakemedelsverket.se/indragning/7',
          title: 'Indragning av Waran 2,5 mg tabletter',
          date: '2026-10-02T16:45:00+02:00',
          description:
            '<p>Karo Pharma drar in <b>batchnummer 8006745</b> (utgångsdatum 2027-12-06) och batchnummer 8021088 (utgångsdatum 2028-02-28).</p><p>Klass I</p>',
        },
      ]),
    );
    expect(item?.identity).toBe('urn:lv:2026:7');
    expect(item?.published_at).toBe('2026-10-02T14:45:00.000Z');
    expect(item?.body).not.toContain('<');
    expect(noticeOf(item)).toMatchObject({
      product_name: 'Waran',
      strength: '2,5 mg',
      recall_class: 'I',
      batches: [
        { batch_number: '8006745', expiry_date: '2027-12-06' },
        { batch_number: '8021088', expiry_date: '2028-02-28' },
      ],
    });
  });

  it('reads XHTML content and an Atom title of type html', () => {
    const xml = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>urn:x</id>
      <title type="html">Indragning av &lt;b&gt;Sobril&lt;/b&gt; 10 mg tabletter</title>
      <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Batchnummer: <b>23A118</b></p><p>Klass III</p></div></content>
    </entry></feed>`;
    const [item] = parseFeed(xml);
    expect(item?.title).toBe('Indragning av Sobril 10 mg tabletter');
    expect(item?.body).toBe('Batchnummer: 23A118\nKlass III');
  });

  it('falls back to the link, and then to a hash of title and date, as identity', () => {
    const items = parseFeed(
      rssFeed([
        { link: 'https://example.se/a', title: 'Indragning av Alvedon 500 mg', description: 'x' },
        { title: 'Indragning av Alvedon 500 mg', description: 'x' },
        { title: 'Indragning av Alvedon 500 mg', description: 'y' },
      ]),
    );
    expect(items[0]?.identity).toBe('https://example.se/a');
    expect(items[1]?.identity).toMatch(/^sha256:[0-9a-f]{64}$/);
    // Same title and date: the same notice, read again.
    expect(items[2]?.identity).toBe(items[1]?.identity);
  });

  it('takes a permalink guid as the link of an item without one', () => {
    const xml =
      '<rss version="2.0"><channel><item><title>Indragning av Losec 20 mg</title>' +
      '<guid>https://example.se/losec</guid></item></channel></rss>';
    expect(parseFeed(xml)[0]).toMatchObject({
      identity: 'https://example.se/losec',
      link: 'https://example.se/losec',
    });
  });

  it('gives an empty list for a feed without items', () => {
    expect(parseFeed('<rss version="2.0"><channel><title>Tomt</title></channel></rss>')).toEqual(
      [],
    );
  });

  it('refuses text that is not XML, and XML that is neither RSS nor Atom, in Swedish', () => {
    expect(() => parseFeed('<rss><channel><item></channel></rss>')).toThrow(FeedReadError);
    expect(() => parseFeed('Serverfel')).toThrow(/^Flödet är inte giltig XML \(rad 1\)/);
    expect(() => parseFeed('<html><body><p>Hej</p></body></html>')).toThrow(
      'Flödet är varken RSS eller Atom.',
    );
  });

  it('never expands entities a feed defines itself', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <rss version="2.0"><channel><item><guid>1</guid><title>Indragning av Alvedon 500 mg &b;</title><description>&b;&b;&b;</description></item></channel></rss>`;
    const [item] = parseFeed(xml);
    expect(item?.title).toBe('Indragning av Alvedon 500 mg &b;');
    expect(item?.body).toBe('&b;&b;&b;');
  });
});

describe('HTML in a feed item', () => {
  it('is stored as text: tags, scripts and event handlers are gone, entities decoded', () => {
    const html =
      '<p><strong>AstraZeneca</strong> drar in Losec&nbsp;20&nbsp;mg.</p><ul><li>Batchnummer: P0909_SE01</li>' +
      '<li>Klass II</li></ul><script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<p>L&auml;s &lt;script&gt;-taggen som text &amp; mer</p>';
    const text = htmlToText(html);
    expect(text).toBe(
      'AstraZeneca drar in Losec 20 mg.\nBatchnummer: P0909_SE01\nKlass II\nLäs ‹script>-taggen som text & mer',
    );
    expect(text).not.toMatch(/<[a-z/!?]/i);
  });

  it('keeps the line breaks of a description that is plain text', () => {
    expect(htmlToText('Produkt: Sobril 10 mg\n\n\nBatch: 23A118  ')).toBe(
      'Produkt: Sobril 10 mg\n\nBatch: 23A118',
    );
  });
});

describe('the product in a notice title', () => {
  it.each([
    [
      'Indragning av Eliquis 5 mg filmdragerade tabletter',
      'Eliquis',
      '5 mg',
      'filmdragerade tabletter',
    ],
    [
      'Indragning av en batch av Morfin Meda 10 mg/ml injektionsvätska',
      'Morfin Meda',
      '10 mg/ml',
      'injektionsvätska',
    ],
    [
      'Indragning av två batcher av Fragmin 5 000 IE/0,2 ml – injektionsvätska',
      'Fragmin',
      '5 000 IE/0,2 ml',
      null,
    ],
    [
      'Återkallelse av Humalog KwikPen 100 E/ml, batch D512345',
      'Humalog KwikPen',
      '100 E/ml',
      null,
    ],
    [
      'Recall of Paracetamol B. Braun 10 mg/ml solution for infusion',
      'Paracetamol B. Braun',
      '10 mg/ml',
      'solution for infusion',
    ],
    ['Indragning av Eliquis (apixaban) 2,5 mg och 5 mg tabletter', 'Eliquis', null, null],
    ['Indragning av samtliga batcher av Ranitidin Mylan', 'Ranitidin Mylan', null, null],
  ])('%s', (title, name, strength, form) => {
    expect(productFromTitle(title)).toEqual({
      product_name: name,
      strength,
      pharmaceutical_form: form,
    });
  });

  it('prefers what the text labels: product, strength, GTIN, pack size, reason', () => {
    const notice = noticeOf({
      identity: 'x',
      title: 'Viktig information om en indragning',
      link: null,
      published_at: null,
      body: 'Produkt: Humalog KwikPen 100 E/ml\nGTIN: 05391527090015\nFörpackning: 5 x 3 ml\nOrsak: Sprickor i cylinderampullen.\nBatch: D512345',
    });
    expect(notice).toMatchObject({
      product_name: 'Humalog KwikPen',
      strength: '100 E/ml',
      gtin: '05391527090015',
      pack_size: '5 x 3 ml',
      reason: 'Sprickor i cylinderampullen',
      recall_class: null,
      batches: [{ batch_number: 'D512345', expiry_date: null }],
    });
  });

  it('takes the sentence that gives the reason when none is labelled', () => {
    const notice = noticeOf({
      identity: 'x',
      title: 'Indragning av Sobril 10 mg',
      link: null,
      published_at: null,
      body: 'Pfizer drar in en batch. Det görs på grund av en felaktig bipacksedel. Batch: 23A118',
    });
    expect(notice.reason).toBe('Det görs på grund av en felaktig bipacksedel.');
  });
});

describe('the demo feed', () => {
  const items = parseFeed(readFileSync(DEMO_FEED_FILE, 'utf8'));
  const notices = items.map(noticeOf);

  it('holds about ten notices, each with a product, a class and a reason', () => {
    expect(notices.length).toBeGreaterThanOrEqual(8);
    expect(new Set(items.map((i) => i.identity)).size).toBe(items.length);
    for (const n of notices) {
      expect(n.product_name).not.toBe('');
      expect(n.recall_class).not.toBeNull();
      expect(n.reason).not.toBeNull();
    }
  });

  it('names two batches that the demo stock holds, and one notice names no batch', () => {
    const stock = new Set(
      Object.values(readDemoStock()).flatMap((meds) =>
        meds.flatMap((m) => m.batches.map((b) => b[0])),
      ),
    );
    const named = notices.flatMap((n) => n.batches.map((b) => b.batch_number));
    expect(named.filter((b) => stock.has(b)).sort()).toEqual(['AL1G07', 'EQ2207']);
    expect(notices.filter((n) => n.batches.length === 0)).toHaveLength(1);
  });

  it('has an item with HTML in its description, read as text', () => {
    const html = items.find((i) => i.body.includes('Losec'));
    expect(html?.body).toContain('Batchnummer: P0909_SE01');
    expect(html?.body).not.toMatch(/<|alert/);
  });
});
