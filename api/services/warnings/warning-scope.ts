import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What changed: the engine looks again at these sites, batches and medicines (none = everything). */
export type WarningScope = {
  siteIds?: readonly string[];
  itemIds?: readonly string[];
  templateIds?: readonly string[];
  /**
   * False when the caller knows that no medicine in `templateIds` is a narcotic; with no sites
   * or batches in the scope, count-due causes are then not looked for.
   */
  narcotics?: boolean;
};

/**
 * A scope reduced to sites and medicines: a batch counts through its medicine (low stock too).
 * `narcotics` is false when the scope surely holds none.
 */
export type ResolvedScope =
  { all: true } | { all: false; siteIds: string[]; templateIds: string[]; narcotics: boolean };

export async function resolveScope(
  db: Kysely<Database>,
  scope: WarningScope | undefined,
): Promise<ResolvedScope | null> {
  if (!scope) return { all: true };
  const siteIds = [...new Set(scope.siteIds ?? [])];
  const templateIds = new Set(scope.templateIds ?? []);
  const itemIds = [...new Set(scope.itemIds ?? [])];
  if (itemIds.length > 0) {
    const rows = await db
      .selectFrom('inventory_items')
      .select('medicine_template_id')
      .where('id', 'in', itemIds)
      .execute();
    for (const row of rows) templateIds.add(row.medicine_template_id);
  }
  if (siteIds.length === 0 && templateIds.size === 0) return null;
  const narcotics = scope.narcotics !== false || siteIds.length > 0 || itemIds.length > 0;
  return { all: false, siteIds, templateIds: [...templateIds], narcotics };
}

/** `siteColumn in (…) or templateColumn in (…)` for a limited scope. */
export function inScope(
  scope: Extract<ResolvedScope, { all: false }>,
  siteColumn: string,
  templateColumn: string,
) {
  const parts = [];
  if (scope.siteIds.length > 0)
    parts.push(sql<SqlBool>`${sql.ref(siteColumn)} in (${sql.join(scope.siteIds)})`);
  if (scope.templateIds.length > 0)
    parts.push(sql<SqlBool>`${sql.ref(templateColumn)} in (${sql.join(scope.templateIds)})`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
