import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FeedReadError } from './feed-error.ts';

/** What the last good read answered with, sent back so an unchanged feed costs one 304. */
export type FeedValidators = { etag: string | null; lastModified: string | null };

export type FeedFetchResult =
  | { kind: 'not_modified' }
  | { kind: 'fetched'; text: string; etag: string | null; lastModified: string | null };

/** Reads the feed at an http(s) URL or a file path; a FeedReadError (Swedish) when it cannot. */
export type FeedReader = (
  source: string,
  validators: FeedValidators | null,
) => Promise<FeedFetchResult>;

export type FeedReaderOptions = { timeoutMs?: number; maxBytes?: number };

export const FEED_TIMEOUT_MS = 20_000;
export const FEED_MAX_BYTES = 10 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const tooLarge = (max: number) =>
  new FeedReadError(`Flödet är större än ${megabytes(max)} och lästes inte.`);

export const isHttpSource = (source: string) => /^https?:\/\//i.test(source);

function charsetOf(contentType: string | null, head: Uint8Array): string {
  const declared =
    /charset="?([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /^<\?xml[^>]*encoding=["']([\w-]+)["']/.exec(new TextDecoder('latin1').decode(head))?.[1];
  return declared ?? 'utf-8';
}

function decodeText(bytes: Uint8Array, contentType: string | null): string {
  try {
    return new TextDecoder(charsetOf(contentType, bytes.subarray(0, 200))).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** The body, refused while streaming as soon as it passes the cap. */
async function readCapped(response: Response, max: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await response.body?.cancel();
    throw tooLarge(max);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function describeFailure(error: unknown, source: string, timeoutMs: number): FeedReadError {
  if (error instanceof FeedReadError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    const seconds = Math.ceil(timeoutMs / 1000);
    const unit = seconds === 1 ? 'sekund' : 'sekunder';
    return new FeedReadError(`Källan för indragningar svarade inte inom ${seconds} ${unit}.`);
  }
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code =
    cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string'
      ? ` (${cause.code})`
      : '';
  return new FeedReadError(`Kunde inte nå källan för indragningar ${new URL(source).host}${code}.`);
}

async function fetchHttp(
  source: string,
  validators: FeedValidators | null,
  timeoutMs: number,
  maxBytes: number,
): Promise<FeedFetchResult> {
  const headers: Record<string, string> = {
    Accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9',
    'User-Agent': 'Medvakt (indragningar)',
  };
  if (validators?.etag) headers['If-None-Match'] = validators.etag;
  if (validators?.lastModified) headers['If-Modified-Since'] = validators.lastModified;
  try {
    const response = await fetch(source, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: 'not_modified' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedReadError(`Källan för indragningar svarade med HTTP ${response.status}.`);
    }
    const contentType = response.headers.get('content-type');
    const bytes = await readCapped(response, maxBytes);
    return {
      kind: 'fetched',
      text: decodeText(bytes, contentType),
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  } catch (error) {
    throw describeFailure(error, source, timeoutMs);
  }
}

/** A file's size and modification time stand in for an ETag, so an unchanged file is not re-read. */
async function readFile(
  source: string,
  validators: FeedValidators | null,
  maxBytes: number,
): Promise<FeedFetchResult> {
  const path = /^file:\/\//i.test(source) ? fileURLToPath(source) : source;
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new FeedReadError(`Filen för indragningar finns inte: ${path}`);
  const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
  if (validators?.etag === etag) return { kind: 'not_modified' };
  if (info.size > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of createReadStream(path)) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    total += bytes.byteLength;
    // The file may have grown since it was measured.
    if (total > maxBytes) throw tooLarge(maxBytes);
    chunks.push(bytes);
  }
  const text = decodeText(Buffer.concat(chunks), null);
  return { kind: 'fetched', text, etag, lastModified: info.mtime.toUTCString() };
}

export function createFeedReader(options: FeedReaderOptions = {}): FeedReader {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  return (source, validators) =>
    isHttpSource(source)
      ? fetchHttp(source, validators, timeoutMs, maxBytes)
      : readFile(source, validators, maxBytes);
}
