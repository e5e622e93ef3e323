import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

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
