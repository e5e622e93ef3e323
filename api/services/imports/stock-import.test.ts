import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { uploadAndMap } from '../../test/import-fixtures.ts';
import { apiTokenHash, newApiToken } from '../api-tokens/token-secret.ts';
import { expiryDay, wholeCount } from './import-values.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
type Row = Record<string, any>;

const call = (w: World, method: string, path: string, body?: unknown) =>
  env.request(method, path, { token: w.siteAdmin.token, site: w.a1, body });

const start = (w: World, csv: string) =>
  uploadAndMap(env, {
    token: w.siteAdmin.token,
    site: w.a1,
    kind: 'stock',
    name: 'lager.csv',
    content: csv,
  });

const STOCK = [
  'Läkemedel;Styrka;Batch;Utgångsdatum;Antal;Plats',
  'Alvedon;10 mg;AB1;2027-03-31;12;Skåp A',
  'Alvedon;10 mg;AB2;31/12/2027;5;',
  'Alvedon;10 mg;AB3;2027-08;7;',
  'Alvedon;10 mg;AB1;2027-04-30;3;',
  'Morfin;10 mg;LOT-A1;2027-06-30;20;',
  'Morfin;10 mg;MF9;2028-01-31;10;Narkotikaskåp',
  'Trombyl;75 mg;T1;2027-01-31;4;',
  'Alvedon;10 mg;AB4;2027-05-31;-2;',
  'Alvedon;10 mg;AB5;2027-05-31;2,5;',
  'Alvedon;10 mg;AB6;46477;3;',
].join('\n');

describe('reading the values of a stock list', () => {
  it('takes Swedish and Excel dates and whole counts only', () => {
    expect(expiryDay('2027-03-31')).toBe('2027-03-31');
    expect(expiryDay('31/03/2027')).toBe('2027-03-31');
    expect(expiryDay('31.03.2027')).toBe('2027-03-31');
    expect(expiryDay('2027-02')).toBe('2027-02-28');
    expect(expiryDay('02/2028')).toBe('2028-02-29');
    expect(expiryDay('46477')).toBe('2027-03-31');
    expect(expiryDay('2027-02-30')).toBeNull();
    expect(expiryDay('snart')).toBeNull();
    expect(wholeCount('12')).toBe(12);
    expect(wholeCount('12,0')).toBe(12);
    expect(wholeCount('2,5')).toBeNull();
    expect(wholeCount('-2')).toBeNull();
  });
});

describe('importing a unit stock list', () => {
  it('previews each batch, refuses what would bend the ledger, and brings the rest in as opening balances', async () => {
    const w = await env.world();
    const { id, started, preview } = await start(w, STOCK);
    expect(started.proposed_mapping).toMatchObject({
      name: 0,
      strength: 1,
      batch: 2,
      expiry: 3,
      quantity: 4,
      location: 5,
      unit: null,
      gtin: null,
    });
    expect(preview.counts).toEqual({ create: 5, update: 0, skip: 1, error: 4 });
    expect(preview.narcotic_rows).toBe(1);
    const byLine = new Map(preview.rows.map((r: Row) => [r.line, r]));
    expect(byLine.get(5)).toMatchObject({
      outcome: 'error',
      message: 'Samma batch som rad 2 men med utgångsdatum 2027-03-31.',
      cell: 'D5',
    });
    expect(byLine.get(6)).toMatchObject({ outcome: 'skip' });
    expect(byLine.get(8)).toMatchObject({
      message: 'Trombyl 75 mg finns inte på enheten. Importera läkemedelslistan först.',
      cell: 'A8',
    });
    expect(byLine.get(9)).toMatchObject({ message: 'Antalet kan inte vara negativt.', cell: 'E9' });
    expect(byLine.get(10)).toMatchObject({
      message: "Antalet '2,5' är inget heltal.",
      cell: 'E10',
    });

    const unsigned = await call(w, 'POST', `/imports/${id}/commit`, {});
    expect(unsigned.status).toBe(422);
    expect(unsigned.body.detail).toBe(
      'Listan har narkotika: ett vittne signerar de ingående saldona.',
    );
    const done = await call(w, 'POST', `/imports/${id}/commit`, {
      witness: { email: w.colleague.email, password: TEST_PASSWORD },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.counts).toEqual({ create: 5, update: 0, skip: 1, error: 4 });

    const batches = await env.db
      .selectFrom('inventory_items')
      .select(['batch_number', 'expiry_date', 'quantity', 'location'])
      .where('site_id', '=', w.a1)
      .orderBy('batch_number')
      .execute();
    expect(batches).toEqual([
      { batch_number: 'AB1', expiry_date: '2027-03-31', quantity: 12, location: 'Skåp A' },
      { batch_number: 'AB2', expiry_date: '2027-12-31', quantity: 5, location: null },
      { batch_number: 'AB3', expiry_date: '2027-08-31', quantity: 7, location: null },
      { batch_number: 'AB6', expiry_date: '2027-03-31', quantity: 3, location: null },
      { batch_number: 'LOT-A1', expiry_date: '2027-06-30', quantity: 20, location: null },
      { batch_number: 'MF9', expiry_date: '2028-01-31', quantity: 10, location: 'Narkotikaskåp' },
    ]);
    const movements = await env.db
      .selectFrom('stock_movements')
      .select(['batch_number', 'kind', 'delta', 'balance_after', 'reason', 'witness_label'])
      .where('site_id', '=', w.a1)
      .where('kind', '=', 'opening_balance')
      .where('reason', 'like', `Import ${id.slice(0, 8)}%`)
      .orderBy('batch_number')
      .execute();
    expect(movements.map((m) => [m.batch_number, m.delta, m.balance_after])).toEqual([
      ['AB1', 12, 12],
      ['AB2', 5, 5],
      ['AB3', 7, 7],
      ['AB6', 3, 3],
      ['MF9', 10, 10],
    ]);
    expect(movements.find((m) => m.batch_number === 'MF9')?.witness_label).toContain(
      w.colleague.email,
    );
    expect(movements[0]?.reason).toBe(`Import ${id.slice(0, 8)}: lager.csv`);

    // The same list again changes nothing: every batch it brought in is there as it said.
    const again = await start(w, STOCK);
    expect(again.preview.counts).toEqual({ create: 0, update: 0, skip: 6, error: 4 });
    const second = await call(w, 'POST', `/imports/${again.id}/commit`, {});
    expect(second.body.counts).toEqual({ create: 0, update: 0, skip: 6, error: 4 });
    const ledger = await env.db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('site_id', '=', w.a1)
      .where('kind', '=', 'opening_balance')
      .executeTakeFirstOrThrow();
    expect(Number(ledger.n)).toBe(5 + 1);
  });

  it("is open to an API token with write:stock for its own unit, not for a medicine list or a narcotic's stock", async () => {
    const w = await env.world();
    const id = randomUUID();
    const token = newApiToken();
    await env.db
      .insertInto('api_tokens')
      .values({
        id,
        name: 'Lagersystemet',
        token_hash: apiTokenHash(token),
        scopes: 'write:stock',
        created_at: env.clock.now().toISOString(),
        created_by: w.admin.id,
        created_by_label: 'Test',
        expires_at: null,
        last_used_at: null,
        revoked_at: null,
      })
      .execute();
    await env.db.insertInto('api_token_sites').values({ token_id: id, site_id: w.a1 }).execute();
    const send = (kind: string, csv: string) => {
      const form = new FormData();
      form.append('file', new File([csv], 'lager.csv'));
      return env.request('POST', `/imports?kind=${kind}`, { token, site: w.a1, body: form });
    };
    const medicines = await send('medicines', 'Läkemedel;Beredningsform\nPanodil;tablett\n');
    expect(medicines.status).toBe(403);
    expect(medicines.body.code).toBe('TOKEN_SCOPE');

    const plain = await send(
      'stock',
      'Läkemedel;Styrka;Batch;Utgångsdatum;Antal\nAlvedon;10 mg;TK1;2027-09-30;6\n',
    );
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    const as = (method: string, path: string, body?: unknown) =>
      env.request(method, path, { token, site: w.a1, body });
    await as('PUT', `/imports/${plain.body.id}/mapping`, { mapping: plain.body.proposed_mapping });
    const done = await as('POST', `/imports/${plain.body.id}/commit`, {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.counts.create).toBe(1);
    const movement = await env.db
      .selectFrom('stock_movements')
      .select('actor_label')
      .where('batch_number', '=', 'TK1')
      .executeTakeFirstOrThrow();
    expect(movement.actor_label).toBe('API-token: Lagersystemet');

    const narcotic = await send(
      'stock',
      'Läkemedel;Styrka;Batch;Utgångsdatum;Antal\nMorfin;10 mg;MX1;2027-09-30;6\n',
    );
    await as('PUT', `/imports/${narcotic.body.id}/mapping`, {
      mapping: narcotic.body.proposed_mapping,
    });
    const refused = await as('POST', `/imports/${narcotic.body.id}/commit`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TOKEN_NARCOTICS');
  });
});
