import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const witnessOf = (person: { email: string }) => ({ email: person.email, password: TEST_PASSWORD });
const as = (w: World) => ({ token: w.staff.token, site: w.a1 });

async function withdraw(w: World, quantity: number, patient = 'Åsa Öberg') {
  const res = await env.request('POST', '/qr-codes/scan', {
    ...as(w),
    headers: { 'Idempotency-Key': newKey() },
    body: {
      qr_code_data: await codeFor(env, w.a1, w.stockMedA1),
      action_type: 'withdraw',
      quantity,
      patient,
    },
  });
  expect(res.status).toBe(201);
  return lastMovement(w);
}

const lastMovement = async (w: World) =>
  env.db
    .selectFrom('stock_movements')
    .selectAll()
    .where('medicine_template_id', '=', w.stockMedA1)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

const corrections = (w: World) =>
  env.db
    .selectFrom('stock_movements')
    .selectAll()
    .where('medicine_template_id', '=', w.stockMedA1)
    .where('kind', '=', 'corrected')
    .execute();

const correct = (
  w: World,
  movementId: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  env.request('POST', `/narcotics/journal/${movementId}/corrections`, { ...as(w), body, headers });

const journal = async (w: World) =>
  (await env.request('GET', `/narcotics/${w.stockMedA1}/journal`, as(w))).body;

describe('a correction of a journal entry', () => {
  it('sets a withdrawal of 2 to 1, never to +500, and both entries say so', async () => {
    const w = await env.world();
    const wrong = await withdraw(w, 2);
    const colleague = witnessOf(w.colleague);

    const beyond = await correct(w, wrong.id, {
      quantity: 500,
      note: 'Fel antal',
      witness: colleague,
    });
    expect(beyond.status).toBe(422);
    expect(beyond.body).toMatchObject({
      code: 'CORRECTION_OUT_OF_RANGE',
      detail:
        'En rättelse kan bara sätta postens antal till mellan 0 och 2. Annat är en kontrollräkning.',
      errors: [expect.objectContaining({ path: 'quantity' })],
    });
    const unsigned = await correct(w, wrong.id, { quantity: 1, note: 'En ampull, inte två' });
    expect(unsigned.status).toBe(422);
    expect(unsigned.body).toMatchObject({
      code: 'WITNESS_REQUIRED',
      detail: 'En rättelse måste signeras av en annan person',
    });
    const noReason = await correct(w, wrong.id, { quantity: 1, witness: colleague });
    expect(noReason.status).toBe(422);
    expect(noReason.body.detail).toBe('Ange varför posten rättas');
    const negative = await correct(w, wrong.id, { quantity: -1, note: 'x', witness: colleague });
    expect(negative.status).toBe(422);
    expect(await env.quantityOf(w.itemA1)).toBe(18);
    expect(await corrections(w)).toEqual([]);

    const res = await correct(w, wrong.id, {
      quantity: 1,
      note: 'En ampull, inte två',
      witness: colleague,
    });
    expect(res.status).toBe(201);
    const before = await journal(w);
    const original = before.items.find((e: { id: number }) => e.id === wrong.id);
    expect(res.body).toMatchObject({
      kind: 'corrected',
      delta: 1,
      quantity_in: 1,
      quantity_out: null,
      balance_after: 19,
      patient: 'Åsa Öberg',
      witness_name: 'Test user',
      corrects_id: wrong.id,
      corrects_number: original.number,
      note: 'En ampull, inte två',
    });
    expect(original).toMatchObject({ quantity_out: 2, corrected_by_number: res.body.number });
    expect(await env.quantityOf(w.itemA1)).toBe(19);
  });

  it('sets a withdrawal to 0, and refuses a second correction, a correction of a correction and of a count', async () => {
    const w = await env.world();
    const wrong = await withdraw(w, 2);
    const colleague = witnessOf(w.colleague);
    const zero = await correct(w, wrong.id, {
      quantity: 0,
      note: 'Uttaget gjordes aldrig',
      witness: colleague,
    });
    expect(zero.status).toBe(201);
    expect(zero.body).toMatchObject({ delta: 2, balance_after: 20 });
    const wrongNumber = zero.body.corrects_number;

    const again = await correct(w, wrong.id, { quantity: 1, note: 'x', witness: colleague });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_CORRECTED',
      detail: `Post ${wrongNumber} är redan rättad av post ${zero.body.number}.`,
    });
    const ofCorrection = await correct(w, zero.body.id, {
      quantity: 0,
      note: 'x',
      witness: colleague,
    });
    expect(ofCorrection.status).toBe(409);
    expect(ofCorrection.body).toMatchObject({
      code: 'ENTRY_NOT_CORRECTABLE',
      detail: `Post ${zero.body.number} är en rättelse och kan inte rättas i sin tur.`,
    });

    const sheet = await env.request('GET', `/narcotics/${w.stockMedA1}/count-sheet`, as(w));
    const counted = await env.request('POST', '/narcotics/counts', {
      ...as(w),
      body: {
        medicine_template_id: w.stockMedA1,
        last_count_id: sheet.body.last_count_id,
        lines: [{ inventory_item_id: w.itemA1, counted_quantity: 20 }],
      },
    });
    expect(counted.status).toBe(201);
    const count = await lastMovement(w);
    expect(count.kind).toBe('counted');
    const ofCount = await correct(w, count.id, { quantity: 0, note: 'x', witness: colleague });
    expect(ofCount.status).toBe(409);
    expect(ofCount.body.code).toBe('ENTRY_NOT_CORRECTABLE');
    expect(ofCount.body.detail).toMatch(/^Post \d+ är en kontrollräkning och kan inte rättas\./);

    const foreign = await env.db
      .selectFrom('stock_movements')
      .select('id')
      .where('medicine_template_id', '=', w.stockMedB1)
      .executeTakeFirstOrThrow();
    const other = await correct(w, foreign.id, { quantity: 0, note: 'x', witness: colleague });
    expect(other.status).toBe(404);
    expect(await corrections(w)).toHaveLength(1);
    expect(await env.quantityOf(w.itemA1)).toBe(20);
  });

  it('lets one of 30 corrections of the same entry at once win and answers the others 409', async () => {
    const w = await env.world();
    const wrong = await withdraw(w, 2);
    // Thirty colleagues at thirty addresses: no sign-in limit stands between them and the race.
    const witnesses = await Promise.all(Array.from({ length: 30 }, () => env.user('user', [w.a1])));
    const answers = await Promise.all(
      witnesses.map((witness, i) =>
        correct(
          w,
          wrong.id,
          { quantity: 1, note: 'En ampull', witness: witnessOf(witness) },
          { 'X-Forwarded-For': `10.60.0.${i + 1}` },
        ),
      ),
    );
    const lost = answers.filter((a) => a.status !== 201);
    expect(lost.map((a) => [a.status, a.body.code])).toEqual(
      Array.from({ length: 29 }, () => [409, 'ALREADY_CORRECTED']),
    );
    expect(await corrections(w)).toHaveLength(1);
    expect(await env.quantityOf(w.itemA1)).toBe(19);
  });
});
