import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { OLD_NOW, oldSites, withOlderDatabase } from '../../test/older-database.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
const asManager = (w: World) => ({ token: w.siteAdmin.token, site: w.a1 });

async function schablon(w: World, search: string) {
  const res = await env.request(
    'GET',
    `/medication-schablons?search=${search}&size=100`,
    asManager(w),
  );
  return res.body.schablons as { id: string; name: string; narcotic_schedule: string | null }[];
}

describe('the ready-made list names each narcotic’s förteckning (LVFS 2011:10)', () => {
  it('gives pregabalin V, tramadol and codeine III, benzodiazepines and zolpidem IV, and gabapentin none', async () => {
    const w = await env.world();
    const scheduleOf = async (search: string) => [
      ...new Set((await schablon(w, search)).map((s) => s.narcotic_schedule)),
    ];
    expect(await scheduleOf('lyrica')).toEqual(['V']);
    expect(await scheduleOf('tradolan')).toEqual(['III']);
    expect(await scheduleOf('citodon')).toEqual(['III']);
    expect(await scheduleOf('stesolid')).toEqual(['IV']);
    expect(await scheduleOf('stilnoct')).toEqual(['IV']);
    expect(await scheduleOf('oxycontin')).toEqual(['II']);
    expect(await scheduleOf('neurontin')).toEqual([null]);
  });

  it('imports a template with its förteckning', async () => {
    const w = await env.world();
    const [lyrica] = await schablon(w, 'lyrica');
    const res = await env.request('POST', '/medicine-templates/import-schablons', {
      ...asManager(w),
      body: { schablon_ids: [lyrica?.id], site_id: w.a1 },
    });
    expect(res.status).toBe(200);
    const row = await env.db
      .selectFrom('medicine_templates')
      .select(['narcotic_schedule', 'is_controlled_substance'])
      .where('schablon_id', '=', lyrica?.id ?? '')
      .where('site_id', '=', w.a1)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ narcotic_schedule: 'V', is_controlled_substance: 1 });
  });
});

describe('a transfer makes the medicine at the sister unit', () => {
  it('with the same förteckning and pack size', async () => {
    const w = await env.world();
    const sobril = await env.medicine(w.a1, 'Sobril', { schedule: 'IV', packSize: '100 st' });
    const item = await env.item(w.a1, sobril, 'SOB-1', '2027-05-31', 20);
    const res = await env.request('POST', '/transfers', {
      ...asManager(w),
      body: { inventory_item_id: item, to_site_id: w.a2, quantity: 5 },
    });
    expect(res.status).toBe(201);
    const copy = await env.db
      .selectFrom('medicine_templates')
      .select(['narcotic_schedule', 'is_controlled_substance', 'pack_size'])
      .where('site_id', '=', w.a2)
      .where('name', '=', 'Sobril')
      .executeTakeFirstOrThrow();
    expect(copy).toEqual({
      narcotic_schedule: 'IV',
      is_controlled_substance: 1,
      pack_size: '100 st',
    });
  });
});

describe('migration 0027 on narcotics marked before the förteckning', () => {
  it("gives each its substance's förteckning, II when unknown, and unmarks none", async () => {
    await withOlderDatabase('0026_credentials_changed', async (db) => {
      const [site] = await oldSites(db, 1);
      const template = (name: string, generic: string | null, controlled: 0 | 1) => ({
        id: randomUUID(),
        site_id: site!,
        name,
        name_key: name.toLowerCase(),
        generic_name: generic,
        strength: null,
        unit: 'tablett',
        route_of_administration: null,
        storage_requirements: null,
        minimum_stock_level: 0,
        par_level: null,
        is_controlled_substance: controlled,
        is_active: 1,
        schablon_id: null,
        created_at: OLD_NOW,
        updated_at: OLD_NOW,
      });
      const rows = [
        template('Lyrica', 'Pregabalin', 1),
        template('Tradolan', ' tramadol ', 1),
        template('Neurontin', 'Gabapentin', 1),
        template('Okänd', null, 1),
        template('Alvedon', 'Paracetamol', 0),
      ];
      // Before 0027 the table has neither column the current types name.
      await db
        .insertInto('medicine_templates')
        .values(rows as never)
        .execute();
      await migrateToLatest(db);
      const after = await db
        .selectFrom('medicine_templates')
        .select(['name', 'narcotic_schedule', 'is_controlled_substance'])
        .orderBy('name')
        .execute();
      expect(after).toEqual([
        { name: 'Alvedon', narcotic_schedule: null, is_controlled_substance: 0 },
        { name: 'Lyrica', narcotic_schedule: 'V', is_controlled_substance: 1 },
        { name: 'Neurontin', narcotic_schedule: 'II', is_controlled_substance: 1 },
        { name: 'Okänd', narcotic_schedule: 'II', is_controlled_substance: 1 },
        { name: 'Tradolan', narcotic_schedule: 'III', is_controlled_substance: 1 },
      ]);
    });
  });
});
