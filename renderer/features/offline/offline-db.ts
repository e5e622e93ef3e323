import { openDB, type IDBPDatabase } from 'idb';
import type { OfflineEventInput } from '../../../shared/schemas/offline.ts';
import type { QrBatch, QrVerifyResult } from '../../../shared/schemas/qr.ts';
import type { Site } from '../../../shared/schemas/site.ts';
import type { User } from '../../../shared/schemas/user.ts';

/** A withdrawal or put-back made while the server could not be reached, waiting to be sent. */
export type QueuedEvent = OfflineEventInput & {
  /** Order of arrival; the queue is sent oldest first. */
  seq?: number;
  /** What the screen showed, for the list of waiting and refused events. */
  medicine_name: string;
  actor_name: string;
  /** The server's reason when it refused the event outright; kept until someone has read it. */
  refused: string | null;
};

type Remembered<T> = { key: string; value: T; saved_at: string };

/**
 * Someone who signed in here with badge and PIN while the server answered: enough to let them in
 * again offline for OFFLINE_GRANT_HOURS. Never the badge id or the PIN, only hashes of them.
 */
export type KnownPerson = {
  /** SHA-256 of the badge id. */
  lookup: string;
  /** argon2id of the PIN with the badge id. */
  verifier: string;
  user: User;
  site: Site;
  grant: string;
  signed_in_at: string;
  failures: number;
  locked_until: string | null;
};

type OfflineSchema = {
  queue: { key: number; value: QueuedEvent };
  /** Codes verified while the server answered: what a scan shows offline. */
  codes: { key: string; value: Remembered<QrVerifyResult> };
  /** A medicine's batches as last read, for choosing a batch offline. */
  batches: { key: string; value: Remembered<QrBatch[]> };
  people: { key: string; value: KnownPerson };
};

const NAME = 'medvakt-kiosk-offline';
let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function db() {
  opened ??= openDB<OfflineSchema>(NAME, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
        database.createObjectStore('codes', { keyPath: 'key' });
        database.createObjectStore('batches', { keyPath: 'key' });
      }
      if (oldVersion < 2) database.createObjectStore('people', { keyPath: 'lookup' });
    },
  });
  return opened;
}

export async function enqueue(event: Omit<QueuedEvent, 'seq' | 'refused'>): Promise<void> {
  await (await db()).add('queue', { ...event, refused: null });
}

/** Every queued event, oldest first (waiting and refused). */
export async function queuedEvents(): Promise<QueuedEvent[]> {
  return (await db()).getAll('queue');
}

export async function removeQueued(seq: number): Promise<void> {
  await (await db()).delete('queue', seq);
}

export async function markRefused(event: QueuedEvent, reason: string): Promise<void> {
  await (await db()).put('queue', { ...event, refused: reason });
}

const now = () => new Date().toISOString();

export async function rememberCode(raw: string, verified: QrVerifyResult): Promise<void> {
  await (await db()).put('codes', { key: raw, value: verified, saved_at: now() });
}

/** The code as it was verified while the server answered, or null if never seen here. */
export async function knownCode(raw: string): Promise<QrVerifyResult | null> {
  return (await (await db()).get('codes', raw))?.value ?? null;
}

export async function rememberBatches(key: string, batches: QrBatch[]): Promise<void> {
  await (await db()).put('batches', { key, value: batches, saved_at: now() });
}

export async function knownBatches(key: string): Promise<QrBatch[] | null> {
  return (await (await db()).get('batches', key))?.value ?? null;
}

export async function rememberPerson(person: KnownPerson): Promise<void> {
  await (await db()).put('people', person);
}

export async function knownPerson(lookup: string): Promise<KnownPerson | null> {
  return (await (await db()).get('people', lookup)) ?? null;
}
