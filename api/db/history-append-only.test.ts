import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.ts';
import { runsOnSqlite } from './dialect.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const HISTORY = ['stock_movements', 'narcotic_counts', 'narcotic_count_lines', 'audit_log'];

/** A narcotic count of the world's morphine at A1, saved through the API as a nurse does. */
async function savedCount() {
  const w = await env.world();
  const colleague = await env.tokenFor(w.colleague.id);
  const as = { token: colleague, site: w.a1 };
  const sheet = await env.request('GET', `/narcotics/${w.stockMedA1}/count-sheet`, as);
  const saved = await env.request('POST', '/narcotics/counts', {
    ...as,
    body: {
      medicine_template_id: w.stockMedA1,
      last_count_id: sheet.body.last_count_id,
      lines: [{ inventory_item_id: w.itemA1, counted_quantity: 20 }],
    },
  });
  expect(saved.status).toBe(201);
  return { w, countId: String(saved.body.id) };
}

const rowsOf = async (table: string) =>
  Number(
    (
      await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
        env.db,
      )
    ).rows[0]?.n,
  );

describe('narcotic counts are append-only like the ledger', () => {
  it('refuses raw UPDATE and DELETE of a count and of its lines, and keeps them', async () => {
    const { countId } = await savedCount();
    const attempts = [
      sql`update narcotic_counts set counted = 99 where id = ${countId}`,
      sql`delete from narcotic_counts where id = ${countId}`,
      sql`update narcotic_count_lines set counted = 99 where count_id = ${countId}`,
      sql`delete from narcotic_count_lines where count_id = ${countId}`,
      sql`delete from narcotic_counts`,
      sql`delete from narcotic_count_lines`,
    ];
    for (const statement of attempts)
      await expect(statement.execute(env.db)).rejects.toThrow(/oföränderlig/);
    const count = await env.db
      .selectFrom('narcotic_counts')
      .select(['counted', 'expected'])
      .where('id', '=', countId)
      .executeTakeFirstOrThrow();
    expect(count).toEqual({ counted: 20, expected: 20 });
    const lines = await env.db
      .selectFrom('narcotic_count_lines')
      .select('counted')
      .where('count_id', '=', countId)
      .execute();
    expect(lines).toEqual([{ counted: 20 }]);
  });
});

describe('the history cannot be emptied', () => {
  it('refuses emptying the ledger, the counts and the audit log in one statement', async () => {
    await savedCount();
    const before = await Promise.all(HISTORY.map(rowsOf));
    expect(before.every((n) => n > 0)).toBe(true);
    // SQLite has no TRUNCATE: an unfiltered delete empties a table there, refused for the
    // append-only tables; the audit log is guarded against TRUNCATE, on PostgreSQL.
    const sqlite = runsOnSqlite(env.db);
    for (const table of sqlite ? HISTORY.filter((t) => t !== 'audit_log') : HISTORY) {
      const empty = sqlite
        ? sql`delete from ${sql.table(table)}`
        : sql`truncate table ${sql.table(table)}`;
      await expect(empty.execute(env.db)).rejects.toThrow(/oföränderlig|får inte tömmas/);
    }
    if (!runsOnSqlite(env.db))
      await expect(
        sql`truncate table stock_movements, narcotic_counts cascade`.execute(env.db),
      ).rejects.toThrow(/får inte tömmas/);
    expect(await Promise.all(HISTORY.map(rowsOf))).toEqual(before);
  });
});
