import { sql, type SqlBool } from 'kysely';

/** `search` anywhere in any of the columns, ignoring case (Å, Ä, Ö included on both dialects). */
export function containsText(columns: string[], search: string) {
  const term = `%${search.toLowerCase()}%`;
  const matches = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${term}`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}
