import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reservedOf } from '../services/stock/reserved.ts';
import { ledgerSum } from '../test/stock-fixtures.ts';
import { call, type Answer } from './http-call.ts';
import {
  insertMedicine,
  insertOpeningBatch,
  managerToken,
  siteNamed,
  twoProcessesForFile,
} from './race-setup.ts';

/**
 * Kassations of a narcotic (which reserve its packs) and transfers (which move them out) of one
 * batch sent at once to two server processes: two servers on one PostgreSQL database, or
 * `WORKERS=2` on one SQLite file.
 */
const RACERS = 30;

const race = twoProcessesForFile();

const AMPOULE = { strength: '10 mg/ml', unit: 'ampull', route: 'injektion', controlled: true };
const narcotic = (siteId: string, name: string) =>
  insertMedicine(race.db, siteId, { name, ...AMPOULE });

const batchOf = (siteId: string, template: string, quantity: number) =>
  insertOpeningBatch(race.db, { siteId, template, number: 'RES-10', quantity });

describe('kassations and transfers of a narcotic sent at once to two server processes', () => {
  it('never moves out packs a kassation reserved: 10 of 30 win, the balance covers them', async () => {
    const token = await managerToken(race.fronts[0] ?? '');
    const from = await siteNamed(race.db, 'Hemsjukvården Solna');
    const to = await siteNamed(race.db, 'Björkhagens äldreboende');
    const name = `Morfin ${randomUUID().slice(0, 6)}`;
    const source = await batchOf(from, await narcotic(from, name), 10);
    await narcotic(to, name);
    const answers: Answer[] = await Promise.all(
      Array.from({ length: RACERS }, (_, index) => {
        const front = race.fronts[index % race.fronts.length] ?? '';
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
      await race.db
        .selectFrom('inventory_items')
        .select('quantity')
        .where('id', '=', source)
        .executeTakeFirstOrThrow()
    ).quantity;
    const reserved = await reservedOf(race.db, source);
    const started = answers.filter((a, i) => i % 2 === 1 && a.status === 201).length;
    expect(reserved).toBe(started);
    expect(quantity).toBe(reserved);
    expect(await ledgerSum(race.db, source)).toBe(quantity);
  }, 60_000);
});
