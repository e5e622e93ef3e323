import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.ts';
import { preparedQuery } from './prepared.ts';

let env: TestEnv;
beforeEach(async () => {
  env = await createTestEnv();
});
afterEach(async () => {
  await env.close();
});

describe('preparedQuery', () => {
  it('runs one compiled query with new values each time, keeping the query’s own constants', async () => {
    const customer = await env.customer();
    const open = await env.site(customer, 'Öppen enhet');
    const closed = await env.site(customer, 'Stängd enhet', false);
    const activeSite = preparedQuery((db, p: { id: string }) =>
      db.selectFrom('sites').select('name').where('id', '=', p.id).where('is_active', '=', 1),
    );
    expect(await activeSite(env.db, { id: open })).toEqual([{ name: 'Öppen enhet' }]);
    expect(await activeSite(env.db, { id: closed })).toEqual([]);
    await env.db.transaction().execute(async (trx) => {
      expect(await activeSite(trx, { id: open })).toEqual([{ name: 'Öppen enhet' }]);
    });
  });

  it('refuses a query that puts a value into the SQL text instead of binding it', async () => {
    const inlined = preparedQuery((db, p: { name: string }) =>
      db.selectFrom('sites').select('id').where('name', '=', sql.lit(p.name)),
    );
    await expect(inlined(env.db, { name: 'x' })).rejects.toThrow(/inbakat/);
    const changed = preparedQuery((db, p: { name: string }) =>
      db.selectFrom('sites').select('id').where('name', '=', p.name.slice(0, 3)),
    );
    await expect(changed(env.db, { name: 'x' })).rejects.toThrow(/binder inte värdet name/);
  });
});
