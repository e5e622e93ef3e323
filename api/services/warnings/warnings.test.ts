import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/stock-rules.ts';
import { refreshWarnings } from './refresh-warnings.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const TODAY = '2026-11-21';

/**
 * The standard world with warnings: in A1 an expired Morfin batch (critical), no Naloxon left
 * (high) and an Alvedon batch 20 days out (medium); in A2 one batch 10 days out (high); in B1 one
 * expired batch.
 */
async function warnedWorld() {
  const w = await env.world();
  const alvedon = await env.medicine(w.a1, 'Alvedon', { strength: '500 mg' });
  await env.medicine(w.a1, 'Naloxon', { strength: '0,4 mg/ml', minimum: 5 });
  await env.item(w.a1, w.stockMedA1, 'MOR-EXP', addDays(TODAY, -1), 2);
  await env.item(w.a1, alvedon, 'ALV-20', addDays(TODAY, 20), 10);
  const furix = await env.medicine(w.a2, 'Furix');
  await env.item(w.a2, furix, 'FUR-10', addDays(TODAY, 10), 5);
  await env.item(w.b1, w.stockMedB1, 'MOR-B', addDays(TODAY, -3), 1);
  await refreshWarnings(env.db, env.clock, { siteIds: [w.a1, w.a2, w.b1] });
  const ids = async (siteId: string) =>
    Object.fromEntries(
      (
        await env.db
          .selectFrom('warnings')
          .select(['id', 'title'])
          .where('site_id', '=', siteId)
          .execute()
      ).map((r) => [r.title, r.id]),
    );
  return { ...w, alvedon, warningIds: ids };
}

async function idOf(siteId: string, titlePart: string) {
  const row = await env.db
    .selectFrom('warnings')
    .select('id')
    .where('site_id', '=', siteId)
    .where('title', 'like', `%${titlePart}%`)
    .executeTakeFirstOrThrow();
  return row.id;
}

const titles = (body: { items?: unknown }) =>
  (body.items as { title: string }[]).map((i) => i.title);

describe('GET /warnings', () => {
  it('lists the working site, most severe first, with the four counts', async () => {
    const w = await warnedWorld();
    const res = await env.request('GET', '/warnings/', { token: w.staff.token, site: w.a1 });
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual([
      'Utgick igår: Morfin 10 mg, batch MOR-EXP',
      'Slut i lager: Naloxon 0,4 mg/ml',
      'Utgår om 20 dagar: Alvedon 500 mg, batch ALV-20',
    ]);
    expect(res.body).toMatchObject({ total: 3, page: 1, size: 20, pages: 1 });
    expect(res.body.counts).toEqual({ active: 3, critical: 1, acknowledged: 0, resolved: 0 });
    const [expired] = res.body.items;
    expect(expired).toMatchObject({
      site_id: w.a1,
      warning_type: 'critical_expiry',
      severity: 'critical',
      is_acknowledged: false,
      is_resolved: false,
      resolved_by_user: null,
      site: { name: 'Hemsjukvården Solna' },
      medicine_template: { name: 'Morfin', strength: '10 mg' },
      inventory_item: {
        batch_number: 'MOR-EXP',
        expiry_date: addDays(TODAY, -1),
        quantity: 2,
        unit_type: 'styck',
        medicine_template: { name: 'Morfin', strength: '10 mg' },
      },
    });
    expect(res.body.items[1]).toMatchObject({ warning_type: 'low_stock', inventory_item: null });
  });

  it('covers every visible site with all_sites or without a working site, never another tenant', async () => {
    const w = await warnedWorld();
    const mine = await env.request('GET', '/warnings?all_sites=true', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(mine.body.total).toBe(4);
    expect(new Set(mine.body.items.map((i: { site_id: string }) => i.site_id))).toEqual(
      new Set([w.a1, w.a2]),
    );
    const chosen = await env.request(`GET`, `/warnings?site_id=${w.a2}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(titles(chosen.body)).toEqual(['Utgår om 10 dagar: Furix 10 mg, batch FUR-10']);
    const foreign = await env.request('GET', `/warnings?site_id=${w.b1}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(foreign.status).toBe(404);
    const admin = await env.request('GET', '/warnings?size=200', { token: w.admin.token });
    const sites = new Set(admin.body.items.map((i: { site_id: string }) => i.site_id));
    expect([w.a1, w.a2, w.b1].every((s) => sites.has(s))).toBe(true);
    const unknown = await env.request('GET', `/warnings?site_id=${randomUUID()}`, {
      token: w.admin.token,
    });
    expect(unknown.status).toBe(404);
  });

  it('filters by type, severity, status and search, and pages', async () => {
    const w = await warnedWorld();
    const get = async (query: string) =>
      (await env.request('GET', `/warnings?${query}`, { token: w.siteAdmin.token, site: w.a1 }))
        .body;
    expect(titles(await get('warning_type=low_stock'))).toEqual([
      'Slut i lager: Naloxon 0,4 mg/ml',
    ]);
    expect(titles(await get('severity=critical'))).toEqual([
      'Utgick igår: Morfin 10 mg, batch MOR-EXP',
    ]);
    expect(titles(await get('search=alv-20'))).toEqual([
      'Utgår om 20 dagar: Alvedon 500 mg, batch ALV-20',
    ]);
    expect((await get('search=NALOXON')).total).toBe(1);
    expect((await get('search=morfin')).total).toBe(1);
    expect((await get('is_resolved=true')).total).toBe(0);
    const second = await get('size=2&page=2');
    expect(second).toMatchObject({ total: 3, pages: 2, page: 2 });
    expect(titles(second)).toEqual(['Utgår om 20 dagar: Alvedon 500 mg, batch ALV-20']);
    expect((await get('search=alvedon&severity=high')).counts.active).toBe(3);
  });

  it('answers bad filters with Swedish 422s', async () => {
    const w = await env.world();
    for (const [query, message] of [
      ['warning_type=fire', 'Ogiltig varningstyp'],
      ['severity=extreme', 'Ogiltig allvarlighetsgrad'],
      ['is_resolved=kanske', 'Värdet måste vara true eller false'],
      ['size=0', 'Sidstorlek måste vara minst 1'],
      ['site_id=abc', 'Ogiltigt id'],
    ] as const) {
      const res = await env.request('GET', `/warnings?${query}`, {
        token: w.staff.token,
        site: w.a1,
      });
      expect(res.status, query).toBe(422);
      expect(res.body.detail, query).toBe(message);
    }
  });
});

describe('acknowledge and resolve', () => {
  it('a unit manager acknowledges once; the history and audit name them', async () => {
    const w = await warnedWorld();
    const id = await idOf(w.a1, 'MOR-EXP');
    const res = await env.request('POST', `/warnings/acknowledge/${id}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      is_acknowledged: true,
      is_resolved: false,
      acknowledged_by_user: { first_name: 'Test', last_name: 'site_admin' },
    });
    expect(res.body.history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'acknowledged',
    ]);
    expect(res.body.history[1]).toMatchObject({
      action_by_user_name: 'Test site_admin',
      action_details: null,
    });
    const again = await env.request('POST', `/warnings/acknowledge/${id}`, {
      token: w.admin.token,
      site: w.a1,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      detail: 'Varningen är redan kvitterad.',
      code: 'WARNING_ALREADY_ACKNOWLEDGED',
    });
    const audit = (await env.auditRows('warning')).filter((r) => r.entity_id === id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'acknowledge',
      actor_id: w.siteAdmin.id,
      site_id: w.a1,
    });
    const counts = await env.request('GET', '/warnings', { token: w.staff.token, site: w.a1 });
    expect(counts.body.counts).toMatchObject({ active: 3, acknowledged: 1 });
  });

  it('resolving stores the note and the person; a second resolve or acknowledge is 409 and changes nothing', async () => {
    const w = await warnedWorld();
    const id = await idOf(w.a1, 'ALV-20');
    const res = await env.request('PUT', `/warnings/${id}/resolve`, {
      token: w.admin.token,
      site: w.a1,
      body: { resolution_notes: '  Flyttad till akutväskan, används först  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_resolved: true,
      resolution_notes: 'Flyttad till akutväskan, används först',
      resolved_by_user: { first_name: 'Test', last_name: 'admin' },
    });
    expect(res.body.resolved_at).toBe(env.clock.now().toISOString());
    expect(res.body.history.at(-1)).toMatchObject({
      action: 'resolved',
      action_by_user_name: 'Test admin',
      action_details: 'Flyttad till akutväskan, används först',
    });
    const historyBefore = res.body.history.length;
    for (const [method, path] of [
      ['PUT', `/warnings/${id}/resolve`],
      ['POST', `/warnings/acknowledge/${id}`],
    ] as const) {
      const again = await env.request(method, path, {
        token: w.siteAdmin.token,
        site: w.a1,
        body: method === 'PUT' ? {} : undefined,
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        detail: 'Varningen är redan åtgärdad.',
        code: 'WARNING_ALREADY_RESOLVED',
      });
    }
    const after = await env.request('GET', `/warnings/${id}/with-history`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(after.body.history).toHaveLength(historyBefore);
    expect(after.body.resolution_notes).toBe('Flyttad till akutväskan, används först');
    const listed = await env.request('GET', '/warnings?is_resolved=true', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(titles(listed.body)).toEqual(['Utgår om 20 dagar: Alvedon 500 mg, batch ALV-20']);
    expect(listed.body.counts).toEqual({ active: 2, critical: 1, acknowledged: 0, resolved: 1 });
  });

  it('refuses care staff (403), other tenants and unknown ids (404), and bad notes (422)', async () => {
    const w = await warnedWorld();
    const id = await idOf(w.a1, 'MOR-EXP');
    const foreignId = await idOf(w.b1, 'MOR-B');
    const staff = await env.request('POST', `/warnings/acknowledge/${id}`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(staff.status).toBe(403);
    const foreign = await env.request('PUT', `/warnings/${foreignId}/resolve`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {},
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Varningen hittades inte.');
    const seen = await env.request('GET', `/warnings/${foreignId}/with-history`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(seen.status).toBe(404);
    const unknown = await env.request('POST', `/warnings/acknowledge/${randomUUID()}`, {
      token: w.admin.token,
    });
    expect(unknown.status).toBe(404);
    const badId = await env.request('GET', '/warnings/123/with-history', { token: w.admin.token });
    expect(badId.status).toBe(422);
    const long = await env.request('PUT', `/warnings/${id}/resolve`, {
      token: w.admin.token,
      body: { resolution_notes: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(422);
    expect(long.body.detail).toBe('Anteckning får vara max 1000 tecken');
    const row = await env.db
      .selectFrom('warnings')
      .select(['is_resolved', 'is_acknowledged'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_resolved: 0, is_acknowledged: 0 });
  });

  it('a care worker reads a warning of their site with its history', async () => {
    const w = await warnedWorld();
    const id = await idOf(w.a1, 'MOR-EXP');
    const res = await env.request('GET', `/warnings/${id}/with-history`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(res.status).toBe(200);
    expect(res.body.history).toEqual([
      {
        id: expect.any(String),
        action: 'created',
        timestamp: env.clock.now().toISOString(),
        action_by_user_name: 'System',
        action_details: expect.stringContaining('Kassera batchen'),
        details_message: {
          code: 'warning.expiry.description',
          params: expect.objectContaining({ batch: 'MOR-EXP', advice: 'expired' }),
        },
      },
    ]);
  });
});

describe('bulk calls', () => {
  it('acknowledge all or nothing; those already acknowledged are left as they are', async () => {
    const w = await warnedWorld();
    const ids = Object.values(await w.warningIds(w.a1));
    const foreignId = await idOf(w.b1, 'MOR-B');
    const mixed = await env.request('POST', '/warnings/bulk-acknowledge', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { ids: [...ids, foreignId] },
    });
    expect(mixed.status).toBe(404);
    expect(mixed.body.detail).toBe('1 av de valda varningarna hittades inte.');
    const untouched = await env.request('GET', '/warnings', { token: w.staff.token, site: w.a1 });
    expect(untouched.body.counts.acknowledged).toBe(0);

    await env.request('POST', `/warnings/acknowledge/${ids[0]}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    const ok = await env.request('POST', '/warnings/bulk-acknowledge', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { ids: [...ids, ids[1]] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ count: 2 });
    const after = await env.request('GET', '/warnings', { token: w.staff.token, site: w.a1 });
    expect(after.body.counts.acknowledged).toBe(3);
  });

  it('resolve all or nothing: one resolved warning among them changes none', async () => {
    const w = await warnedWorld();
    const ids = Object.values(await w.warningIds(w.a1));
    await env.request('PUT', `/warnings/${ids[0]}/resolve`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {},
    });
    const refused = await env.request('POST', '/warnings/bulk-resolve', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { ids, resolution_notes: 'Inventering klar' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      '1 av de valda varningarna är redan åtgärdade. Inget har ändrats.',
    );
    const stillOpen = await env.request('GET', '/warnings', { token: w.staff.token, site: w.a1 });
    expect(stillOpen.body.counts).toMatchObject({ active: 2, resolved: 1 });

    const done = await env.request('POST', '/warnings/bulk-resolve', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { ids: ids.slice(1), resolution_notes: 'Inventering klar' },
    });
    expect(done.body).toEqual({ count: 2 });
    const resolved = await env.request('GET', '/warnings?is_resolved=true', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(resolved.body.counts).toMatchObject({ active: 0, resolved: 3 });
    const notes = resolved.body.items.map(
      (i: { resolution_notes: string | null }) => i.resolution_notes,
    );
    expect(notes.filter((n: string | null) => n === 'Inventering klar')).toHaveLength(2);
    const audit = (await env.auditRows('warning')).filter((r) => ids.includes(r.entity_id ?? ''));
    expect(audit.map((r) => r.action)).toEqual(['resolve', 'resolve', 'resolve']);
  });

  it('refuse care staff and an empty selection', async () => {
    const w = await warnedWorld();
    const ids = Object.values(await w.warningIds(w.a1));
    const staff = await env.request('POST', '/warnings/bulk-resolve', {
      token: w.staff.token,
      site: w.a1,
      body: { ids },
    });
    expect(staff.status).toBe(403);
    const empty = await env.request('POST', '/warnings/bulk-acknowledge', {
      token: w.admin.token,
      body: { ids: [] },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toBe('Välj minst en varning');
  });
});
