import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const witnessOf = (person: { email: string }, password = TEST_PASSWORD) => ({
  email: person.email,
  password,
});

const asManager = (w: World) => ({ token: w.siteAdmin.token, site: w.a1 });

const editMedicine = (w: World, id: string, body: Record<string, unknown>) =>
  env.request('PUT', `/medicines/${id}`, { ...asManager(w), body });

const editBatch = (w: World, id: string, body: Record<string, unknown>) =>
  env.request('PUT', `/inventory/items/${id}`, { ...asManager(w), body });

const entriesOf = (templateId: string) =>
  env.db
    .selectFrom('narcotic_record_entries')
    .selectAll()
    .where('medicine_template_id', '=', templateId)
    .orderBy('id')
    .execute();

const templateOf = (id: string) =>
  env.db
    .selectFrom('medicine_templates')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('a narcotic with history is reclassified only before a witness', () => {
  it('walks flag off, +97 by hand, flag on: both switches are witnessed entries and the +97 is in the journal', async () => {
    const w = await env.world();
    const off = { narcotic_schedule: null, reason: 'Felklassad' };

    const unwitnessed = await editMedicine(w, w.stockMedA1, off);
    expect(unwitnessed.status).toBe(422);
    expect(unwitnessed.body.code).toBe('WITNESS_REQUIRED');
    const noReason = await editMedicine(w, w.stockMedA1, {
      is_controlled_substance: false,
      witness: witnessOf(w.colleague),
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.code).toBe('RECORD_REASON_REQUIRED');
    const wrongWitness = await editMedicine(w, w.stockMedA1, {
      ...off,
      witness: witnessOf(w.colleague, 'fel-lösenord-1'),
    });
    expect(wrongWitness.status).toBe(422);
    expect(wrongWitness.body.code).toBe('WITNESS_INVALID');
    expect(await templateOf(w.stockMedA1)).toMatchObject({
      narcotic_schedule: 'II',
      is_controlled_substance: 1,
    });
    expect(await entriesOf(w.stockMedA1)).toEqual([]);

    const switchedOff = await editMedicine(w, w.stockMedA1, {
      ...off,
      witness: witnessOf(w.colleague),
    });
    expect(switchedOff.status).toBe(200);
    expect(switchedOff.body).toMatchObject({
      narcotic_schedule: null,
      is_controlled_substance: false,
    });

    const plus97 = await editBatch(w, w.itemA1, {
      quantity: 117,
      adjustment_reason: 'Inventering',
    });
    expect(plus97.status).toBe(200);

    const switchedOn = await editMedicine(w, w.stockMedA1, {
      is_controlled_substance: true,
      reason: 'Narkotika igen',
      witness: witnessOf(w.colleague),
    });
    expect(switchedOn.status).toBe(200);
    expect(switchedOn.body).toMatchObject({
      narcotic_schedule: 'II',
      is_controlled_substance: true,
    });

    const entries = await entriesOf(w.stockMedA1);
    expect(
      entries.map((e) => [e.kind, e.before_value, e.after_value, e.reason, e.actor_user_id]),
    ).toEqual([
      ['reclassified', 'II', 'ingen', 'Felklassad', w.siteAdmin.id],
      ['reclassified', 'ingen', 'II', 'Narkotika igen', w.siteAdmin.id],
    ]);
    expect(entries.every((e) => e.witness_user_id === w.colleague.id)).toBe(true);
    expect(entries.every((e) => e.medicine_name === 'Morfin 10 mg')).toBe(true);

    const journal = await env.request('GET', `/narcotics/${w.stockMedA1}/journal`, asManager(w));
    expect(journal.status).toBe(200);
    expect(journal.body.items).toContainEqual(
      expect.objectContaining({ kind: 'adjusted', delta: 97, balance_after: 117 }),
    );
    const audited = (await env.auditRows('medicine')).filter((r) => r.entity_id === w.stockMedA1);
    expect(audited.map((r) => JSON.parse(r.after_json ?? '{}').reason)).toEqual([
      'Felklassad',
      'Narkotika igen',
    ]);
  });

  it('sets a förteckning between II and V and refuses a contradiction or a nurse', async () => {
    const w = await env.world();
    const toV = await editMedicine(w, w.stockMedA1, {
      narcotic_schedule: 'V',
      reason: 'Pregabalin är förteckning V',
      witness: witnessOf(w.colleague),
    });
    expect(toV.status).toBe(200);
    const [entry] = await entriesOf(w.stockMedA1);
    expect([entry?.before_value, entry?.after_value]).toEqual(['II', 'V']);

    const contradiction = await editMedicine(w, w.stockMedA1, {
      is_controlled_substance: false,
      narcotic_schedule: 'III',
    });
    expect(contradiction.status).toBe(422);
    const nurse = await env.request('PUT', `/medicines/${w.stockMedA1}`, {
      token: w.staff.token,
      site: w.a1,
      body: { narcotic_schedule: null, reason: 'x', witness: witnessOf(w.colleague) },
    });
    expect(nurse.status).toBe(403);
    expect((await templateOf(w.stockMedA1)).narcotic_schedule).toBe('V');
    expect(await entriesOf(w.stockMedA1)).toHaveLength(1);
  });

  it('classifies a medicine without history as a plain edit, and an old client that says yes gets II', async () => {
    const w = await env.world();
    const created = await env.request('POST', '/medicines', {
      ...asManager(w),
      body: { name: 'Oxynorm', strength: '5 mg', unit: 'kapsel', is_controlled_substance: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ narcotic_schedule: 'II', is_controlled_substance: true });
    const reclassified = await editMedicine(w, created.body.id, {
      narcotic_schedule: null,
      pack_size: '100 st',
    });
    expect(reclassified.status).toBe(200);
    expect(reclassified.body).toMatchObject({
      narcotic_schedule: null,
      is_controlled_substance: false,
      pack_size: '100 st',
    });
    expect(await entriesOf(created.body.id)).toEqual([]);
  });

  it('writes one entry when 30 managers reclassify at once over two processes', async () => {
    const w = await env.world();
    const other = env.otherProcess();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? other.request : env.request)('PUT', `/medicines/${w.stockMedA1}`, {
          ...asManager(w),
          body: { narcotic_schedule: 'III', reason: 'Kodein', witness: witnessOf(w.colleague) },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => [200, 409, 429].includes(s))).toBe(true);
    expect(statuses).toContain(200);
    const entries = await entriesOf(w.stockMedA1);
    expect(entries.map((e) => [e.kind, e.before_value, e.after_value])).toEqual([
      ['reclassified', 'II', 'III'],
    ]);
    expect((await templateOf(w.stockMedA1)).narcotic_schedule).toBe('III');
  });
});

describe('renaming a narcotic with history is a witnessed entry', () => {
  it('refuses without a witness, then records the old and new product and keeps earlier movements named as they were', async () => {
    const w = await env.world();
    const rename = { name: 'Morfin Meda RENAMED', pack_size: '10 × 1 ml', reason: 'Nytt namn' };
    const refused = await editMedicine(w, w.stockMedA1, rename);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('WITNESS_REQUIRED');
    expect((await templateOf(w.stockMedA1)).name).toBe('Morfin');

    const renamed = await editMedicine(w, w.stockMedA1, {
      ...rename,
      witness: witnessOf(w.colleague),
    });
    expect(renamed.status).toBe(200);
    const entries = await entriesOf(w.stockMedA1);
    expect(entries.map((e) => [e.kind, e.before_value, e.after_value, e.witness_label])).toEqual([
      [
        'renamed',
        'Morfin 10 mg tablett',
        'Morfin Meda RENAMED 10 mg tablett, 10 × 1 ml',
        expect.any(String),
      ],
    ]);
    const movements = await env.db
      .selectFrom('stock_movements')
      .select('medicine_name')
      .where('medicine_template_id', '=', w.stockMedA1)
      .execute();
    expect(movements.map((m) => m.medicine_name)).toEqual(['Morfin 10 mg']);
  });

  it('renames a medicine that never was a narcotic without a witness', async () => {
    const w = await env.world();
    await env.item(w.a1, w.medA1, 'ALV-1', '2027-05-31', 10);
    const res = await editMedicine(w, w.medA1, { name: 'Alvedon forte' });
    expect(res.status).toBe(200);
    expect(await entriesOf(w.medA1)).toEqual([]);
  });
});

describe("a narcotic batch's number and expiry change before a witness", () => {
  it('refuses without a witness and writes nothing; with one, records before and after', async () => {
    const w = await env.world();
    const edit = { batch_number: 'LOT-A1-X', expiry_date: '2030-06-30' };
    const refused = await editBatch(w, w.itemA1, edit);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('WITNESS_REQUIRED');
    const wrong = await editBatch(w, w.itemA1, {
      ...edit,
      witness: witnessOf(w.colleague, 'fel-lösenord-1'),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('WITNESS_INVALID');
    const untouched = await env.db
      .selectFrom('inventory_items')
      .select(['batch_number', 'expiry_date'])
      .where('id', '=', w.itemA1)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ batch_number: 'LOT-A1', expiry_date: '2027-06-30' });
    expect(await entriesOf(w.stockMedA1)).toEqual([]);

    const witnessed = await editBatch(w, w.itemA1, {
      ...edit,
      reason: 'Felinläst etikett',
      witness: witnessOf(w.colleague),
    });
    expect(witnessed.status).toBe(200);
    expect(witnessed.body).toMatchObject(edit);
    const entries = await entriesOf(w.stockMedA1);
    expect(
      entries.map((e) => [
        e.kind,
        e.inventory_item_id,
        e.batch_number,
        e.before_value,
        e.after_value,
        e.reason,
        e.witness_user_id,
      ]),
    ).toEqual([
      [
        'batch_changed',
        w.itemA1,
        'LOT-A1',
        'LOT-A1, 2027-06-30',
        'LOT-A1-X, 2030-06-30',
        'Felinläst etikett',
        w.colleague.id,
      ],
    ]);
  });

  it('writes one entry when 30 edits of the batch arrive at once over two processes', async () => {
    const w = await env.world();
    const other = env.otherProcess();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? other.request : env.request)('PUT', `/inventory/items/${w.itemA1}`, {
          ...asManager(w),
          body: { expiry_date: '2028-06-30', witness: witnessOf(w.colleague) },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => [200, 409, 429].includes(s))).toBe(true);
    expect(statuses).toContain(200);
    const entries = await entriesOf(w.stockMedA1);
    expect(entries.map((e) => [e.before_value, e.after_value])).toEqual([
      ['LOT-A1, 2027-06-30', 'LOT-A1, 2028-06-30'],
    ]);
  });

  it('still refuses a hand edit of the quantity, witness or not', async () => {
    const w = await env.world();
    const res = await editBatch(w, w.itemA1, {
      quantity: 117,
      adjustment_reason: 'Fel antal',
      witness: witnessOf(w.colleague),
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('NARCOTIC_ADJUST_REFUSED');
    expect(await env.quantityOf(w.itemA1)).toBe(20);
  });

  it('edits the location of a narcotic batch without a witness', async () => {
    const w = await env.world();
    const res = await editBatch(w, w.itemA1, { location: 'Narkotikaskåp 2' });
    expect(res.status).toBe(200);
    expect(await entriesOf(w.stockMedA1)).toEqual([]);
  });
});
