import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FeedReadError } from './feed-error.ts';
import { clip, htmlToText, xmlContentToText } from './feed-text.ts';

/** One entry of an RSS or Atom feed, as plain text. */
export type FeedItem = {
  /** guid (RSS) or id (Atom), else the link, else a hash of title and date. */
  identity: string;
  title: string;
  link: string | null;
  published_at: string | null;
  body: string;
};

const IDENTITY_MAX = 500;
const LINK_MAX = 1000;

// Entities are left as written and decoded by our own code, so a DOCTYPE cannot make text grow.
// Texts that may hold markup stay raw (stop nodes) and are turned into plain text here.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  cdataPropName: '#cdata',
  removeNSPrefix: true,
  stopNodes: ['*.title', '*.description', '*.encoded', '*.content', '*.summary'],
  isArray: (name) => ['item', 'entry', 'link'].includes(name),
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The element's text, whichever shape the parser gave it (string, with attributes, CDATA). */
function raw(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(raw).join(' ');
  if (!isNode(value)) return '';
  const cdata = value['#cdata'];
  const text = typeof value['#text'] === 'string' ? value['#text'] : '';
  return cdata === undefined ? text : `${text}<![CDATA[${raw(cdata)}]]>`;
}

function attribute(value: unknown, name: string): string | null {
  const found = isNode(value) ? value[`@_${name}`] : undefined;
  return typeof found === 'string' ? found : null;
}

const plain = (value: unknown) => xmlContentToText(raw(value)).trim();

/** A text that may be HTML (RSS descriptions always are; Atom says so with type). */
function readable(value: unknown): string {
  const type = attribute(value, 'type');
  const content = xmlContentToText(raw(value));
  return type === 'text' ? content.trim() : htmlToText(content);
}

function isoDate(value: unknown): string | null {
  const text = plain(value);
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function identity(id: string, link: string | null, title: string, date: string | null): string {
  const chosen = id || link;
  if (chosen && chosen.length <= IDENTITY_MAX) return chosen;
  const hashed = createHash('sha256').update(chosen ?? `${title}|${date ?? ''}`);
  return `sha256:${hashed.digest('hex')}`;
}

const httpLink = (text: string | null) =>
  text && /^https?:\/\//i.test(text) ? clip(text, LINK_MAX) : null;

function rssItem(item: Node): FeedItem {
  const title = htmlToText(xmlContentToText(raw(item.title)));
  const links = Array.isArray(item.link) ? item.link : [item.link];
  const guid = plain(item.guid);
  // A guid that is a permalink is the item's address when it has no link of its own.
  const permalink = attribute(item.guid, 'isPermaLink') === 'false' ? null : guid;
  const link = httpLink(links.map(plain).find(Boolean) ?? permalink);
  const published = isoDate(item.pubDate ?? item.date);
  const body = readable(item.encoded ?? item.description);
  return {
    identity: identity(plain(item.guid), link, title, published),
    title,
    link,
    published_at: published,
    body,
  };
}

function atomLink(links: unknown): string | null {
  const list: unknown[] = Array.isArray(links) ? links : [];
  const alternate =
    list.find((l) => attribute(l, 'rel') === 'alternate') ??
    list.find((l) => attribute(l, 'rel') === null);
  return httpLink(attribute(alternate, 'href'));
}

function atomEntry(entry: Node): FeedItem {
  const title = readable(entry.title);
  const link = atomLink(entry.link);
  const published = isoDate(entry.published ?? entry.updated);
  const body = readable(entry.content ?? entry.summary);
  return {
    identity: identity(plain(entry.id), link, title, published),
    title,
    link,
    published_at: published,
    body,
  };
}

const list = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);

/** The items of an RSS 2.0 (or 1.0) or Atom feed; a FeedReadError when the text is neither. */
export function parseFeed(xml: string): FeedItem[] {
  // The parser alone accepts broken XML. Its successor package, fast-xml-validator, is not a
  // dependency; this validator still ships with fast-xml-parser 5.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { msg, line } = valid.err;
    throw new FeedReadError(`Flödet är inte giltig XML (rad ${line}): ${clip(msg, 200)}`);
  }
  const doc: unknown = parser.parse(xml);
  if (!isNode(doc)) throw new FeedReadError('Flödet är varken RSS eller Atom.');
  if (isNode(doc.rss)) {
    const channel = doc.rss.channel;
    return list(isNode(channel) ? channel.item : undefined).map(rssItem);
  }
  if (isNode(doc.RDF)) return list(doc.RDF.item).map(rssItem);
  if (isNode(doc.feed)) return list(doc.feed.entry).map(atomEntry);
  throw new FeedReadError('Flödet är varken RSS eller Atom.');
}
