import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/schema.ts';
import { insertStockedBatches } from '../services/stock/opening-stock.ts';
import { reservedOf } from '../services/stock/reserved.ts';
import { ledgerSum } from '../test/stock-fixtures.ts';
import { call, type Answer } from './http-call.ts';
import { startTwoProcesses, type TwoProcesses } from './two-processes.ts';

/**
 * Kassations of a narcotic (which reserve its packs) and transfers (which move them out) of one
 * batch sent at once to two server processes: two servers on one PostgreSQL database, or
 * `WORKERS=2` on one SQLite file.
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

async function narcotic(siteId: string, name: string) {
  const now = new Date().toISOString();
  const template = randomUUID();
  await db
    .insertInto('medicine_templates')
    .values({
      id: template,
      site_id: siteId,
      name,
      name_key: `${name.toLowerCase()}|10 mg/ml`,
      generic_name: null,
      strength: '10 mg/ml',
      unit: 'ampull',
      route_of_administration: 'injektion',
      storage_requirements: null,
      minimum_stock_level: 0,
      is_controlled_substance: 1,
      is_active: 1,
      schablon_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return template;
}

async function batchOf(siteId: string, template: string, quantity: number) {
  const now = new Date().toISOString();
  const id = randomUUID();
  const batch = {
    id,
    site_id: siteId,
    medicine_template_id: template,
    batch_number: 'RES-10',
    batch_key: 'RES-10',
    recall_key: null,
    expiry_date: '2030-05-31',
    quantity,
    unit_type: 'styck',
    location: null,
    notes: null,
    created_at: now,
    updated_at: now,
  };
  await insertStockedBatches(db, [batch], {
    kind: 'opening_balance',
    actor: { id: null, label: 'Test' },
    reason: null,
    at: now,
  });
  return id;
}

async function managerToken(): Promise<string> {
  const res = await call(fronts[0] ?? '', 'POST', '/api/v1/auth/login', {
    body: { email: 'enhetschef@medvakt.se', password: 'Medvakt-Enhet1' },
  });
  expect(res.status).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

describe('kassations and transfers of a narcotic sent at once to two server processes', () => {
  it('never moves out packs a kassation reserved: 10 of 30 win, the balance covers them', async () => {
    const token = await managerToken();
    const from = await siteNamed('Hemsjukvården Solna');
    const to = await siteNamed('Björkhagens äldreboende');
    const name = `Morfin ${randomUUID().slice(0, 6)}`;
    const source = await batchOf(from, await narcotic(from, name), 10);
    await narcotic(to, name);
    const answers: Answer[] = await Promise.all(
      Array.from({ length: RACERS }, (_, index) => {
        const front = fronts[index % fronts.length] ?? '';
        return index % 2 === 0
          ? call(front, 'POST', '/api/v1/transfers', {
              token,
              body: { inventory_item_id: source, to_site_id: to, quantity: 1 },
            })
          : call(front, 'POST', '/api/v1/kassation/initiate', {
              token,
              body: { inventory_item_id: source, quantity: 1, reason: 'expired' },
            });
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const quantity = (
      await db
        .selectFrom('inventory_items')
        .select('quantity')
        .where('id', '=', source)
        .executeTakeFirstOrThrow()
    ).quantity;
    const reserved = await reservedOf(db, source);
    const started = answers.filter((a, i) => i % 2 === 1 && a.status === 201).length;
    expect(reserved).toBe(started);
    expect(quantity).toBe(reserved);
    expect(await ledgerSum(db, source)).toBe(quantity);
  }, 60_000);
});
