import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMedvaktCode } from '../../../shared/qr-code.ts';
import { rotateSiteKey, signCode, siteKeys } from './site-keys.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { codeFor, eliquisShelf, packCode, tokenOf } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const verify = (token: string | undefined, site: string | undefined, qr_code_data: string) =>
  env.request('POST', '/qr-codes/verify', { token, site, body: { qr_code_data } });

const scan = (w: World, body: Record<string, unknown>, token = w.staff.token) =>
  env.request('POST', '/qr-codes/scan', { token, site: w.a1, body });

const batches = (token: string, siteId: string, templateId: string) =>
  env.request('GET', `/qr-codes/batches/${templateId}?site_id=${siteId}`, { token, site: siteId });

describe('POST /qr-codes/verify with a Medvakt code', () => {
  it('names the medicine, the unit and the stock of a valid code', async () => {
    const w = await env.world();
    await env.item(w.a1, w.medA1, 'AL-1', '2027-03-31', 7);
    await env.item(w.a1, w.medA1, 'AL-2', '2027-05-31', 5);
    const code = await codeFor(env, w.a1, w.medA1);
    const res = await verify(w.staff.token, w.a1, ` ${code}/ `);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_valid: true,
      error_code: null,
      error_message: null,
      medicine_template_id: w.medA1,
      site_id: w.a1,
      medicine_name: 'Alvedon',
      strength: '10 mg',
      unit: 'tablett',
      is_controlled_substance: false,
      current_inventory: 12,
      site_name: 'Hemsjukvården Solna',
      gs1: null,
    });
    expect(parseMedvaktCode(res.body.qr_code_data)).toEqual(parseMedvaktCode(code));
  });

  it('refuses a forged token and a code replaced by a new key, in Swedish', async () => {
    const w = await env.world();
    const code = await codeFor(env, w.a1, w.medA1);
    const token = tokenOf(code);
    const forged = code.replace(token, `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`);
    const res = await verify(w.staff.token, w.a1, forged);
    expect(res.body).toMatchObject({
      is_valid: false,
      error_code: 'TOKEN_INVALID',
      error_message: 'Ogiltig QR-kod',
      medicine_name: null,
    });

    await rotateSiteKey(env.db, w.a1, env.clock.now().toISOString());
    const old = await verify(w.staff.token, w.a1, code);
    expect(old.body).toMatchObject({
      is_valid: false,
      error_code: 'TOKEN_REPLACED',
      error_message: 'QR-koden har ersatts av en nyare. Skriv ut ett nytt QR-ark för enheten.',
    });
    expect(
      (await verify(w.staff.token, w.a1, await codeFor(env, w.a1, w.medA1))).body.is_valid,
    ).toBe(true);
  });

  it('refuses a code of site A signed with the key of site B', async () => {
    const w = await env.world();
    const keysB = await siteKeys(env.db, w.b1);
    const mixed = `http://localhost/qr/${w.a1}/${w.medA1}/${signCode(keysB!.current, w.a1, w.medA1)}`;
    const res = await verify(w.staff.token, w.a1, mixed);
    expect(res.body).toMatchObject({ is_valid: false, error_code: 'TOKEN_INVALID' });
  });

  it('answers a user of site B scanning a code of site A as not found, telling nothing more', async () => {
    const w = await env.world();
    const itemId = await env.item(w.a1, w.medA1, 'AL-9', '2027-03-31', 9);
    const code = await codeFor(env, w.a1, w.medA1);
    const res = await verify(w.foreign.token, w.b1, code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_valid: false,
      error_code: 'SITE_NOT_ALLOWED',
      error_message: 'Medicin hittades inte',
      medicine_name: null,
      site_name: null,
      current_inventory: 0,
    });
    const list = await batches(w.foreign.token, w.a1, w.medA1);
    expect(list.status).toBe(403); // X-Site-Id of a site that is not theirs
    const listOwnHeader = await env.request('GET', `/qr-codes/batches/${w.medA1}?site_id=${w.a1}`, {
      token: w.foreign.token,
      site: w.b1,
    });
    expect(listOwnHeader.status).toBe(404);
    expect(listOwnHeader.body.detail).toBe('Medicin hittades inte');
    const taken = await env.request('POST', '/qr-codes/scan', {
      token: w.foreign.token,
      site: w.b1,
      body: { qr_code_data: code, action_type: 'withdraw', quantity: 1 },
    });
    expect(taken.status).toBe(404);
    expect(await env.quantityOf(itemId)).toBe(9);
  });

  it('says why other texts are not codes, and refuses an inactive medicine', async () => {
    const w = await env.world();
    expect((await verify(w.staff.token, w.a1, 'hej hopp')).body).toMatchObject({
      is_valid: false,
      error_code: 'INVALID_CODE',
      error_message: 'Ogiltig QR-kod',
    });
    expect((await verify(w.staff.token, w.a1, 'http://localhost/qr/123')).body.error_message).toBe(
      'Ogiltig QR-kod: saknar site eller medicin ID',
    );
    const empty = await verify(w.staff.token, w.a1, '  ');
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toBe('QR-koden saknas');

    await env.db
      .updateTable('medicine_templates')
      .set({ is_active: 0 })
      .where('id', '=', w.medA1)
      .execute();
    const inactive = await verify(w.staff.token, w.a1, await codeFor(env, w.a1, w.medA1));
    expect(inactive.body).toMatchObject({ is_valid: false, error_code: 'MEDICINE_INACTIVE' });
  });
});

describe('GS1 pack codes', () => {
  it('links an unknown GTIN, then reads the pack with its batch and expiry', async () => {
    const w = await env.world();
    const pack = packCode('07350031443110', '270600', 'LOT77', 'SN123');
    const unknown = await verify(w.staff.token, w.a1, pack);
    expect(unknown.body).toMatchObject({
      is_valid: false,
      error_code: 'GTIN_UNKNOWN',
      site_id: w.a1,
      gs1: {
        gtin: '07350031443110',
        expiry_date: '2027-06-30',
        batch_number: 'LOT77',
        serial: 'SN123',
      },
    });
    expect(unknown.body.error_message).toContain('GTIN 07350031443110');

    const link = await env.request('POST', '/qr-codes/gtin-links', {
      token: w.staff.token,
      site: w.a1,
      body: { site_id: w.a1, gtin: '7350031443110', medicine_template_id: w.medA1 },
    });
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({
      gtin: '07350031443110',
      medicine_template_id: w.medA1,
      medicine_name: 'Alvedon',
    });

    const known = await verify(w.staff.token, w.a1, pack);
    expect(known.body).toMatchObject({
      is_valid: true,
      medicine_template_id: w.medA1,
      medicine_name: 'Alvedon',
      gs1: { batch_number: 'LOT77', expiry_date: '2027-06-30' },
    });
    expect(parseMedvaktCode(known.body.qr_code_data)?.templateId).toBe(w.medA1);

    // The pack's batch and expiry make a new batch when it is put in stock.
    const added = await scan(w, { qr_code_data: pack, action_type: 'add', quantity: 1 });
    expect(added.status).toBe(201);
    expect(added.body.batch).toMatchObject({
      batch_number: 'LOT77',
      expiry_date: '2027-06-30',
      quantity: 1,
    });
  });

  it('keeps GTIN links per site: checked, idempotent, and never moved to another medicine', async () => {
    const w = await env.world();
    const body = { site_id: w.a1, gtin: '07350000000016', medicine_template_id: w.medA1 };
    const link = (b: unknown, site = w.a1) =>
      env.request('POST', '/qr-codes/gtin-links', { token: w.staff.token, site, body: b });
    expect((await link(body)).status).toBe(201);
    const again = await link(body);
    expect(again.status).toBe(200);
    expect(again.body.gtin).toBe('07350000000016');
    const other = await link({ ...body, medicine_template_id: w.stockMedA1 });
    expect(other.status).toBe(409);
    expect(other.body.detail).toContain('redan kopplat till Alvedon');
    const badDigit = await link({ ...body, gtin: '7350000000017' });
    expect(badDigit.status).toBe(422);
    expect(badDigit.body.code).toBe('GTIN_INVALID');
    const foreignTemplate = await link({ ...body, medicine_template_id: w.medB1 });
    expect(foreignTemplate.status).toBe(404);
    const audits = await env.auditRows('medicine_gtin');
    expect(audits.filter((a) => a.site_id === w.a1 && a.action === 'link_gtin')).toHaveLength(1);
  });

  it('needs a working site to look a pack up', async () => {
    const w = await env.world();
    const res = await verify(w.admin.token, undefined, packCode('07350000000016', '270600', 'X1'));
    expect(res.body).toMatchObject({ is_valid: false, error_code: 'SITE_NOT_FOUND' });
    const broken = await verify(w.staff.token, w.a1, ']d20107350000000017');
    expect(broken.body).toMatchObject({ is_valid: false, error_code: 'GTIN_INVALID' });
  });
});

describe('GET /qr-codes/batches', () => {
  it('lists batches with stock first to expire first, expired and quarantined flagged', async () => {
    const w = await env.world();
    const { template, quarantinedBatch } = await eliquisShelf(env, w);
    const res = await batches(w.staff.token, w.a1, template);
    expect(res.status).toBe(200);
    expect(res.body.batches.map((b: { batch_number: string }) => b.batch_number)).toEqual([
      'EXP-1',
      quarantinedBatch,
      'A-100',
      'B-200',
    ]);
    const [expired, quarantined, first] = res.body.batches;
    expect(expired).toMatchObject({
      is_expired: true,
      days_until_expiry: -1,
      is_quarantined: false,
    });
    expect(quarantined).toMatchObject({ is_expired: false, is_quarantined: true });
    expect(quarantined.quarantine_reason).toBe(
      'Spärrad på grund av indragningen av Eliquis (klass II).',
    );
    expect(first).toMatchObject({ quantity: 5, unit_type: 'styck', is_quarantined: false });
  });
});
