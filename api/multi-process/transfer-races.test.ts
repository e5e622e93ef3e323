import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
 * Transfers of one batch sent at once to two server processes: two servers on one PostgreSQL
 * database (the PostgreSQL suite), or `WORKERS=2` on one SQLite file.
 */
const RACERS = 30;

const race = twoProcessesForFile();

const TABLET = { strength: '500 mg', unit: 'tablett', route: 'oral', controlled: false };
const medicine = (siteId: string, name: string) =>
  insertMedicine(race.db, siteId, { name, ...TABLET });

/**
 * A batch of `quantity` booked as opening stock, its id beginning with f: the batch a transfer
 * makes at the other unit sorts before it, the order that deadlocked.
 */
const batchOf = (siteId: string, template: string, batch: string, quantity: number) =>
  insertOpeningBatch(race.db, {
    id: `ffffffff${randomUUID().slice(8)}`,
    siteId,
    template,
    number: batch,
    quantity,
  });

const quantityOf = async (itemId: string) =>
  (
    await race.db
      .selectFrom('inventory_items')
      .select('quantity')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow()
  ).quantity;

describe('transfers sent at once to two server processes', () => {
  it('moves each unit of a batch of 10 once; the rest are refused with 409', async () => {
    const token = await managerToken(race.fronts[0] ?? '');
    const from = await siteNamed(race.db, 'Hemsjukvården Solna');
    const to = await siteNamed(race.db, 'Björkhagens äldreboende');
    const name = `Alvedon ${randomUUID().slice(0, 6)}`;
    const source = await batchOf(from, await medicine(from, name), 'PROC-10', 10);
    await medicine(to, name);
    const answers: Answer[] = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        call(race.fronts[index % race.fronts.length] ?? '', 'POST', '/api/v1/transfers', {
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
    const targets = await race.db
      .selectFrom('inventory_items')
      .select(['id', 'quantity'])
      .where('site_id', '=', to)
      .where('batch_number', '=', 'PROC-10')
      .execute();
    expect(targets.map((t) => t.quantity)).toEqual([10]);
    expect(await quantityOf(source)).toBe(0);
    for (const id of [source, targets[0]?.id ?? ''])
      expect(await ledgerSum(race.db, id)).toBe(await quantityOf(id));
  }, 60_000);
});
