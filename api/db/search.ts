import { sql, type Kysely, type SqlBool } from 'kysely';
import { runsOnSqlite } from './dialect.ts';

/** Escapes LIKE's wildcards, so a typed % or _ matches itself (the escape character is \). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/**
 * `search` anywhere in any of the columns, ignoring case (Å, Ä, Ö included on both dialects).
 * SQLite's lower() is a JavaScript function (see db/connect.ts) and costly per row; its plain LIKE
 * already ignores ASCII case, which gives the same matches for a term of plain ASCII characters.
 */
export function containsText<DB>(db: Kysely<DB>, columns: string[], search: string) {
  const term = `%${likeLiteral(search.toLowerCase())}%`;
  const folded = !(isAscii(search) && runsOnSqlite(db));
  const matches = columns.map((column) =>
    folded
      ? sql<SqlBool>`lower(${sql.ref(column)}) like ${term} escape '\\'`
      : sql<SqlBool>`${sql.ref(column)} like ${term} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}
