import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const ALL_ON = {
  digest: 'daily',
  email_expiry_alerts: true,
  email_low_stock: false,
  email_warnings: true,
  email_recalls: true,
};

describe('e-mail choices on the server', () => {
  it('start with no digest and every other e-mail on, and say when e-mail is not configured', async () => {
    const w = await env.world();
    const res = await env.request('GET', '/users/me/notifications', { token: w.staff.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      digest: 'off',
      email_expiry_alerts: true,
      email_low_stock: true,
      email_warnings: true,
      email_recalls: true,
      email_configured: false,
      email: w.staff.email,
    });
  });

  it('are saved per person, audited, and leave everyone else’s alone', async () => {
    const w = await env.world();
    const saved = await env.request('PUT', '/users/me/notifications', {
      token: w.staff.token,
      body: ALL_ON,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(ALL_ON);
    const again = await env.request('GET', '/users/me/notifications', { token: w.staff.token });
    expect(again.body).toMatchObject(ALL_ON);
    const other = await env.request('GET', '/users/me/notifications', {
      token: w.siteAdmin.token,
    });
    expect(other.body.digest).toBe('off');
    const audit = (await env.auditRows('notification_settings')).filter(
      (r) => r.entity_id === w.staff.id,
    );
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ digest: 'daily' });

    const weekly = await env.request('PUT', '/users/me/notifications', {
      token: w.staff.token,
      body: { ...ALL_ON, digest: 'weekly', email_recalls: false },
    });
    expect(weekly.body).toMatchObject({ digest: 'weekly', email_recalls: false });
  });

  it.each([
    [{ ...ALL_ON, digest: 'hourly' }, 'Välj sammanfattning: off, daily eller weekly.'],
    [
      { ...ALL_ON, email_recalls: 'ja' },
      'Ange om du vill ha e-post om indragningar (true eller false).',
    ],
    [
      { ...ALL_ON, user_id: 'someone-else' },
      'Okänt fält. Du kan bara ändra dina egna e-postinställningar.',
    ],
  ])('refuses %o with a Swedish error and changes nothing', async (body, message) => {
    const w = await env.world();
    const res = await env.request('PUT', '/users/me/notifications', { token: w.staff.token, body });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(message);
    const after = await env.request('GET', '/users/me/notifications', { token: w.staff.token });
    expect(after.body.digest).toBe('off');
    const rows = await env.db
      .selectFrom('notification_settings')
      .select('user_id')
      .where('user_id', '=', w.staff.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses the admin’s test e-mail and digest run while e-mail is not configured', async () => {
    const w = await env.world();
    for (const path of ['/notifications/test-email', '/notifications/digests/run']) {
      const res = await env.request('POST', path, { token: w.admin.token });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'MAIL_NOT_CONFIGURED',
        detail: 'E-post är inte konfigurerad på servern. Be driften ange SMTP_URL och MAIL_FROM.',
      });
    }
    const outbox = await env.db.selectFrom('mail_outbox').select('id').execute();
    expect(outbox).toEqual([]);
  });
});
