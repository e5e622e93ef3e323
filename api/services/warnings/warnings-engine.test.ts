import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverMessage } from '../../../shared/message-codes.ts';
import { addDays } from '../../../shared/stock-rules.ts';
import { refreshAllWarnings } from '../../jobs/warnings-job.ts';
import { refreshAllSites } from './refresh-all.ts';
import { refreshWarnings } from './refresh-warnings.ts';
import { raiseSystemAlert, resolveSystemAlert } from './system-alerts.ts';
import { createTestEnv, START, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());
afterEach(() => env.clock.set(START));

const TODAY = '2026-11-21';
/** Noon in Stockholm on the given day. */
const noonOn = (day: string) => `${day}T11:00:00.000Z`;

async function warningsOf(siteId: string) {
  return env.db
    .selectFrom('warnings')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('created_at')
    .orderBy('warning_type')
    .execute();
}

const open = async (siteId: string) => (await warningsOf(siteId)).filter((w) => !w.is_resolved);

async function historyOf(warningId: string) {
  return env.db
    .selectFrom('warning_history')
    .selectAll()
    .where('warning_id', '=', warningId)
    .orderBy('at')
    .execute();
}

/** A unit with a manager, in a customer of its own. */
async function unit() {
  const site = await env.site(await env.customer());
  const manager = await env.user('site_admin', [site], { firstName: 'Maja' });
  return { site, token: await env.tokenFor(manager.id) };
}

const refreshSite = (site: string) => refreshWarnings(env.db, env.clock, { siteIds: [site] });

describe('expiry warnings', () => {
  it('warns a month ahead, raises the severity as the day nears, then turns critical and closes the first', async () => {
    const { site } = await unit();
    const med = await env.medicine(site, 'Alvedon', { strength: '500 mg' });
    const item = await env.item(site, med, 'AL-1', addDays(TODAY, 40), 12);
    await refreshSite(site);
    expect(await warningsOf(site)).toEqual([]);

    env.clock.set(noonOn(addDays(TODAY, 10)));
    await refreshSite(site);
    const [first] = await open(site);
    expect(first).toMatchObject({
      warning_type: 'expiry_warning',
      severity: 'medium',
      inventory_item_id: item,
      medicine_template_id: med,
      title: 'Utgår om 30 dagar: Alvedon 500 mg, batch AL-1',
    });
    expect(first!.description).toContain(`har utgångsdatum ${addDays(TODAY, 40)}`);
    expect(first!.description).toContain('12 styck kvar');

    env.clock.set(noonOn(addDays(TODAY, 26)));
    await refreshSite(site);
    const [same] = await open(site);
    expect(same).toMatchObject({
      id: first!.id,
      severity: 'high',
      title: 'Utgår om 14 dagar: Alvedon 500 mg, batch AL-1',
    });

    env.clock.set(noonOn(addDays(TODAY, 33)));
    await refreshSite(site);
    const all = await warningsOf(site);
    expect(all).toHaveLength(2);
    const closed = all.find((w) => w.id === first!.id)!;
    expect(closed).toMatchObject({ is_resolved: 1, open_key: null, resolved_by: null });
    expect(closed.resolution_notes).toBe(
      'Batchen har nått kritisk nivå och har fått en ny varning',
    );
    const critical = all.find((w) => w.id !== first!.id)!;
    expect(critical).toMatchObject({
      warning_type: 'critical_expiry',
      severity: 'critical',
      is_resolved: 0,
      title: 'Utgår om 7 dagar: Alvedon 500 mg, batch AL-1',
    });
    const history = await historyOf(first!.id);
    expect(history.map((h) => [h.action, h.actor_name])).toEqual([
      ['created', 'System'],
      ['resolved', 'System'],
    ]);
    expect((await historyOf(critical.id)).map((h) => h.action)).toEqual(['created']);
  });

  it('calls an expired batch critical and says how long ago it expired', async () => {
    const { site } = await unit();
    const med = await env.medicine(site, 'Oxynorm', { strength: '5 mg' });
    await env.item(site, med, 'OX-9', addDays(TODAY, -2), 8);
    await env.item(site, med, 'OX-10', TODAY, 3);
    await refreshSite(site);
    const titles = (await open(site)).map((w) => [w.warning_type, w.severity, w.title]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['critical_expiry', 'critical', 'Utgick för 2 dagar sedan: Oxynorm 5 mg, batch OX-9'],
        ['critical_expiry', 'critical', 'Utgår idag: Oxynorm 5 mg, batch OX-10'],
      ]),
    );
    const expired = (await open(site)).find((w) => w.title.includes('OX-9'))!;
    expect(expired.description).toContain('Läkemedlet får inte användas. Kassera batchen.');
  });

  it('never warns about a batch with nothing left', async () => {
    const { site } = await unit();
    const med = await env.medicine(site);
    await env.item(site, med, 'TOM-1', addDays(TODAY, 3), 0);
    await refreshSite(site);
    expect(await warningsOf(site)).toEqual([]);
  });

  it('follows each site’s own warning and critical days, at once when the settings change', async () => {
    const wide = await unit();
    const plain = await unit();
    for (const { site } of [wide, plain]) {
      const med = await env.medicine(site, 'Furix', { strength: '40 mg' });
      await env.item(site, med, 'FX-45', addDays(TODAY, 45), 10);
      await env.item(site, med, 'FX-9', addDays(TODAY, 9), 10);
    }
    const settings = await env.request('PUT', `/sites/${wide.site}/settings`, {
      token: wide.token,
      site: wide.site,
      body: { warning_days: 60, critical_warning_days: 10 },
    });
    expect(settings.status).toBe(200);
    await refreshSite(plain.site);
    const typeOf = async (site: string) =>
      Object.fromEntries(
        (await open(site)).map((w) => [w.title.split('batch ')[1], w.warning_type]),
      );
    expect(await typeOf(wide.site)).toEqual({
      'FX-45': 'expiry_warning',
      'FX-9': 'critical_expiry',
    });
    expect(await typeOf(plain.site)).toEqual({ 'FX-9': 'expiry_warning' });

    await env.request('PUT', `/sites/${wide.site}/settings`, {
      token: wide.token,
      site: wide.site,
      body: { warning_days: 30, critical_warning_days: 7 },
    });
    expect(await typeOf(wide.site)).toEqual({ 'FX-9': 'expiry_warning' });
    const closed = (await warningsOf(wide.site)).filter((w) => w.is_resolved);
    expect(closed.map((w) => w.resolution_notes).sort()).toEqual([
      'Batchen är inte längre kritisk',
      'Utgångsdatumet ligger inte längre inom varningstiden',
    ]);
  });
});

describe('a medicine’s refresh', () => {
  it('holds each of its batches to the days of the batch’s own site', async () => {
    const wide = await unit();
    const plain = await unit();
    await env.db
      .updateTable('sites')
      .set({ warning_days: 60, critical_warning_days: 10 })
      .where('id', '=', wide.site)
      .execute();
    for (const { site } of [wide, plain]) {
      const med = await env.medicine(site, 'Furix', { strength: '40 mg' });
      for (const days of [9, 30, 45, 60, 61])
        await env.item(site, med, `FX-${days}`, addDays(TODAY, days), 10);
      await env.item(site, med, 'FX-EMPTY', addDays(TODAY, 20), 0);
      await refreshWarnings(env.db, env.clock, { templateIds: [med] });
    }
    const typeOf = async (site: string) =>
      Object.fromEntries(
        (await open(site)).map((w) => [w.title.split('batch ')[1], w.warning_type]),
      );
    expect(await typeOf(wide.site)).toEqual({
      'FX-9': 'critical_expiry',
      'FX-30': 'expiry_warning',
      'FX-45': 'expiry_warning',
      'FX-60': 'expiry_warning',
    });
    expect(await typeOf(plain.site)).toEqual({
      'FX-9': 'expiry_warning',
      'FX-30': 'expiry_warning',
    });
  });
});

describe('stock changes keep warnings current', () => {
  it('a disposal of the whole batch closes its warning in the same call', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Morfin');
    const item = await env.item(site, med, 'MM-1', addDays(TODAY, 5), 3);
    await refreshSite(site);
    const [warning] = await open(site);
    const res = await env.request('POST', '/kassation/initiate', {
      token,
      site,
      body: { inventory_item_id: item, quantity: 3 },
    });
    expect(res.status).toBe(201);
    const [closed] = await warningsOf(site);
    expect(closed).toMatchObject({
      id: warning!.id,
      is_resolved: 1,
      resolution_notes: 'Batchen är kasserad eller slut',
    });
    const last = (await historyOf(warning!.id)).at(-1)!;
    expect(last).toMatchObject({
      action: 'resolved',
      actor_name: 'System',
      details: 'Batchen är kasserad eller slut',
    });
  });

  it('cancelling or restoring a disposal raises the warning again', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Morfin');
    const item = await env.item(site, med, 'MM-3', addDays(TODAY, 5), 3);
    const dispose = () =>
      env.request('POST', '/kassation/initiate', {
        token,
        site,
        body: { inventory_item_id: item, quantity: 3 },
      });
    const first = await dispose();
    expect(await open(site)).toEqual([]);
    const cancelled = await env.request('DELETE', `/kassation/${first.body.id}`, { token, site });
    expect(cancelled.status).toBe(200);
    expect((await open(site)).map((w) => w.title)).toEqual([
      'Utgår om 5 dagar: Morfin 10 mg, batch MM-3',
    ]);

    const second = await dispose();
    expect(await open(site)).toEqual([]);
    const restored = await env.request('POST', `/kassation/restore/${second.body.id}`, {
      token,
      site,
      body: {},
    });
    expect(restored.status).toBe(200);
    expect(await open(site)).toHaveLength(1);
    expect(await warningsOf(site)).toHaveLength(2);
  });

  it('a partial disposal keeps the warning and updates the quantity in its text', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Morfin');
    const item = await env.item(site, med, 'MM-2', addDays(TODAY, 5), 3);
    await refreshSite(site);
    await env.request('POST', '/kassation/initiate', {
      token,
      site,
      body: { inventory_item_id: item, quantity: 1 },
    });
    const [warning] = await open(site);
    expect(warning!.description).toContain('2 styck kvar');
    expect(await warningsOf(site)).toHaveLength(1);
  });

  it('editing the expiry date moves the warning; adding a near batch raises one', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Eliquis');
    const item = await env.item(site, med, 'EQ-1', addDays(TODAY, 20), 30);
    await refreshSite(site);
    const edited = await env.request('PUT', `/inventory/items/${item}`, {
      token,
      site,
      body: { expiry_date: addDays(TODAY, 200) },
    });
    expect(edited.status).toBe(200);
    expect(await open(site)).toEqual([]);
    expect((await warningsOf(site))[0]!.resolution_notes).toBe(
      'Utgångsdatumet ligger inte längre inom varningstiden',
    );

    const created = await env.request('POST', '/inventory/items', {
      token,
      site,
      body: {
        medicine_template_id: med,
        batch_number: 'EQ-2',
        expiry_date: addDays(TODAY, 3),
        quantity: 4,
      },
    });
    expect(created.status).toBe(201);
    expect((await open(site)).map((w) => w.title)).toEqual([
      expect.stringContaining('Utgår om 3 dagar'),
    ]);
  });

  it('low stock is raised by a disposal, deepens when empty and is closed by a restock', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Naloxon', { strength: '0,4 mg/ml', minimum: 5 });
    const item = await env.item(site, med, 'NX-1', addDays(TODAY, 300), 8);
    await refreshSite(site);
    expect(await open(site)).toEqual([]);

    await env.request('POST', '/kassation/initiate', {
      token,
      site,
      body: { inventory_item_id: item, quantity: 3 },
    });
    const [low] = await open(site);
    expect(low).toMatchObject({
      warning_type: 'low_stock',
      severity: 'medium',
      medicine_template_id: med,
      inventory_item_id: null,
      title: 'Lågt lager: Naloxon 0,4 mg/ml',
    });
    expect(low!.description).toContain('har 5 kvar på enheten, lägsta lagernivå är 5');

    await env.request('POST', '/kassation/initiate', {
      token,
      site,
      body: { inventory_item_id: item, quantity: 5 },
    });
    const [empty] = await open(site);
    expect(empty).toMatchObject({
      id: low!.id,
      severity: 'high',
      title: 'Slut i lager: Naloxon 0,4 mg/ml',
    });

    const unpacked = await env.request('POST', '/inventory/unpack', {
      token,
      site,
      body: {
        medicine_template_id: med,
        batch_number: 'NX-1',
        expiry_date: addDays(TODAY, 300),
        quantity: 20,
      },
    });
    expect(unpacked.status).toBe(200);
    expect(await open(site)).toEqual([]);
    expect((await warningsOf(site))[0]).toMatchObject({
      id: low!.id,
      resolution_notes: 'Lagret är påfyllt',
    });
  });

  it('a new minimum raises low stock; minimum 0, deactivation and deletion close it', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Epipen', { strength: '300 mikrogram' });
    await env.item(site, med, 'EP-1', addDays(TODAY, 300), 2);
    const setMinimum = (body: object) =>
      env.request('PUT', `/medicines/${med}`, { token, site, body });

    expect((await setMinimum({ minimum_stock_level: 2 })).status).toBe(200);
    expect((await open(site)).map((w) => w.warning_type)).toEqual(['low_stock']);
    await setMinimum({ minimum_stock_level: 0 });
    expect(await open(site)).toEqual([]);

    await setMinimum({ minimum_stock_level: 4 });
    await setMinimum({ is_active: false });
    expect(await open(site)).toEqual([]);

    const fresh = await env.request('POST', '/medicines', {
      token,
      site,
      body: { name: 'Glucagen', strength: '1 mg', unit: 'injektion', minimum_stock_level: 2 },
    });
    expect(fresh.status).toBe(201);
    expect((await open(site)).map((w) => w.title)).toEqual(['Slut i lager: Glucagen 1 mg']);
    expect(
      (await env.request('DELETE', `/medicines/${fresh.body.id}`, { token, site })).status,
    ).toBe(200);
    expect(await open(site)).toEqual([]);
    const notes = (await warningsOf(site)).map((w) => w.resolution_notes).sort();
    expect(notes).toEqual([
      'Lägsta lagernivå bevakas inte längre för läkemedlet',
      'Läkemedlet är borttaget',
      'Läkemedlet är inaktiverat',
    ]);
  });
});

describe('the reconciliation', () => {
  it('changes nothing when run again, and the open key refuses a second open warning', async () => {
    const { site } = await unit();
    const med = await env.medicine(site, 'Alvedon', { minimum: 50 });
    await env.item(site, med, 'A-1', addDays(TODAY, 3), 10);
    await env.item(site, med, 'A-2', addDays(TODAY, 20), 10);
    const first = await refreshSite(site);
    expect(first).toEqual({ created: 3, resolved: 0, updated: 0 });
    const before = await warningsOf(site);
    expect(await refreshSite(site)).toEqual({ created: 0, resolved: 0, updated: 0 });
    expect(await refreshWarnings(env.db, env.clock, { templateIds: [med] })).toEqual({
      created: 0,
      resolved: 0,
      updated: 0,
    });
    expect(await warningsOf(site)).toEqual(before);
    const copy = { ...before[0]!, id: crypto.randomUUID() };
    await expect(env.db.insertInto('warnings').values(copy).execute()).rejects.toThrow();
  });

  it('the scheduled full run covers every site and notes what it did in the audit log', async () => {
    const { site } = await unit();
    const med = await env.medicine(site, 'Heparin');
    await env.item(site, med, 'H-1', addDays(TODAY, 31), 5);
    await refreshAllWarnings(env);
    expect(await open(site)).toEqual([]);
    env.clock.set(noonOn(addDays(TODAY, 1)));
    const summary = await refreshAllWarnings(env);
    expect(summary.created).toBeGreaterThanOrEqual(1);
    expect((await open(site)).map((w) => w.title)).toEqual([
      expect.stringContaining('Utgår om 30 dagar'),
    ]);
    const audit = (await env.auditRows('warning')).filter((r) => r.action === 'refresh');
    expect(audit.at(-1)).toMatchObject({ actor_id: null, actor_label: 'System (varningar)' });
    expect(JSON.parse(audit.at(-1)!.after_json!)).toMatchObject({ created: summary.created });
    expect(await refreshAllSites(env.db, env.clock, 2)).toEqual({
      created: 0,
      resolved: 0,
      updated: 0,
    });
  });

  it('a scope of one batch covers its medicine, and other sites are left alone', async () => {
    const mine = await unit();
    const other = await unit();
    const med = await env.medicine(mine.site, 'Alvedon', { minimum: 30 });
    const item = await env.item(mine.site, med, 'S-1', addDays(TODAY, 2), 10);
    const otherMed = await env.medicine(other.site, 'Alvedon');
    await env.item(other.site, otherMed, 'S-2', addDays(TODAY, 2), 10);
    await refreshWarnings(env.db, env.clock, { itemIds: [item] });
    expect((await open(mine.site)).map((w) => w.warning_type).sort()).toEqual([
      'critical_expiry',
      'low_stock',
    ]);
    expect(await open(other.site)).toEqual([]);
    expect(await refreshWarnings(env.db, env.clock, { itemIds: [] })).toEqual({
      created: 0,
      resolved: 0,
      updated: 0,
    });
  });
});

describe('a person’s resolution', () => {
  it('is not undone while the cause remains, and a cause that comes back is raised again', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Insulin', { minimum: 10 });
    const item = await env.item(site, med, 'IN-1', addDays(TODAY, 300), 4);
    await refreshSite(site);
    const [low] = await open(site);
    const resolved = await env.request('PUT', `/warnings/${low!.id}/resolve`, {
      token,
      site,
      body: { resolution_notes: 'Beställt, levereras på fredag' },
    });
    expect(resolved.status).toBe(200);
    await refreshSite(site);
    await refreshAllWarnings(env);
    expect(await open(site)).toEqual([]);
    expect((await warningsOf(site))[0]!.suppress_key).toBe(`low_stock:${med}`);

    await env.request('POST', '/inventory/unpack', {
      token,
      site,
      body: {
        medicine_template_id: med,
        batch_number: 'IN-1',
        expiry_date: addDays(TODAY, 300),
        quantity: 20,
      },
    });
    expect((await warningsOf(site))[0]!.suppress_key).toBeNull();

    await env.request('POST', '/kassation/initiate', {
      token,
      site,
      body: { inventory_item_id: item, quantity: 20 },
    });
    const again = await open(site);
    expect(again).toHaveLength(1);
    expect(again[0]!.id).not.toBe(low!.id);
  });

  it('of an early expiry warning does not silence the critical warning that follows', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Stesolid');
    await env.item(site, med, 'ST-1', addDays(TODAY, 20), 4);
    await refreshSite(site);
    const [early] = await open(site);
    await env.request('PUT', `/warnings/${early!.id}/resolve`, { token, site, body: {} });
    env.clock.set(noonOn(addDays(TODAY, 14)));
    await refreshSite(site);
    expect((await open(site)).map((w) => w.warning_type)).toEqual(['critical_expiry']);
  });

  it('lifts the silence at once when the cause was already gone', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Alvedon');
    const item = await env.item(site, med, 'G-1', addDays(TODAY, 3), 4);
    await refreshSite(site);
    const [warning] = await open(site);
    await env.db
      .updateTable('inventory_items')
      .set({ quantity: 0 })
      .where('id', '=', item)
      .execute();
    await env.request('PUT', `/warnings/${warning!.id}/resolve`, { token, site, body: {} });
    const [row] = await warningsOf(site);
    expect(row).toMatchObject({
      is_resolved: 1,
      suppress_key: null,
      resolved_by: expect.any(String),
    });
  });
});

describe('system alerts', () => {
  it('are raised once per site and key, left alone by the engine, and closed by their raiser', async () => {
    const { site } = await unit();
    const alert = {
      siteId: site,
      key: 'backup-failed',
      title: 'Säkerhetskopian misslyckades',
      description: 'Nattens säkerhetskopia kunde inte skrivas.',
      titleMessage: serverMessage('alert.backup_failed.title'),
      descriptionMessage: serverMessage('alert.backup_failed.description', { reason: 'disk' }),
    };
    const first = await raiseSystemAlert(env.db, env.clock, alert);
    const second = await raiseSystemAlert(env.db, env.clock, alert);
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    await refreshSite(site);
    expect(await open(site)).toMatchObject([
      { id: first.id, warning_type: 'system_alert', severity: 'high' },
    ]);
    const details = 'Säkerhetskopian fungerar igen';
    const message = serverMessage('resolution.backup_works');
    expect(await resolveSystemAlert(env.db, env.clock, { ...alert, details, message })).toBe(true);
    expect(await resolveSystemAlert(env.db, env.clock, { ...alert, details, message })).toBe(false);
    expect(await open(site)).toEqual([]);
    expect((await historyOf(first.id)).map((h) => h.details)).toEqual([alert.description, details]);
  });
});
