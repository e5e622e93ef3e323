import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download } from '../../test/export-reader.ts';
import { createTestEnv, START, type TestEnv } from '../../test/harness.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';
import { siteDigest } from '../notifications/digest-content.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
type Row = Record<string, any>;

/** The world with A1's colleague a registered nurse and the unit requiring delegations. */
async function unit(require = true) {
  env.clock.set(START);
  const w = await env.world();
  await env.db
    .updateTable('users')
    .set({ registered_nurse: 1 })
    .where('id', '=', w.colleague.id)
    .execute();
  await env.db
    .updateTable('sites')
    .set({ require_delegation: require ? 1 : 0 })
    .where('id', '=', w.a1)
    .execute();
  return w;
}

const delegate = (w: World, body: Row, token = w.siteAdmin.token) =>
  env.request('POST', '/delegations', {
    token,
    site: w.a1,
    body: {
      user_id: w.staff.id,
      issued_by_user_id: w.colleague.id,
      kind: 'hand_out',
      valid_from: '2026-11-21',
      valid_to: '2027-05-31',
      ...body,
    },
  });

const withdraw = async (w: World, token: string, body: Row = {}) =>
  env.request('POST', '/qr-codes/scan', {
    token,
    site: w.a1,
    headers: { 'Idempotency-Key': newKey() },
    body: {
      qr_code_data: await codeFor(env, w.a1, w.medA1),
      action_type: 'withdraw',
      quantity: 1,
      ...body,
    },
  });

describe('recording a delegation', () => {
  it('is issued by a registered nurse of the unit to a person of the unit, for at most a year', async () => {
    const w = await unit();
    const made = await delegate(w, { note: 'Utbildad 2026-11-20' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      kind: 'hand_out',
      state: 'active',
      valid_to: '2027-05-31',
      note: 'Utbildad 2026-11-20',
    });
    expect(made.body.issued_by).toContain('Test user');

    const notNurse = await delegate(w, { issued_by_user_id: w.siteAdmin.id });
    expect(notNurse.status).toBe(422);
    expect(notNurse.body.detail).toBe(
      'Den som delegerar måste vara legitimerad sjuksköterska på enheten.',
    );
    const foreign = await delegate(w, { user_id: w.foreign.id });
    expect(foreign.body.detail).toBe('Personen arbetar inte på enheten.');
    const backwards = await delegate(w, { valid_from: '2027-01-10', valid_to: '2027-01-01' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0].message).toBe('Slutdatum kan inte vara före startdatum');
    const tooLong = await delegate(w, { valid_to: '2028-01-01' });
    expect(tooLong.body.detail).toBe(
      'En delegering gäller högst ett år. Förnya den när tiden har gått ut.',
    );
    const over = await delegate(w, { valid_from: '2026-01-01', valid_to: '2026-11-20' });
    expect(over.body.detail).toBe('Slutdatumet har redan passerat.');
    const nurse = await delegate(w, { user_id: w.colleague.id });
    expect(nurse.body.detail).toBe(
      'Personen är legitimerad sjuksköterska och behöver ingen delegering.',
    );
    const byStaff = await delegate(w, {}, w.staff.token);
    expect(byStaff.status).toBe(403);

    const listed = await env.request('GET', '/delegations', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(listed.body).toHaveLength(1);
  });

  it('is revoked once with a reason and kept; the signature list reads back', async () => {
    const w = await unit();
    const made = (await delegate(w, { kind: 'narcotics' })).body;
    const revoke = (reason: string) =>
      env.request('POST', `/delegations/${made.id}/revoke`, {
        token: w.siteAdmin.token,
        site: w.a1,
        body: { reason },
      });
    const [a, b] = await Promise.all([revoke('Slutat'), revoke('Slutat')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const all = await env.request('GET', '/delegations?status=all', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(all.body[0]).toMatchObject({ state: 'revoked', revoke_reason: 'Slutat' });
    await expect(
      env.db.deleteFrom('delegations').where('id', '=', made.id).execute(),
    ).rejects.toThrow();

    await delegate(w, {});
    const file = await download(env, '/delegations/export?format=csv', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    const csv = { text: file.bytes.toString('utf8') };
    expect(csv.text).toContain('Person;Delegering;Från och med;Till och med;Delegerad av');
    expect(csv.text).toContain('Överlämna läkemedel;2026-11-21;2027-05-31');
    expect(csv.text).toContain('Namnteckning');
  });
});

describe('a withdrawal where the unit requires a delegation', () => {
  it('is refused without one, taken by a nurse, and by a person once delegated', async () => {
    const w = await unit();
    const item = await env.item(w.a1, w.medA1, 'DEL-1', '2027-06-30', 10);
    const refused = await withdraw(w, w.staff.token, { batch_number: 'DEL-1' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'DELEGATION_MISSING',
      detail: 'Du saknar giltig delegering för att överlämna läkemedel.',
    });
    expect(await env.quantityOf(item)).toBe(10);

    const nurseToken = await env.tokenFor(w.colleague.id);
    expect((await withdraw(w, nurseToken, { batch_number: 'DEL-1' })).status).toBe(201);
    await delegate(w, { kind: 'narcotics' });
    // A narcotics delegation does not cover other medicines.
    expect((await withdraw(w, w.staff.token, { batch_number: 'DEL-1' })).status).toBe(403);
    await delegate(w, {});
    expect((await withdraw(w, w.staff.token, { batch_number: 'DEL-1' })).status).toBe(201);
    expect(await env.quantityOf(item)).toBe(8);
  });

  it('needs the narcotics delegation for a narcotic', async () => {
    const w = await unit();
    const narcotic = (body: Row = {}) =>
      env.request('POST', '/qr-codes/scan', {
        token: w.staff.token,
        site: w.a1,
        headers: { 'Idempotency-Key': newKey() },
        body: {
          qr_code_data: '',
          action_type: 'withdraw',
          quantity: 1,
          batch_number: 'LOT-A1',
          patient: 'Rum 12',
          ...body,
        },
      });
    const code = await codeFor(env, w.a1, w.stockMedA1);
    await delegate(w, {});
    const refused = await narcotic({ qr_code_data: code });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Du saknar giltig delegering för narkotika.');
    await delegate(w, { kind: 'narcotics' });
    expect((await narcotic({ qr_code_data: code })).status).toBe(201);
  });

  it('holds for 30 withdrawals at once while the delegation is revoked', async () => {
    const w = await unit();
    const item = await env.item(w.a1, w.medA1, 'DEL-B', '2027-06-30', 100);
    const made = (await delegate(w, {})).body;
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, () => withdraw(w, w.staff.token, { batch_number: 'DEL-B' })),
      env.request('POST', `/delegations/${made.id}/revoke`, {
        token: w.siteAdmin.token,
        site: w.a1,
        body: { reason: 'Återkallad' },
      }),
      ...Array.from({ length: 15 }, () => withdraw(w, w.staff.token, { batch_number: 'DEL-B' })),
    ]);
    const withdrawals = [...answers.slice(0, 15), ...answers.slice(16)];
    expect(withdrawals.every((a) => a.status === 201 || a.status === 403)).toBe(true);
    const taken = withdrawals.filter((a) => a.status === 201).length;
    expect(await env.quantityOf(item)).toBe(100 - taken);
    const moves = await env.db
      .selectFrom('stock_movements')
      .select('id')
      .where('inventory_item_id', '=', item)
      .where('kind', '=', 'withdrawn')
      .execute();
    expect(moves).toHaveLength(taken);
    // Once the revoke has committed, nothing more is taken.
    expect((await withdraw(w, w.staff.token, { batch_number: 'DEL-B' })).status).toBe(403);
  });

  it('changes nothing for a unit that does not require it', async () => {
    const w = await unit(false);
    await env.item(w.a1, w.medA1, 'DEL-N', '2027-06-30', 3);
    expect((await withdraw(w, w.staff.token, { batch_number: 'DEL-N' })).status).toBe(201);
  });
});

describe('a delegation about to end', () => {
  it('is a warning 30 days before, high in the last week, and gone once renewed', async () => {
    const w = await unit(false);
    const made = (await delegate(w, { valid_to: '2026-12-10' })).body;
    const warnings = () =>
      env.db
        .selectFrom('warnings')
        .select(['severity', 'title', 'is_resolved'])
        .where('site_id', '=', w.a1)
        .where('warning_type', '=', 'delegation_ending')
        .orderBy('created_at')
        .execute();
    const open = (await warnings()).filter((x) => x.is_resolved === 0);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ severity: 'medium' });
    expect(open[0]?.title).toContain('Delegering går ut om 19 dagar');
    // The manager's digest counts it with the unit's open warnings.
    const digest = await siteDigest(
      env.db,
      { id: w.a1, name: 'Hemsjukvården Solna', warning_days: 30 },
      {
        digest: 'weekly',
        email_expiry_alerts: false,
        email_low_stock: false,
        email_warnings: true,
        email_recalls: false,
      },
      '2026-11-21',
      null,
      true,
    );
    expect(digest.openWarnings).toContainEqual({ label: 'Delegering går ut', count: 1 });
    env.clock.set('2026-12-05T08:00:00.000Z');
    await refreshWarnings(env.db, env.clock);
    expect((await warnings()).filter((x) => x.is_resolved === 0)[0]?.severity).toBe('high');
    const token = await env.tokenFor(w.siteAdmin.id);
    const renewed = await env.request('POST', '/delegations', {
      token,
      site: w.a1,
      body: {
        user_id: w.staff.id,
        issued_by_user_id: w.colleague.id,
        kind: 'hand_out',
        valid_from: '2026-12-11',
        valid_to: '2027-12-10',
      },
    });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    expect((await warnings()).filter((x) => x.is_resolved === 0)).toEqual([]);
    expect(made.id).toBeTruthy();
  });
});
