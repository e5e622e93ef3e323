import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/stock-rules.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createTestEnv, START, type TestEnv } from '../../test/harness.ts';
import { OLD_NOW, oldSites, withOlderDatabase } from '../../test/older-database.ts';
import { refreshWarnings } from './refresh-warnings.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());
afterEach(() => env.clock.set(START));

const TODAY = '2026-11-21';

async function unit() {
  const site = await env.site(await env.customer());
  const manager = await env.user('site_admin', [site]);
  return { site, token: await env.tokenFor(manager.id) };
}

/** The site's warnings as the API answers them, by batch or medicine in the title. */
async function listed(site: string, token: string, query = '') {
  const res = await env.request('GET', `/warnings/?size=100${query}`, { token, site });
  expect(res.status).toBe(200);
  return res.body.items as {
    id: string;
    title: string;
    title_message: unknown;
    description_message: unknown;
    resolution_notes: string | null;
    resolution_message: unknown;
  }[];
}

const byTitle = async (site: string, token: string, part: string, query = '') => {
  const found = (await listed(site, token, query)).find((w) => w.title.includes(part));
  expect(found, part).toBeDefined();
  return found!;
};

describe('warnings carry their texts as a code and params', () => {
  it('expiry warnings: a code per way of saying the day, the facts as params', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Alvedon', { strength: '500 mg' });
    const days = { 'AL-20': 20, 'AL-1': 1, 'AL-0': 0, 'AL-M1': -1, 'AL-M3': -3 };
    for (const [batch, d] of Object.entries(days))
      await env.item(site, med, batch, addDays(TODAY, d), 4);
    await env.db
      .updateTable('inventory_items')
      .set({ location: 'Skåp 3' })
      .where('batch_number', '=', 'AL-20')
      .execute();
    await refreshWarnings(env.db, env.clock, { siteIds: [site] });

    const titleCodes = await Promise.all(
      Object.keys(days).map(async (batch) => (await byTitle(site, token, batch)).title_message),
    );
    const medicine = 'Alvedon 500 mg';
    expect(titleCodes).toEqual([
      {
        code: 'warning.expiry.title.in_days',
        params: { days: 20, medicine, batch: 'AL-20' },
      },
      { code: 'warning.expiry.title.tomorrow', params: { medicine, batch: 'AL-1' } },
      { code: 'warning.expiry.title.today', params: { medicine, batch: 'AL-0' } },
      { code: 'warning.expiry.title.yesterday', params: { medicine, batch: 'AL-M1' } },
      { code: 'warning.expiry.title.days_ago', params: { days: 3, medicine, batch: 'AL-M3' } },
    ]);
    const located = await byTitle(site, token, 'AL-20');
    expect(located.title).toBe('Utgår om 20 dagar: Alvedon 500 mg, batch AL-20');
    expect(located.description_message).toEqual({
      code: 'warning.expiry.description.located',
      params: {
        medicine,
        batch: 'AL-20',
        expiry_date: addDays(TODAY, 20),
        quantity: 4,
        unit: 'styck',
        advice: 'plan',
        location: 'Skåp 3',
      },
    });
    expect((await byTitle(site, token, 'AL-1')).description_message).toEqual({
      code: 'warning.expiry.description',
      params: {
        medicine,
        batch: 'AL-1',
        expiry_date: addDays(TODAY, 1),
        quantity: 4,
        unit: 'styck',
        advice: 'use_first',
      },
    });
    expect((await byTitle(site, token, 'AL-M3')).description_message).toMatchObject({
      params: { advice: 'expired' },
    });
  });

  it('low stock and out of stock, then the reason it closed in the warning and its history', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Naloxon', { strength: '0,4 mg/ml', minimum: 5 });
    const item = await env.item(site, med, 'NX-1', addDays(TODAY, 300), 2);
    await refreshWarnings(env.db, env.clock, { siteIds: [site] });
    const low = await byTitle(site, token, 'Naloxon');
    expect(low).toMatchObject({
      title_message: { code: 'warning.low_stock.title', params: { medicine: 'Naloxon 0,4 mg/ml' } },
      description_message: {
        code: 'warning.low_stock.description',
        params: { medicine: 'Naloxon 0,4 mg/ml', total: 2, minimum: 5 },
      },
    });

    await env.request('POST', '/kassation/initiate', {
      token,
      site,
      body: { inventory_item_id: item, quantity: 2 },
    });
    const empty = await byTitle(site, token, 'Naloxon');
    expect(empty).toMatchObject({
      id: low.id,
      title: 'Slut i lager: Naloxon 0,4 mg/ml',
      title_message: { code: 'warning.out_of_stock.title' },
      description_message: {
        code: 'warning.out_of_stock.description',
        params: { medicine: 'Naloxon 0,4 mg/ml', minimum: 5 },
      },
    });

    await env.request('PUT', `/medicines/${med}`, {
      token,
      site,
      body: { minimum_stock_level: 0 },
    });
    const closed = await byTitle(site, token, 'Naloxon', '&is_resolved=true');
    expect(closed).toMatchObject({
      resolution_notes: 'Lägsta lagernivå bevakas inte längre för läkemedlet',
      resolution_message: { code: 'resolution.minimum_not_tracked', params: {} },
    });
    const detail = await env.request('GET', `/warnings/${low.id}/with-history`, { token, site });
    const history = detail.body.history as { action: string; details_message: unknown }[];
    expect(history.map((h) => [h.action, h.details_message])).toEqual([
      [
        'created',
        {
          code: 'warning.low_stock.description',
          params: { medicine: 'Naloxon 0,4 mg/ml', total: 2, minimum: 5 },
        },
      ],
      ['resolved', { code: 'resolution.minimum_not_tracked', params: {} }],
    ]);
  });

  it('a batch turning critical closes the first with a code and a person’s note has none', async () => {
    const { site } = await unit();
    const med = await env.medicine(site, 'Furix');
    await env.item(site, med, 'FX-1', addDays(TODAY, 20), 3);
    await env.item(site, med, 'FX-2', addDays(TODAY, 25), 3);
    await refreshWarnings(env.db, env.clock, { siteIds: [site] });
    env.clock.set(`${addDays(TODAY, 15)}T11:00:00.000Z`);
    await refreshWarnings(env.db, env.clock, { siteIds: [site] });
    const token = await env.tokenFor((await env.user('site_admin', [site])).id);
    const crossed = (await listed(site, token, '&is_resolved=true')).find((w) =>
      w.title.includes('FX-1'),
    );
    expect(crossed?.resolution_message).toEqual({
      code: 'resolution.became_critical',
      params: {},
    });

    const open = await byTitle(site, token, 'FX-2');
    const resolved = await env.request('PUT', `/warnings/${open.id}/resolve`, {
      token,
      site,
      body: { resolution_notes: 'Flyttad till akuten' },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      resolution_notes: 'Flyttad till akuten',
      resolution_message: null,
    });
    expect(resolved.body.history.at(-1)).toMatchObject({
      action: 'resolved',
      action_details: 'Flyttad till akuten',
      details_message: null,
    });
  });

  it('a warning from before messages were kept answers null and gets them at the next refresh', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Atarax', { strength: '25 mg' });
    await env.item(site, med, 'AT-1', addDays(TODAY, 10), 6);
    await refreshWarnings(env.db, env.clock, { siteIds: [site] });
    await env.db
      .updateTable('warnings')
      .set({ title_message: null, description_message: null })
      .where('site_id', '=', site)
      .execute();
    const old = await byTitle(site, token, 'AT-1');
    expect(old).toMatchObject({
      title: 'Utgår om 10 dagar: Atarax 25 mg, batch AT-1',
      title_message: null,
      description_message: null,
    });

    expect(await refreshWarnings(env.db, env.clock, { siteIds: [site] })).toMatchObject({
      updated: 1,
    });
    expect((await byTitle(site, token, 'AT-1')).title_message).toMatchObject({
      code: 'warning.expiry.title.in_days',
    });
    expect(await refreshWarnings(env.db, env.clock, { siteIds: [site] })).toMatchObject({
      updated: 0,
    });
  });

  it('a stored message that cannot be read answers null', async () => {
    const { site, token } = await unit();
    const med = await env.medicine(site, 'Theralen');
    await env.item(site, med, 'TH-1', addDays(TODAY, 10), 6);
    await refreshWarnings(env.db, env.clock, { siteIds: [site] });
    await env.db
      .updateTable('warnings')
      .set({ title_message: '{"code":7}' })
      .where('site_id', '=', site)
      .execute();
    expect((await byTitle(site, token, 'TH-1')).title_message).toBeNull();
  });
});

describe('migration 0020 on warnings kept before messages', () => {
  it('keeps their texts and gives them no message, so their Swedish text is shown', async () => {
    await withOlderDatabase('0019_mail', async (db) => {
      const [site] = await oldSites(db, 1);
      const id = randomUUID();
      await db
        .insertInto('warnings')
        .values({
          id,
          site_id: site!,
          inventory_item_id: null,
          medicine_template_id: null,
          warning_type: 'system_alert',
          severity: 'high',
          title: 'Säkerhetskopieringen misslyckades',
          description: 'Nattens säkerhetskopia kunde inte skapas.',
          open_key: null,
          suppress_key: null,
          is_acknowledged: 0,
          acknowledged_by: null,
          acknowledged_at: null,
          is_resolved: 1,
          resolved_by: null,
          resolved_at: OLD_NOW,
          resolution_notes: 'Säkerhetskopieringen fungerar igen.',
          created_at: OLD_NOW,
          updated_at: OLD_NOW,
        })
        .execute();
      await db
        .insertInto('warning_history')
        .values({
          id: randomUUID(),
          warning_id: id,
          action: 'created',
          at: OLD_NOW,
          actor_id: null,
          actor_name: 'System',
          details: 'Nattens säkerhetskopia kunde inte skapas.',
        })
        .execute();
      await migrateToLatest(db);
      expect(
        await db
          .selectFrom('warnings')
          .select(['title', 'title_message', 'description_message', 'resolution_message'])
          .executeTakeFirst(),
      ).toEqual({
        title: 'Säkerhetskopieringen misslyckades',
        title_message: null,
        description_message: null,
        resolution_message: null,
      });
      expect(
        await db.selectFrom('warning_history').select('details_message').executeTakeFirst(),
      ).toEqual({ details_message: null });
    });
  });
});
