import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Answers kept in this process, per database, the least recently used dropped first. A key must
 * name everything the answer depends on, including the site versions read before the answer was
 * computed: then a change by any process makes the next request miss, and nothing stale is served.
 * Kept answers are shared between requests and must not be changed.
 */
export function answerCache<T>(maxEntries: number) {
  const perDatabase = new WeakMap<Kysely<Database>, Map<string, T>>();

  function entriesOf(db: Kysely<Database>) {
    let entries = perDatabase.get(db);
    if (!entries) {
      entries = new Map();
      perDatabase.set(db, entries);
    }
    return entries;
  }

  return async function cached(
    db: Kysely<Database>,
    key: string,
    compute: () => Promise<T>,
  ): Promise<T> {
    const entries = entriesOf(db);
    const kept = entries.get(key);
    if (kept !== undefined) {
      entries.delete(key);
      entries.set(key, kept);
      return kept;
    }
    const answer = await compute();
    entries.set(key, answer);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return answer;
  };
}
