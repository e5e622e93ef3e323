import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/schema.ts';
import { insertStockedBatches } from '../services/stock/opening-stock.ts';
import { ledgerSum } from '../test/stock-fixtures.ts';
import { call, type Answer } from './http-call.ts';
import { startTwoProcesses, type TwoProcesses } from './two-processes.ts';

/**
 * Transfers of one batch sent at once to two server processes: two servers on one PostgreSQL
 * database (the PostgreSQL suite), or `WORKERS=2` on one SQLite file.
 */
const RACERS = 30;

let processes: TwoProcesses;
let db: Db;
let fronts: string[] = [];

beforeAll(async () => {
  processes = await startTwoProcesses();
  ({ db, fronts } = processes);
}, 180_000);

afterAll(async () => processes.stop(), 60_000);

const siteNamed = async (name: string) =>
  (await db.selectFrom('sites').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

async function medicine(siteId: string, name: string) {
  const now = new Date().toISOString();
  const template = randomUUID();
  await db
    .insertInto('medicine_templates')
    .values({
      id: template,
      site_id: siteId,
      name,
      name_key: `${name.toLowerCase()}|500 mg`,
      generic_name: null,
      strength: '500 mg',
      unit: 'tablett',
      route_of_administration: 'oral',
      storage_requirements: null,
      minimum_stock_level: 0,
      is_controlled_substance: 0,
      is_active: 1,
      schablon_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return template;
}

/**
 * A batch of `quantity` booked as opening stock, its id beginning with f: the batch a transfer
 * makes at the other unit sorts before it, the order that deadlocked.
 */
async function batchOf(siteId: string, template: string, batch: string, quantity: number) {
  const now = new Date().toISOString();
  const id = `ffffffff${randomUUID().slice(8)}`;
  await insertStockedBatches(
    db,
    [
      {
        id,
        site_id: siteId,
        medicine_template_id: template,
        batch_number: batch,
        batch_key: batch,
        recall_key: null,
        expiry_date: '2030-05-31',
        quantity,
        unit_type: 'styck',
        location: null,
        notes: null,
        created_at: now,
        updated_at: now,
      },
    ],
    { kind: 'opening_balance', actor: { id: null, label: 'Test' }, reason: null, at: now },
  );
  return id;
}

async function managerToken(): Promise<string> {
  const res = await call(fronts[0] ?? '', 'POST', '/api/v1/auth/login', {
    body: { email: 'enhetschef@medvakt.se', password: 'Medvakt-Enhet1' },
  });
  expect(res.status).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

const quantityOf = async (itemId: string) =>
  (
    await db
      .selectFrom('inventory_items')
      .select('quantity')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow()
  ).quantity;

describe('transfers sent at once to two server processes', () => {
  it('moves each unit of a batch of 10 once; the rest are refused with 409', async () => {
    const token = await managerToken();
    const from = await siteNamed('Hemsjukvården Solna');
    const to = await siteNamed('Björkhagens äldreboende');
    const name = `Alvedon ${randomUUID().slice(0, 6)}`;
    const source = await batchOf(from, await medicine(from, name), 'PROC-10', 10);
    await medicine(to, name);
    const answers: Answer[] = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        call(fronts[index % fronts.length] ?? '', 'POST', '/api/v1/transfers', {
          token,
          body: { inventory_item_id: source, to_site_id: to, quantity: 1 },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    const targets = await db
      .selectFrom('inventory_items')
      .select(['id', 'quantity'])
      .where('site_id', '=', to)
      .where('batch_number', '=', 'PROC-10')
      .execute();
    expect(targets.map((t) => t.quantity)).toEqual([10]);
    expect(await quantityOf(source)).toBe(0);
    for (const id of [source, targets[0]?.id ?? ''])
      expect(await ledgerSum(db, id)).toBe(await quantityOf(id));
  }, 60_000);
});
