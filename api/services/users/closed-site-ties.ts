import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The closed units among a user's units. Editing the user keeps them: a closed unit's managers
 * read and export its narcotics journal for as long as it is kept, and no form offers it again.
 */
export async function closedSiteIds(db: Kysely<Database>, siteIds: string[]): Promise<string[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .selectFrom('sites')
    .select('id')
    .where('id', 'in', siteIds)
    .where('closed_at', 'is not', null)
    .execute();
  return rows.map((r) => r.id);
}
