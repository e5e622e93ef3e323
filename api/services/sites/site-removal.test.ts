import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';
import { tieToSite, tiesLeft } from '../../test/site-ties.ts';
import { findImbalances } from '../stock/ledger-check.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const removeSite = (w: World, siteId: string) =>
  env.request('DELETE', `/sites/${siteId}?force=true`, { token: w.admin.token });

const siteRow = (id: string) =>
  env.db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();

async function scan(w: World, token: string, templateId: string, body: Record<string, unknown>) {
  return env.request('POST', '/qr-codes/scan', {
    token,
    site: w.a1,
    headers: { 'Idempotency-Key': newKey() },
    body: { qr_code_data: await codeFor(env, w.a1, templateId), ...body },
  });
}

describe('deleting a site without history', () => {
  it('deletes it with its follow-ups, stock-takes, kiosks, token links, queued mail and refusals', async () => {
    const w = await env.world();
    const site = await env.site(w.customerA, 'Aldrig öppnad');
    await env.medicine(site, 'Alvedon');
    const ties = await tieToSite(env, site, w.siteAdmin.id);
    expect((await tiesLeft(env, site, ties)).followUps).toBe(1);

    const res = await removeSite(w, site);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Enheten är borttagen.', outcome: 'deleted' });
    expect(await siteRow(site)).toBeUndefined();
    expect(await tiesLeft(env, site, ties)).toEqual({
      followUps: 0,
      stockTakes: 0,
      stockTakeLines: 0,
      kiosks: 0,
      tokenSites: 0,
      mails: [ties.sentMail],
      refusals: 0,
    });
    const session = await env.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('id', '=', ties.kioskSession)
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
    const notice = await env.request('GET', `/recalls/follow-ups/${ties.notice}`, {
      token: w.admin.token,
    });
    expect(notice.status).toBeLessThan(500);
  });
});

describe('removing a site with history closes it', () => {
  it('keeps its stock, journal, counts, follow-ups and records, and shuts its kiosks', async () => {
    const w = await env.world();
    const colleague = { ...w.colleague, token: await env.tokenFor(w.colleague.id) };
    const patient = '19121212-1212 Tolvan Tolvansson';
    const withdrawn = await scan(w, w.staff.token, w.stockMedA1, {
      action_type: 'withdraw',
      quantity: 2,
      patient,
    });
    expect(withdrawn.status).toBe(201);
    const sheet = await env.request('GET', `/narcotics/${w.stockMedA1}/count-sheet`, {
      token: colleague.token,
      site: w.a1,
    });
    const counted = await env.request('POST', '/narcotics/counts', {
      token: colleague.token,
      site: w.a1,
      body: {
        medicine_template_id: w.stockMedA1,
        last_count_id: sheet.body.last_count_id,
        lines: [{ inventory_item_id: w.itemA1, counted_quantity: 18 }],
      },
    });
    expect(counted.status).toBe(201);
    const ties = await tieToSite(env, w.a1, w.siteAdmin.id);

    const res = await removeSite(w, w.a1);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('closed');
    expect(res.body.detail).toMatch(/stängd i stället för borttagen/);
    const site = await siteRow(w.a1);
    expect(site).toMatchObject({ is_active: 0, closed_at: env.clock.now().toISOString() });
    const shown = await env.request('GET', `/sites/${w.a1}`, { token: w.admin.token });
    expect(shown.body).toMatchObject({ is_active: false, closed_at: site?.closed_at });
    expect(await env.quantityOf(w.itemA1)).toBe(18);
    const counts = await env.db
      .selectFrom('narcotic_counts')
      .select('id')
      .where('site_id', '=', w.a1)
      .execute();
    expect(counts).toHaveLength(1);
    const left = await tiesLeft(env, w.a1, ties);
    expect(left).toMatchObject({
      followUps: 1,
      stockTakes: 1,
      kiosks: 1,
      tokenSites: 1,
      refusals: 1,
    });
    expect(left.mails.sort()).toEqual([ties.queuedMail, ties.sentMail].sort());
    const kiosk = await env.db
      .selectFrom('kiosks')
      .select('revoked_at')
      .where('id', '=', ties.kiosk)
      .executeTakeFirstOrThrow();
    expect(kiosk.revoked_at).not.toBeNull();
    const staff = await env.request('GET', `/users/${w.staff.id}`, { token: w.admin.token });
    expect(staff.body.site_ids).toEqual([w.a1]);

    // The journal is read and exported with its patients, by the admin and the unit's manager.
    for (const token of [w.admin.token, w.siteAdmin.token]) {
      const journal = await env.request('GET', `/narcotics/${w.stockMedA1}/journal`, {
        token,
        site: w.a1,
      });
      expect(journal.status).toBe(200);
      expect(journal.body.items.map((e: { patient: string | null }) => e.patient)).toContain(
        patient,
      );
      const csv = await env.request('GET', `/narcotics/${w.stockMedA1}/journal.csv`, {
        token,
        site: w.a1,
      });
      expect(csv.status).toBe(200);
      expect(csv.body).toContain('Tolvan Tolvansson');
    }
    // Staff of the closed unit no longer work there; its manager only reads.
    const nurse = await env.request('GET', `/narcotics/${w.stockMedA1}/journal`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(nurse.status).toBe(403);
    const write = await env.request('POST', '/narcotics/counts', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { medicine_template_id: w.stockMedA1, last_count_id: null, lines: [] },
    });
    expect(write.status).toBe(403);
  });

  it('refuses every stock change at a closed site with 409 and changes nothing', async () => {
    const w = await env.world();
    const plain = await env.item(w.a1, w.medA1, 'STÄNGD-1', '2027-06-30', 10);
    expect((await removeSite(w, w.a1)).body.outcome).toBe('closed');
    // A scan is refused before the stock: the closed site's codes no longer work.
    for (const action of [
      { action_type: 'withdraw', quantity: 1 },
      { action_type: 'add', quantity: 1, batch_number: 'STÄNGD-1' },
    ]) {
      const scanned = await scan(w, w.admin.token, w.medA1, action);
      expect(scanned.status).toBe(409);
      expect(scanned.body.detail).toBe('Enheten är inaktiverad. QR-koden kan inte användas.');
    }
    const refusals = [
      await env.request('PUT', `/inventory/items/${plain}`, {
        token: w.admin.token,
        site: w.a1,
        body: { quantity: 4, adjustment_reason: 'Räknat om' },
      }),
      await env.request('POST', '/kassation/initiate', {
        token: w.admin.token,
        site: w.a1,
        body: { inventory_item_id: plain, quantity: 1 },
      }),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'SITE_CLOSED' });
      expect(answer.body.detail).toMatch(/Enheten är stängd/);
    }
    expect(await env.quantityOf(plain)).toBe(10);
    const reopened = await env.request('PUT', `/sites/${w.a1}`, {
      token: w.admin.token,
      body: { is_active: true },
    });
    expect(reopened.status).toBe(409);
    expect(await findImbalances(env.db)).toEqual([]);
  });

  it('closes a unit that only received a transfer, and keeps the transfer', async () => {
    const w = await env.world();
    const plain = await env.item(w.a1, w.medA1, 'FLYTT-1', '2027-06-30', 10);
    const moved = await env.request('POST', '/transfers', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { inventory_item_id: plain, to_site_id: w.a2, quantity: 3 },
    });
    expect(moved.status).toBe(201);
    expect((await removeSite(w, w.a2)).body.outcome).toBe('closed');
    const transfers = await env.db
      .selectFrom('transfers')
      .select('id')
      .where('to_site_id', '=', w.a2)
      .execute();
    expect(transfers).toHaveLength(1);
    const again = await env.request('POST', '/transfers', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { inventory_item_id: plain, to_site_id: w.a2, quantity: 1 },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(await env.quantityOf(plain)).toBe(7);
  });
});

describe('removing a customer', () => {
  it('closes the customer when one of its sites has history and deletes the others', async () => {
    const w = await env.world();
    const empty = await env.site(w.customerA, 'Tom enhet');
    await tieToSite(env, empty, w.siteAdmin.id);
    const res = await env.request('DELETE', `/customers/${w.customerA}`, { token: w.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'closed', closed_sites: 1, deleted_sites: 2 });
    const customer = await env.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', w.customerA)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ is_active: 0, closed_at: env.clock.now().toISOString() });
    expect(await siteRow(w.a1)).toMatchObject({ is_active: 0 });
    expect(await siteRow(w.a2)).toBeUndefined();
    expect(await siteRow(empty)).toBeUndefined();
    const again = await env.request('DELETE', `/customers/${w.customerA}`, {
      token: w.admin.token,
    });
    expect(again.body).toMatchObject({ outcome: 'closed', closed_sites: 1, deleted_sites: 0 });
    const edit = await env.request('PUT', `/customers/${w.customerA}`, {
      token: w.admin.token,
      body: { name: 'Nytt namn' },
    });
    expect(edit.status).toBe(409);
  });
});
