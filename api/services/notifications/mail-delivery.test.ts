import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runMailJob } from '../../jobs/mail-job.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { DELIVERY_BATCH, MAX_ATTEMPTS } from './outbox.ts';

const LOGIN = { user: 'medvakt', pass: 'hemligt lösen#1' };
let inbox: SmtpInbox;
let env: TestEnv;
beforeAll(async () => {
  inbox = await startSmtpInbox(LOGIN);
  env = await createTestEnv({ mail: { smtpUrl: inbox.url, from: 'medvakt@test.se' } });
});
afterAll(async () => {
  await env.close();
  await inbox.close();
});
beforeEach(async () => {
  // Each test counts only the digests of its own people.
  await env.db.updateTable('notification_settings').set({ digest: 'off' }).execute();
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

async function dailyDigestWithNews(e: TestEnv) {
  const w = await e.world();
  const ipren = await e.medicine(w.a1, 'Ipren');
  await e.item(w.a1, ipren, 'EXP-9', '2026-11-30', 5);
  const res = await e.request('PUT', '/users/me/notifications', {
    token: w.staff.token,
    body: {
      digest: 'daily',
      email_expiry_alerts: true,
      email_low_stock: true,
      email_warnings: true,
      email_recalls: true,
    },
  });
  expect(res.status).toBe(200);
  return w;
}

const mailAlerts = (siteId: string) =>
  env.db
    .selectFrom('warnings')
    .select(['title', 'description', 'is_resolved'])
    .where('site_id', '=', siteId)
    .where('warning_type', '=', 'system_alert')
    .where('title', '=', 'E-post kunde inte skickas')
    .execute();

describe('the admin’s test e-mail', () => {
  it('arrives over SMTP with the server’s login, to the admin alone', async () => {
    inbox.received.length = 0;
    const w = await env.world();
    const res = await env.request('POST', '/notifications/test-email', { token: w.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(`Ett testmejl har skickats till ${w.admin.email}.`);
    expect(inbox.received).toHaveLength(1);
    expect(inbox.received[0]).toMatchObject({
      rcptTo: [w.admin.email],
      mailFrom: 'medvakt@test.se',
      subject: 'Medvakt: testmejl',
    });
    expect(inbox.received[0]?.text).toContain('Det här är ett testmejl från Medvakt.');
  });

  it('says why when the SMTP server refuses, without the password', async () => {
    const wrong = await createTestEnv({
      mail: {
        smtpUrl: `smtp://medvakt:fel-losen@127.0.0.1:${inbox.port}`,
        from: 'medvakt@test.se',
      },
    });
    try {
      const w = await wrong.world();
      const res = await wrong.request('POST', '/notifications/test-email', {
        token: w.admin.token,
      });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('MAIL_SEND_FAILED');
      expect(res.body.detail).toMatch(
        /^Testmejlet kunde inte skickas: .*Fel användarnamn eller lösenord/,
      );
      expect(JSON.stringify(res.body)).not.toContain('fel-losen');
    } finally {
      await wrong.close();
    }
  });
});

describe('a morning’s digests', () => {
  it('go out in one run of the job, batch after batch, over one connection', async () => {
    env.clock.set('2026-11-23T06:30:00.000Z');
    inbox.received.length = 0;
    const w = await env.world();
    const ipren = await env.medicine(w.a2, 'Ipren');
    await env.item(w.a2, ipren, 'EXP-8', '2026-11-30', 5);
    const people = [];
    for (let i = 0; i < DELIVERY_BATCH + 5; i += 1) people.push(await env.user('user', [w.a2]));
    await env.db
      .insertInto('notification_settings')
      .values(
        people.map((p) => ({
          user_id: p.id,
          digest: 'daily' as const,
          email_expiry_alerts: 1 as const,
          email_low_stock: 1 as const,
          email_warnings: 1 as const,
          email_recalls: 1 as const,
          last_digest_key: null,
          last_digest_at: null,
          updated_at: env.clock.now().toISOString(),
        })),
      )
      .execute();
    const connectionsBefore = inbox.connections();
    const result = await runMailJob(env);
    expect(result).toMatchObject({ sent: DELIVERY_BATCH + 5, failed: 0 });
    // One connection per batch read, however many messages it carries.
    expect(inbox.connections() - connectionsBefore).toBe(2);
    for (const p of people) expect(inbox.to(p.email)).toHaveLength(1);
  });
});

describe('a message the server refuses', () => {
  it('is tried again later, then given up and raised as a system alert; a later send closes it', async () => {
    env.clock.set('2026-11-21T09:00:00.000Z');
    inbox.received.length = 0;
    const w = await dailyDigestWithNews(env);
    inbox.refuse(451, 'Försök igen senare');
    const run = await env.request('POST', '/notifications/digests/run', { token: w.admin.token });
    expect(run.body).toMatchObject({ sent: 0, failed: 1 });
    const row = () =>
      env.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('user_id', '=', w.staff.id)
        .executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect((await row()).last_error).toContain('Försök igen senare');

    await runMailJob(env); // not due yet: the first retry waits a minute
    expect((await row()).attempts).toBe(1);
    for (const minutes of [1, 5, 30]) {
      env.clock.advanceMinutes(minutes);
      await runMailJob(env);
    }
    expect(await row()).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null });
    expect((await row()).failed_at).not.toBeNull();
    const [alert] = await mailAlerts(w.a1);
    expect(alert).toMatchObject({ title: 'E-post kunde inte skickas', is_resolved: 0 });
    expect(alert?.description).toContain('En sammanfattning kunde inte skickas efter 4 försök');
    const listed = await env.request('GET', '/warnings?warning_type=system_alert', {
      token: await env.tokenFor(w.admin.id),
      site: w.a1,
    });
    expect(listed.body.items[0]).toMatchObject({
      title_message: { code: 'alert.mail_failed.title', params: {} },
      description_message: {
        code: 'alert.mail_failed.description',
        params: { mail: 'digest', attempts: MAX_ATTEMPTS, reason: expect.any(String) },
      },
    });
    expect(inbox.received).toEqual([]);

    inbox.accept();
    env.clock.advanceMinutes(24 * 60);
    await runMailJob(env);
    expect(inbox.to(w.staff.email)).toHaveLength(1);
    expect(await mailAlerts(w.a1)).toMatchObject([{ is_resolved: 1 }]);
    const closed = await env.request('GET', '/warnings?is_resolved=true', {
      token: await env.tokenFor(w.admin.id),
      site: w.a1,
    });
    expect(closed.body.items[0]).toMatchObject({
      resolution_message: { code: 'resolution.mail_works', params: {} },
    });
  });

  it('does not hold the job when the server cannot be reached: the rest wait for the next run', async () => {
    const port = await closedPort();
    const unreachable = await createTestEnv({
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'medvakt@test.se' },
    });
    try {
      unreachable.clock.set('2026-11-21T09:00:00.000Z');
      for (let i = 0; i < 3; i += 1) await dailyDigestWithNews(unreachable);
      const result = await runMailJob(unreachable);
      expect(result).toMatchObject({ digests: 3, sent: 0, failed: 1, waiting: 2 });
      const rows = await unreachable.db
        .selectFrom('mail_outbox')
        .select('attempts')
        .orderBy('attempts', 'desc')
        .execute();
      expect(rows.map((r) => r.attempts)).toEqual([1, 0, 0]);
    } finally {
      await unreachable.close();
    }
  });
});
