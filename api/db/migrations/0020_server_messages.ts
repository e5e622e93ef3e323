import type { Kysely } from 'kysely';

/** The columns that keep a text the server made as a code and params (JSON) beside its wording. */
const COLUMNS = [
  ['warnings', 'title_message'],
  ['warnings', 'description_message'],
  ['warnings', 'resolution_message'],
  ['warning_history', 'details_message'],
] as const;

/**
 * Warnings' titles, descriptions and resolution notes, and their history's details, also as a
 * message (shared/message-codes.ts) that a screen words in its own language. Rows written before
 * have none and show their Swedish text; the next refresh gives open warnings theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  for (const [table, column] of COLUMNS)
    await db.schema.alterTable(table).addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS)
    await db.schema.alterTable(table).dropColumn(column).execute();
}
