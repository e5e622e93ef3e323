import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMedvaktCode } from '../../../shared/qr-code.ts';
import { checkToken, siteKeys } from './site-keys.ts';
import { decodePngDataUrl } from '../../test/pdf-reader.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

const BASE = 'https://medvakt.example.se';

let env: TestEnv;
let w: Awaited<ReturnType<TestEnv['world']>>;
beforeAll(async () => {
  env = await createTestEnv({ publicBaseUrl: BASE });
  w = await env.world();
});
afterAll(async () => env.close());

const generate = (token: string, site_id: string, medicine_template_id: string) =>
  env.request('POST', '/qr-codes/generate', { token, body: { site_id, medicine_template_id } });

async function tokenState(url: string) {
  const code = parseMedvaktCode(url);
  if (!code) return 'unreadable';
  const keys = await siteKeys(env.db, code.siteId);
  return keys ? checkToken(keys, code.siteId, code.templateId, code.token) : 'no site';
}

describe('POST /qr-codes/generate', () => {
  it('answers the code of a template as an address the scanner accepts, drawn as SVG and PNG', async () => {
    const res = await generate(w.staff.token, w.a1, w.medA1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      site_id: w.a1,
      medicine_template_id: w.medA1,
      medicine_name: 'Alvedon',
      strength: '10 mg',
      unit: 'tablett',
      is_controlled_substance: false,
    });
    const url: string = res.body.qr_code_data;
    expect(url.startsWith(`${BASE}/qr/${w.a1}/${w.medA1}/`)).toBe(true);
    expect(parseMedvaktCode(url)).toMatchObject({ siteId: w.a1, templateId: w.medA1 });
    expect(await tokenState(url)).toBe('valid');

    expect(res.body.svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(res.body.png).toMatch(/^data:image\/png;base64,/);
    expect(await decodePngDataUrl(res.body.png)).toBe(url);
    expect(JSON.stringify(res.body)).not.toContain('qr_secret');
  });

  it('gives the same code every time until the key is changed', async () => {
    const first = await generate(w.siteAdmin.token, w.a1, w.stockMedA1);
    const again = await generate(w.staff.token, w.a1, w.stockMedA1);
    expect(first.body.qr_code_data).toBe(again.body.qr_code_data);
    expect(first.body.is_controlled_substance).toBe(true);
  });

  it('answers 404 for a template of another site, also to an admin', async () => {
    for (const token of [w.staff.token, w.admin.token]) {
      const res = await generate(token, w.a1, w.medB1);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Läkemedlet hittades inte på enheten.');
    }
  });

  it('answers 404 for a site the caller has no access to, with nothing about it', async () => {
    const res = await generate(w.staff.token, w.b1, w.medB1);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('SITE_NOT_FOUND');
    const other = await generate(w.siteAdmin.token, w.b1, w.medB1);
    expect(other.status).toBe(404);
  });

  it('refuses bad input with a Swedish 422 and needs a sign-in', async () => {
    const bad = await env.request('POST', '/qr-codes/generate', {
      token: w.staff.token,
      body: { site_id: 'inte-ett-id', medicine_template_id: w.medA1 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    const anonymous = await env.request('POST', '/qr-codes/generate', {
      body: { site_id: w.a1, medicine_template_id: w.medA1 },
    });
    expect(anonymous.status).toBe(401);
  });

  it('uses the address the request came to when no public address is configured', async () => {
    env.config.publicBaseUrl = null;
    try {
      const res = await generate(w.staff.token, w.a1, w.medA1);
      expect(res.body.qr_code_data.startsWith(`http://localhost/qr/${w.a1}/`)).toBe(true);
    } finally {
      env.config.publicBaseUrl = BASE;
    }
  });
});

describe('POST /qr-codes/rotate-key', () => {
  it('lets an admin replace the key: old codes read as replaced, new codes differ', async () => {
    const own = await env.world();
    const before = (await generate(own.staff.token, own.a1, own.medA1)).body.qr_code_data;
    const other = (await generate(own.admin.token, own.b1, own.medB1)).body.qr_code_data;

    const res = await env.request('POST', '/qr-codes/rotate-key', {
      token: own.admin.token,
      body: { site_id: own.a1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ site_id: own.a1, rotated_at: env.clock.now().toISOString() });

    expect(await tokenState(before)).toBe('replaced');
    const after = (await generate(own.staff.token, own.a1, own.medA1)).body.qr_code_data;
    expect(after).not.toBe(before);
    expect(await tokenState(after)).toBe('valid');
    // Another site's codes are untouched.
    expect(await tokenState(other)).toBe('valid');

    const rows = await env.auditRows('site');
    const row = rows.find((r) => r.action === 'rotate_qr_key' && r.entity_id === own.a1);
    expect(row?.actor_id).toBe(own.admin.id);
    expect(row?.site_id).toBe(own.a1);
    expect(`${row?.before_json}${row?.after_json}`).not.toMatch(/qr_secret"|qr_previous_secret/);
  });

  it('is for admins only: a unit manager and a nurse get 403 and nothing changes', async () => {
    const own = await env.world();
    const code = (await generate(own.staff.token, own.a1, own.medA1)).body.qr_code_data;
    for (const token of [own.siteAdmin.token, own.staff.token]) {
      const res = await env.request('POST', '/qr-codes/rotate-key', {
        token,
        body: { site_id: own.a1 },
      });
      expect(res.status).toBe(403);
    }
    expect(await tokenState(code)).toBe('valid');
  });

  it('answers 404 for a site that does not exist', async () => {
    const res = await env.request('POST', '/qr-codes/rotate-key', {
      token: w.admin.token,
      body: { site_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.status).toBe(404);
  });
});
