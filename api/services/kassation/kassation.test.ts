import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestEnv, START, type TestEnv } from '../../test/harness.ts';
import { alvedonBatch, kassationCalls } from '../../test/kassation-fixtures.ts';

let env: TestEnv;
let k: ReturnType<typeof kassationCalls>;
beforeAll(async () => {
  env = await createTestEnv();
  k = kassationCalls(env);
});
afterAll(async () => env.close());
beforeEach(() => env.clock.set(START));

describe('approve and complete', () => {
  it('moves a disposal from initiated to completed, recording who and when, stock untouched', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    const disposed = await k.dispose(w.staff.token, item, 5, { reason: 'damaged' });
    expect(await env.quantityOf(item)).toBe(15);

    env.clock.advanceMinutes(5);
    const approved = await k.as(w.siteAdmin.token).post(`/approve/${disposed.id}`, {
      disposal_notes: 'Kontrollerat mot förpackningarna',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      approval_notes: 'Kontrollerat mot förpackningarna',
      approved_at: '2026-11-21T09:05:00.000Z',
    });
    expect(approved.body.approver_name).toContain(w.siteAdmin.email);

    env.clock.advanceMinutes(5);
    const completed = await k.as(w.admin.token).post(`/complete/${disposed.id}`, {
      disposal_notes: 'Lämnat till apoteket',
      actual_disposal_date: '2026-11-21',
    });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      status: 'completed',
      completion_notes: 'Lämnat till apoteket',
      actual_disposal_date: '2026-11-21',
      completed_at: '2026-11-21T09:10:00.000Z',
      is_restored: false,
    });
    expect(completed.body.completer_name).toContain(w.admin.email);
    expect(await env.quantityOf(item)).toBe(15);
  });

  it('completes with today as the disposal day when none is given, also without a body', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    const disposed = await k.dispose(w.staff.token, item, 1);
    const approve = await env.request('POST', `/kassation/approve/${disposed.id}`, {
      token: w.siteAdmin.token,
    });
    expect(approve.status).toBe(200);
    // 22:30 UTC is 23:30 in Stockholm, still the 22nd; an hour later it is the 23rd there.
    env.clock.set('2026-11-22T22:30:00.000Z');
    const manager = await env.tokenFor(w.siteAdmin.id);
    const done = await k.as(manager).post(`/complete/${disposed.id}`, {});
    expect(done.body.actual_disposal_date).toBe('2026-11-22');
    env.clock.set('2026-11-22T23:30:00.000Z');
    const other = await k.dispose(await env.tokenFor(w.staff.id), item, 1);
    const lateManager = await env.tokenFor(w.siteAdmin.id);
    await k.as(lateManager).post(`/approve/${other.id}`);
    const late = await k.as(lateManager).post(`/complete/${other.id}`);
    expect(late.body.actual_disposal_date).toBe('2026-11-23');
  });

  it('refuses steps the state does not allow with a Swedish 409 and changes nothing', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    const manager = k.as(w.siteAdmin.token);

    const first = await k.dispose(w.staff.token, item, 2);
    const early = await manager.post(`/complete/${first.id}`);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      detail: 'Kassationen måste godkännas innan den kan slutföras.',
      code: 'NOT_APPROVED',
    });
    expect((await k.record(first.id))?.status).toBe('initiated');

    await manager.post(`/approve/${first.id}`);
    const twice = await manager.post(`/approve/${first.id}`);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('Kassationen är redan godkänd.');
    await manager.post(`/complete/${first.id}`);
    const cancelDone = await manager.delete(`/${first.id}`);
    expect(cancelDone.status).toBe(409);
    expect(cancelDone.body.detail).toBe('En slutförd kassation kan inte avbrytas.');
    const approveDone = await manager.post(`/approve/${first.id}`);
    expect(approveDone.body.detail).toBe('Kassationen är redan slutförd.');

    const second = await k.dispose(w.staff.token, item, 3);
    expect(await env.quantityOf(item)).toBe(15);
    await manager.delete(`/${second.id}?reason=Fel%20antal`);
    expect(await env.quantityOf(item)).toBe(18);
    const approveCancelled = await manager.post(`/approve/${second.id}`);
    expect(approveCancelled.status).toBe(409);
    expect(approveCancelled.body).toMatchObject({
      detail: 'Kassationen är avbruten och kan inte godkännas.',
      code: 'KASSATION_CANCELLED',
    });
    const completeCancelled = await manager.post(`/complete/${second.id}`);
    expect(completeCancelled.body.detail).toBe('Kassationen är avbruten och kan inte slutföras.');
    const row = await k.record(second.id);
    expect(row).toMatchObject({
      status: 'cancelled',
      approved_at: null,
      cancel_reason: 'Fel antal',
    });
    expect(await env.quantityOf(item)).toBe(18);
  });

  it('lets exactly one of two racing approvals win', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    const disposed = await k.dispose(w.staff.token, item, 1);
    const results = await Promise.all([
      k.as(w.siteAdmin.token).post(`/approve/${disposed.id}`),
      k.as(w.admin.token).post(`/approve/${disposed.id}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const audits = await env.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', disposed.id)
      .where('action', '=', 'approve')
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('checks the disposal day: a real date, not in the future, not before the kassation', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    const disposed = await k.dispose(w.staff.token, item, 1);
    const manager = k.as(w.siteAdmin.token);
    await manager.post(`/approve/${disposed.id}`);
    const cases: [unknown, number, string][] = [
      ['2026-02-30', 422, 'Ogiltigt datum, ange ÅÅÅÅ-MM-DD'],
      ['21/11/2026', 422, 'Ogiltigt datum, ange ÅÅÅÅ-MM-DD'],
      ['2026-11-22', 422, 'Kassationsdatum kan inte vara i framtiden.'],
      [
        '2026-11-20',
        422,
        'Kassationsdatum kan inte vara före kassationen initierades (2026-11-21).',
      ],
      [17, 422, 'Ogiltigt datum'],
    ];
    for (const [date, status, detail] of cases) {
      const res = await manager.post(`/complete/${disposed.id}`, { actual_disposal_date: date });
      expect(res.status, String(date)).toBe(status);
      expect(res.body.detail).toBe(detail);
    }
    const notes = await manager.post(`/complete/${disposed.id}`, {
      disposal_notes: 'x'.repeat(1001),
    });
    expect(notes.body.detail).toBe('Anteckning får vara max 1000 tecken');
    expect((await k.record(disposed.id))?.status).toBe('approved');
    const badId = await manager.post('/approve/inte-ett-id');
    expect(badId.status).toBe(422);
    const unknown = await manager.post('/approve/6f1c1b7e-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Kassationen hittades inte.');
  });
});

describe('who may do what', () => {
  it('wants a second person to approve a narcotic, not for other medicines', async () => {
    const w = await env.world();
    const narcotic = await k.dispose(w.siteAdmin.token, w.itemA1, 2);
    const self = await k.as(w.siteAdmin.token).post(`/approve/${narcotic.id}`);
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({
      detail:
        'Narkotikaklassade läkemedel måste godkännas av en annan person än den som initierade kassationen.',
      code: 'NARCOTIC_NEEDS_SECOND_PERSON',
    });
    expect((await k.record(narcotic.id))?.status).toBe('initiated');
    const other = await k.as(w.admin.token).post(`/approve/${narcotic.id}`);
    expect(other.body).toMatchObject({ status: 'approved', is_controlled_substance: true });

    const plain = await k.dispose(w.siteAdmin.token, await alvedonBatch(env, w), 1);
    const own = await k.as(w.siteAdmin.token).post(`/approve/${plain.id}`);
    expect(own.body).toMatchObject({ status: 'approved', is_controlled_substance: false });
  });

  it('keeps approval, completion and restoring to unit managers of the record’s site', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    const disposed = await k.dispose(w.staff.token, item, 4);
    for (const step of ['approve', 'complete', 'restore']) {
      const res = await k.as(w.staff.token).post(`/${step}/${disposed.id}`);
      expect(res.status, step).toBe(403);
    }
    const otherManager = await env.tokenFor(w.foreignAdmin.id);
    const foreign = await k.as(otherManager).post(`/approve/${disposed.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Kassationen hittades inte.');
    expect((await k.record(disposed.id))?.status).toBe('initiated');
    expect(await env.quantityOf(item)).toBe(16);
  });

  it('lets care staff cancel only their own disposal, and only before it is approved', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    const colleague = await env.tokenFor(w.colleague.id);
    const mine = await k.dispose(w.staff.token, item, 2);
    const theirs = await k.dispose(colleague, item, 3);
    expect(await env.quantityOf(item)).toBe(15);

    const notMine = await k.as(w.staff.token).delete(`/${theirs.id}`);
    expect(notMine.status).toBe(403);
    expect(notMine.body.detail).toBe('Du kan bara avbryta kassationer som du själv har initierat.');

    await k.as(w.siteAdmin.token).post(`/approve/${theirs.id}`);
    const approved = await k.as(colleague).delete(`/${theirs.id}`);
    expect(approved.status).toBe(403);
    expect(approved.body.detail).toBe('En godkänd kassation kan bara avbrytas av enhetsadmin.');
    expect(await env.quantityOf(item)).toBe(15);

    const own = await k.as(w.staff.token).delete(`/${mine.id}?reason=Fel%20batch`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: 'cancelled', remaining_quantity: 17 });
    const byManager = await k.as(w.siteAdmin.token).delete(`/${theirs.id}`);
    expect(byManager.body).toMatchObject({ status: 'cancelled', remaining_quantity: 20 });
    expect(await env.quantityOf(item)).toBe(20);
  });
});

describe('restore', () => {
  it('puts the quantity back once, marks the record restored and refuses a second time', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    const disposed = await k.dispose(w.staff.token, item, 6);
    const restored = await k.as(w.siteAdmin.token).post(`/restore/${disposed.id}`, {
      restoration_reason: 'Fel batch kasserades',
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      is_restored: true,
      status: 'initiated',
      restoration_reason: 'Fel batch kasserades',
      remaining_quantity: 20,
      restored_at: START,
    });
    expect(await env.quantityOf(item)).toBe(20);

    const again = await k.as(w.admin.token).post(`/restore/${disposed.id}`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      detail: 'Kassationen är redan återställd.',
      code: 'ALREADY_RESTORED',
    });
    const approve = await k.as(w.admin.token).post(`/approve/${disposed.id}`);
    expect(approve.status).toBe(409);
    expect(approve.body.detail).toBe('Kassationen är återställd och kan inte ändras.');
    const cancel = await k.as(w.admin.token).delete(`/${disposed.id}`);
    expect(cancel.status).toBe(409);
    expect(await env.quantityOf(item)).toBe(20);
  });

  it('stores the Swedish default reason when none is sent, and restores completed disposals', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    const disposed = await k.dispose(w.staff.token, item, 7);
    await k.as(w.siteAdmin.token).post(`/approve/${disposed.id}`);
    await k.as(w.siteAdmin.token).post(`/complete/${disposed.id}`);
    const restored = await env.request('POST', `/kassation/restore/${disposed.id}`, {
      token: w.siteAdmin.token,
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      status: 'completed',
      is_restored: true,
      restoration_reason: 'Felaktig kassation, återställd till lager',
    });
    expect(await env.quantityOf(item)).toBe(20);
  });

  it('refuses to restore a cancelled disposal: its quantity is already back', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    const disposed = await k.dispose(w.staff.token, item, 3);
    await k.as(w.staff.token).delete(`/${disposed.id}`);
    const res = await k.as(w.siteAdmin.token).post(`/restore/${disposed.id}`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      'En avbruten kassation kan inte återställas: antalet är redan tillbaka i lagret.',
    );
    expect(await env.quantityOf(item)).toBe(20);
    expect((await k.record(disposed.id))?.restored_at).toBeNull();
  });

  it('lets exactly one of two racing restores put the quantity back', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    const disposed = await k.dispose(w.staff.token, item, 8);
    const results = await Promise.all([
      k.as(w.siteAdmin.token).post(`/restore/${disposed.id}`),
      k.as(w.admin.token).post(`/restore/${disposed.id}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await env.quantityOf(item)).toBe(20);
  });

  it('recreates a removed batch with the same medicine, batch, expiry and unit type', async () => {
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'GONE-1', '2027-01-31', 4);
    await env.db
      .updateTable('inventory_items')
      .set({ unit_type: 'paket' })
      .where('id', '=', item)
      .execute();
    const disposed = await k.dispose(w.staff.token, item, 4);
    await env.db.deleteFrom('inventory_items').where('id', '=', item).execute();

    const restored = await k.as(w.siteAdmin.token).post(`/restore/${disposed.id}`);
    expect(restored.status).toBe(200);
    expect(restored.body.remaining_quantity).toBe(4);
    const batch = await env.db
      .selectFrom('inventory_items')
      .selectAll()
      .where('id', '=', restored.body.inventory_item_id)
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({
      site_id: w.a1,
      medicine_template_id: w.medA1,
      batch_number: 'GONE-1',
      expiry_date: '2027-01-31',
      unit_type: 'paket',
      quantity: 4,
    });
    expect(batch.id).not.toBe(item);
  });

  it('answers 409 and changes nothing when the medicine itself is gone', async () => {
    const w = await env.world();
    const template = await env.medicine(w.a1, 'Borttagen');
    const item = await env.item(w.a1, template, 'B-9', '2027-01-31', 3);
    const disposed = await k.dispose(w.staff.token, item, 3);
    // A medicine with stock history cannot be deleted any more; this one went before that rule.
    await env.db.deleteFrom('medicine_templates').where('id', '=', template).execute();
    const res = await k.as(w.siteAdmin.token).post(`/restore/${disposed.id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('MEDICINE_GONE');
    expect(res.body.detail).toContain('Borttagen finns inte längre');
    expect((await k.record(disposed.id))?.restored_at).toBeNull();
  });
});

describe('bulk disposal', () => {
  it('disposes every row in one go and keeps the shared note', async () => {
    const w = await env.world();
    const first = await alvedonBatch(env, w, 10);
    const second = await alvedonBatch(env, w, 10);
    const res = await k.as(w.staff.token).post('/bulk', {
      kassations: [
        { inventory_item_id: first, quantity: 4, reason: 'expired' },
        {
          inventory_item_id: second,
          quantity: 10,
          reason: 'other',
          reason_description: 'Tappad på golvet',
          disposal_method: 'Apotekets returkärl',
          disposal_notes: 'Hela förpackningen',
        },
        { inventory_item_id: first, quantity: 6, reason: 'damaged' },
      ],
      batch_notes: 'Inventering november',
    });
    expect(res.status).toBe(201);
    expect(res.body.total_quantity).toBe(20);
    expect(res.body.kassations.map((x: any) => x.remaining_quantity)).toEqual([6, 0, 0]);
    expect(res.body.kassations[1]).toMatchObject({
      disposal_method: 'Apotekets returkärl',
      disposal_notes: 'Hela förpackningen\nInventering november',
      reason_description: 'Tappad på golvet',
    });
    expect(res.body.kassations[0].disposal_notes).toBe('Inventering november');
    expect(await env.quantityOf(first)).toBe(0);
    expect(await env.quantityOf(second)).toBe(0);
  });

  it('changes nothing when one row cannot be disposed, and names that row', async () => {
    const w = await env.world();
    const first = await alvedonBatch(env, w, 10);
    const second = await alvedonBatch(env, w, 10);
    const before = await env.db.selectFrom('kassations').select('id').execute();
    const tooMuch = await k.as(w.staff.token).post('/bulk', {
      kassations: [
        { inventory_item_id: first, quantity: 4 },
        { inventory_item_id: second, quantity: 2 },
        { inventory_item_id: first, quantity: 7 },
      ],
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      detail: expect.stringMatching(
        /^Rad 3: Inte tillräckligt med lager: batch ALV-\w+ har 6 styck kvar\.$/,
      ),
      code: 'INSUFFICIENT_STOCK',
      errors: [{ path: 'kassations.2.quantity' }],
    });
    const foreign = await k.as(w.staff.token).post('/bulk', {
      kassations: [
        { inventory_item_id: first, quantity: 1 },
        { inventory_item_id: w.itemB1, quantity: 1 },
      ],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Rad 2: Lagerartikeln hittades inte.');
    const invalid = await k.as(w.staff.token).post('/bulk', {
      kassations: [
        { inventory_item_id: first, quantity: 1 },
        { inventory_item_id: second, quantity: 0 },
      ],
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.detail).toBe('Rad 2: Antal måste vara minst 1');
    const empty = await k.as(w.staff.token).post('/bulk', { kassations: [] });
    expect(empty.body.detail).toBe('Ange minst en rad att kassera');

    expect(await env.quantityOf(first)).toBe(10);
    expect(await env.quantityOf(second)).toBe(10);
    expect(await env.db.selectFrom('kassations').select('id').execute()).toHaveLength(
      before.length,
    );
    expect(await env.quantityOf(w.itemB1)).toBe(20);
  });
});

describe('audit trail', () => {
  it('lists every step of one kassation, oldest first, with the names of who did it', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    const disposed = await k.dispose(w.staff.token, item, 2);
    await k.as(w.siteAdmin.token).post(`/approve/${disposed.id}`);
    await k.as(w.siteAdmin.token).post(`/complete/${disposed.id}`);
    await k.as(w.admin.token).post(`/certificate/${disposed.id}/generate`);
    await k.as(w.admin.token).post(`/restore/${disposed.id}`);
    await k.dispose(w.staff.token, item, 1);

    const log = await k.as(w.siteAdmin.token).get(`/${disposed.id}/audit-log`);
    expect(log.status).toBe(200);
    expect(log.body.items.map((e: any) => e.action)).toEqual([
      'initiate',
      'approve',
      'complete',
      'certificate',
      'restore',
    ]);
    expect(log.body.items.map((e: any) => e.actor_name)).toEqual([
      'Test user',
      'Test site_admin',
      'Test site_admin',
      'Test admin',
      'Test admin',
    ]);
    expect(log.body.items[4].after).toMatchObject({ returned_quantity: 2, batch_quantity: 20 });
    const staff = await k.as(w.staff.token).get(`/${disposed.id}/audit-log`);
    expect(staff.status).toBe(403);
  });
});
