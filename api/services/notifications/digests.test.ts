import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runMailJob } from '../../jobs/mail-job.ts';
import { refreshAllWarnings } from '../../jobs/warnings-job.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { noticeOf, storeNoticeIn, uniqueBatch } from '../../test/recall-fixtures.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';

let inbox: SmtpInbox;
let env: TestEnv;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  env = await createTestEnv({
    mail: { smtpUrl: inbox.url, from: 'Medvakt <medvakt@test.se>' },
    publicBaseUrl: 'https://medvakt.example.se',
  });
});
afterAll(async () => {
  await env.close();
  await inbox.close();
});
beforeEach(async () => {
  // Each test counts only the digests of its own people.
  await env.db.updateTable('notification_settings').set({ digest: 'off' }).execute();
  inbox.received.length = 0;
});

const CHOICES = {
  email_expiry_alerts: true,
  email_low_stock: true,
  email_warnings: true,
  email_recalls: true,
};

async function digestFor(userId: string, digest: 'daily' | 'weekly', choices = CHOICES) {
  const res = await env.request('PUT', '/users/me/notifications', {
    token: await env.tokenFor(userId),
    body: { digest, ...choices },
  });
  expect(res.status).toBe(200);
}

const job = () => runMailJob(env);

describe('digests sent by an admin now', () => {
  it('tell each person about the units they work in, and nothing of any other', async () => {
    env.clock.set('2026-11-21T09:00:00.000Z');
    const w = await env.world();
    const alvedon = await env.medicine(w.a1, 'Alvedon', { strength: '500 mg' });
    await env.item(w.a1, alvedon, 'EXP-1', '2026-12-01', 5);
    const marked = await env.medicine(w.a1, '<b>Fet</b> Alvedon');
    await env.item(w.a1, marked, 'EXP-2', '2026-11-19', 3);
    const insulin = await env.medicine(w.a2, 'Insulin', { minimum: 10 });
    await env.item(w.a2, insulin, 'INS-1', '2028-01-31', 2);
    const kavepenin = await env.medicine(w.b1, 'Kåvepenin');
    await env.item(w.b1, kavepenin, 'KAV-1', '2026-11-30', 8);
    await refreshAllWarnings(env);
    await digestFor(w.staff.id, 'daily');
    await digestFor(w.siteAdmin.id, 'weekly');
    await digestFor(w.foreign.id, 'daily');
    await digestFor(w.colleague.id, 'daily', {
      email_expiry_alerts: false,
      email_low_stock: false,
      email_warnings: false,
      email_recalls: false,
    });

    const run = await env.request('POST', '/notifications/digests/run', { token: w.admin.token });
    expect(run.status).toBe(200);
    expect(run.body).toEqual({ sent: 3, nothing_to_report: 1, failed: 0 });
    expect(inbox.received).toHaveLength(3);
    expect(inbox.to(w.colleague.email)).toEqual([]);

    const [nurse] = inbox.to(w.staff.email);
    expect(nurse?.subject).toBe('Medvakt: daglig sammanfattning 2026-11-21');
    expect(nurse?.from).toBe('"Medvakt" <medvakt@test.se>');
    expect(nurse?.to).toBe(w.staff.email);
    expect(nurse?.text).toContain('== Hemsjukvården Solna ==');
    expect(nurse?.text).toContain('Går ut snart eller har gått ut (2)');
    expect(nurse?.text).toContain(
      '- <b>Fet</b> Alvedon 10 mg, batch EXP-2: 2026-11-19 (gick ut för 2 dagar sedan), 3 i lager',
    );
    expect(nurse?.text).toContain(
      '- Alvedon 500 mg, batch EXP-1: 2026-12-01 (om 10 dagar), 5 i lager',
    );
    expect(nurse?.text).toContain('Öppna varningar');
    expect(nurse?.text).toContain('Öppna i Medvakt: https://medvakt.example.se/inventory');
    expect(nurse?.text).not.toMatch(/Björkhagen|Akademiska|Kåvepenin|Insulin/);
    // Names from outside are text in the HTML part, never markup.
    expect(nurse?.html).toContain('&lt;b&gt;Fet&lt;/b&gt; Alvedon');
    expect(nurse?.html).not.toContain('<b>Fet</b>');
    expect(nurse?.html).toContain('<a href="https://medvakt.example.se/inventory">');

    const [manager] = inbox.to(w.siteAdmin.email);
    expect(manager?.subject).toBe('Medvakt: veckosammanfattning 2026-11-21');
    expect(manager?.text).toContain('== Björkhagens äldreboende ==');
    expect(manager?.text).toContain('Lågt lager (1)\n- Insulin 10 mg: 2 i lager, minst 10');
    expect(manager?.text).toContain('== Hemsjukvården Solna ==');
    expect(manager?.text).not.toMatch(/Akademiska|Kåvepenin/);

    const [foreign] = inbox.to(w.foreign.email);
    expect(foreign?.text).toContain('== Akademiska avd 30B ==');
    expect(foreign?.text).toContain('Kåvepenin 10 mg, batch KAV-1: 2026-11-30 (om 9 dagar)');
    expect(foreign?.text).not.toMatch(/Solna|Björkhagen|Alvedon/);
  });

  it('leave out what a person switched off', async () => {
    env.clock.set('2026-11-21T09:00:00.000Z');
    const w = await env.world();
    const panodil = await env.medicine(w.a1, 'Panodil', { minimum: 50 });
    await env.item(w.a1, panodil, 'EXP-3', '2026-11-28', 5);
    await digestFor(w.staff.id, 'daily', { ...CHOICES, email_expiry_alerts: false });
    const run = await env.request('POST', '/notifications/digests/run', { token: w.admin.token });
    expect(run.body).toMatchObject({ sent: 1 });
    const [mail] = inbox.to(w.staff.email);
    expect(mail?.text).toContain('Lågt lager (1)');
    expect(mail?.text).not.toContain('EXP-3');
    expect(mail?.text).not.toContain('Går ut snart');
  });

  it('tell an admin without assigned units about the unit they last chose', async () => {
    env.clock.set('2026-11-21T09:00:00.000Z');
    const w = await env.world();
    const ipren = await env.medicine(w.b1, 'Ipren');
    await env.item(w.b1, ipren, 'EXP-6', '2026-11-25', 5);
    await env.db
      .updateTable('users')
      .set({ current_site_id: w.b1 })
      .where('id', '=', w.admin.id)
      .execute();
    await digestFor(w.admin.id, 'daily');
    const run = await env.request('POST', '/notifications/digests/run', { token: w.admin.token });
    expect(run.body).toMatchObject({ sent: 1 });
    const [mail] = inbox.to(w.admin.email);
    expect(mail?.text).toContain('== Akademiska avd 30B ==');
    expect(mail?.text).toContain('EXP-6');
    expect(mail?.text).not.toMatch(/Solna|Björkhagen/);
  });

  it('are for admins only', async () => {
    const w = await env.world();
    for (const token of [w.siteAdmin.token, w.staff.token]) {
      const res = await env.request('POST', '/notifications/digests/run', { token });
      expect(res.status).toBe(403);
    }
    expect(inbox.received).toEqual([]);
  });
});

describe('the mail job’s digests', () => {
  it('go out once a day from 07:00 Stockholm time, and weekly ones on Monday', async () => {
    env.clock.set('2026-11-22T12:00:00.000Z');
    const w = await env.world();
    const ipren = await env.medicine(w.a1, 'Ipren');
    await env.item(w.a1, ipren, 'EXP-4', '2026-12-10', 5);
    await digestFor(w.staff.id, 'daily');
    await digestFor(w.siteAdmin.id, 'weekly');

    env.clock.set('2026-11-23T05:59:00.000Z'); // Monday 06:59 in Stockholm
    await job();
    expect(inbox.received).toEqual([]);

    env.clock.set('2026-11-23T06:01:00.000Z'); // 07:01
    await job();
    expect(inbox.to(w.staff.email).map((m) => m.subject)).toEqual([
      'Medvakt: daglig sammanfattning 2026-11-23',
    ]);
    expect(inbox.to(w.siteAdmin.email).map((m) => m.subject)).toEqual([
      'Medvakt: veckosammanfattning 2026-11-23',
    ]);
    env.clock.set('2026-11-23T15:00:00.000Z');
    await job();
    expect(inbox.received).toHaveLength(2);

    env.clock.set('2026-11-24T06:30:00.000Z'); // Tuesday
    await job();
    expect(inbox.to(w.staff.email)).toHaveLength(2);
    expect(inbox.to(w.siteAdmin.email)).toHaveLength(1);
  });

  it('name a recall match as new once, and after that as waiting', async () => {
    env.clock.set('2026-11-25T06:30:00.000Z');
    const w = await env.world();
    const batch = uniqueBatch();
    await env.item(w.a1, w.stockMedA1, batch, '2027-06-30', 4);
    await digestFor(w.staff.id, 'daily');
    await storeNoticeIn(env, noticeOf({ batches: [{ batch_number: batch, expiry_date: null }] }));
    await job();
    const [first] = inbox.to(w.staff.email);
    expect(first?.text).toContain(
      `Nya indragningar att ta hand om (1)\n- Morfin 10 mg, batch ${batch}: Partiklar i lösningen`,
    );

    env.clock.set('2026-11-26T06:30:00.000Z');
    await job();
    const second = inbox.to(w.staff.email)[1];
    expect(second?.text).not.toContain('Nya indragningar');
    expect(second?.text).toContain(
      'Indragningar som väntar\n- 1 indragen batch från tidigare är inte åtgärdad än.\nÖppna i Medvakt: https://medvakt.example.se/\n',
    );
  });

  it('are made once when two processes run the job at the same moment', async () => {
    env.clock.set('2026-11-27T06:30:00.000Z');
    const w = await env.world();
    const ipren = await env.medicine(w.a1, 'Ipren');
    await env.item(w.a1, ipren, 'EXP-5', '2026-12-01', 5);
    await digestFor(w.staff.id, 'daily');
    await digestFor(w.siteAdmin.id, 'daily');
    const other = env.otherProcess();
    const otherJob = () => runMailJob({ ...env, db: other.db });
    // One process holds an SQLite file's write lock at a time, and a second connection in this
    // same process would wait on it synchronously; PostgreSQL runs the two truly side by side.
    if (process.env.DATABASE_URL) await Promise.all([job(), otherJob()]);
    else for (const run of [job, otherJob]) await run();
    expect(inbox.to(w.staff.email)).toHaveLength(1);
    expect(inbox.to(w.siteAdmin.email)).toHaveLength(1);
  });
});
