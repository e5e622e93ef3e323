import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const movementsOf = (w: World, templateId: string) =>
  env.db
    .selectFrom('stock_movements')
    .select(['kind', 'delta', 'batch_number', 'witness_user_id', 'delivery_reference'])
    .where('site_id', '=', w.a1)
    .where('medicine_template_id', '=', templateId)
    .orderBy('id')
    .execute();

const witnessOf = (w: World) => ({ email: w.colleague.email, password: TEST_PASSWORD });

const unpack = (w: World, body: Record<string, unknown>) =>
  env.request('POST', '/inventory/unpack', { token: w.siteAdmin.token, site: w.a1, body });

async function refill(w: World, templateId: string, body: Record<string, unknown>) {
  return env.request('POST', '/qr-codes/scan', {
    token: w.staff.token,
    site: w.a1,
    headers: { 'Idempotency-Key': newKey() },
    body: {
      qr_code_data: await codeFor(env, w.a1, templateId),
      action_type: 'add',
      quantity: 1,
      ...body,
    },
  });
}

describe('a delivery of a narcotic', () => {
  it('is unpacked only with its delivery reference and a witness, both on the movement', async () => {
    const w = await env.world();
    const delivery = {
      medicine_template_id: w.stockMedA1,
      batch_number: 'MM8120',
      expiry_date: '2027-09-30',
      quantity: 10,
    };
    const noReference = await unpack(w, { ...delivery, witness: witnessOf(w) });
    expect(noReference.status).toBe(422);
    expect(noReference.body).toMatchObject({
      code: 'DELIVERY_REFERENCE_REQUIRED',
      detail: 'Ange följesedel eller rekvisition för en leverans av narkotika',
    });
    const neither = await unpack(w, delivery);
    expect(neither.body.errors).toEqual([
      {
        path: 'delivery_reference',
        message: 'Ange följesedel eller rekvisition för en leverans av narkotika',
      },
      { path: 'witness', message: 'Inleverans av narkotika kräver ett vittne' },
    ]);
    const noWitness = await unpack(w, { ...delivery, delivery_reference: 'FS-4471' });
    expect(noWitness.status).toBe(422);
    expect(noWitness.body).toMatchObject({
      code: 'WITNESS_REQUIRED',
      detail: 'Inleverans av narkotika kräver ett vittne',
    });
    const tooLong = await unpack(w, {
      ...delivery,
      delivery_reference: 'x'.repeat(101),
      witness: witnessOf(w),
    });
    expect(tooLong.status).toBe(422);
    expect(await movementsOf(w, w.stockMedA1)).toHaveLength(1);

    const received = await unpack(w, {
      ...delivery,
      delivery_reference: 'FS-4471',
      witness: witnessOf(w),
    });
    expect(received.status).toBe(201);
    const added = await unpack(w, {
      ...delivery,
      quantity: 2,
      delivery_reference: 'Rekv 88',
      witness: witnessOf(w),
    });
    expect(added.status).toBe(200);
    expect((await movementsOf(w, w.stockMedA1)).slice(1)).toEqual([
      {
        kind: 'received',
        delta: 10,
        batch_number: 'MM8120',
        witness_user_id: w.colleague.id,
        delivery_reference: 'FS-4471',
      },
      {
        kind: 'unpacked',
        delta: 2,
        batch_number: 'MM8120',
        witness_user_id: w.colleague.id,
        delivery_reference: 'Rekv 88',
      },
    ]);
  });

  it('refilled by scan is an Inleverans with its reference and witness, never a return', async () => {
    const w = await env.world();
    const refused = await refill(w, w.stockMedA1, { batch_number: 'LOT-A1' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('DELIVERY_REFERENCE_REQUIRED');
    expect(await env.quantityOf(w.itemA1)).toBe(20);

    const refilled = await refill(w, w.stockMedA1, {
      batch_number: 'LOT-A1',
      delivery_reference: 'FS-9001',
      witness: witnessOf(w),
    });
    expect(refilled.status, JSON.stringify(refilled.body)).toBe(201);
    const fresh = await refill(w, w.stockMedA1, {
      batch_number: 'NY-77',
      expiry_date: '2027-12-31',
      delivery_reference: 'FS-9002',
      witness: witnessOf(w),
    });
    expect(fresh.status).toBe(201);
    expect((await movementsOf(w, w.stockMedA1)).slice(1)).toEqual([
      {
        kind: 'received',
        delta: 1,
        batch_number: 'LOT-A1',
        witness_user_id: w.colleague.id,
        delivery_reference: 'FS-9001',
      },
      {
        kind: 'received',
        delta: 1,
        batch_number: 'NY-77',
        witness_user_id: w.colleague.id,
        delivery_reference: 'FS-9002',
      },
    ]);
  });

  it('of another medicine keeps today’s flow, its reference kept when given', async () => {
    const w = await env.world();
    const plain = await env.item(w.a1, w.medA1, 'ALV-1', '2027-06-30', 4);
    const plainRefill = await refill(w, w.medA1, { batch_number: 'ALV-1' });
    expect(plainRefill.status, JSON.stringify(plainRefill.body)).toBe(201);
    const noted = await unpack(w, {
      medicine_template_id: w.medA1,
      batch_number: 'ALV-2',
      expiry_date: '2027-06-30',
      quantity: 3,
      delivery_reference: 'FS-12',
    });
    expect(noted.status).toBe(201);
    expect(await env.quantityOf(plain)).toBe(5);
    expect((await movementsOf(w, w.medA1)).slice(1)).toEqual([
      {
        kind: 'returned',
        delta: 1,
        batch_number: 'ALV-1',
        witness_user_id: null,
        delivery_reference: null,
      },
      {
        kind: 'received',
        delta: 3,
        batch_number: 'ALV-2',
        witness_user_id: null,
        delivery_reference: 'FS-12',
      },
    ]);
  });
});
