import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMailJob } from '../../jobs/mail-job.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { noticeOf, storeNoticeIn, uniqueBatch } from '../../test/recall-fixtures.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';

let inbox: SmtpInbox;
let env: TestEnv;
let withoutMail: TestEnv;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  env = await createTestEnv({
    mail: { smtpUrl: inbox.url, from: 'Medvakt <medvakt@test.se>' },
    publicBaseUrl: 'https://medvakt.example.se',
  });
  withoutMail = await createTestEnv();
});
afterAll(async () => {
  await env.close();
  await withoutMail.close();
  await inbox.close();
});

describe('a recall match in stock', () => {
  it('is e-mailed at once to the affected unit’s managers, and to no one else', async () => {
    inbox.received.length = 0;
    const w = await env.world();
    const quiet = await env.user('site_admin', [w.a1]);
    const res = await env.request('PUT', '/users/me/notifications', {
      token: await env.tokenFor(quiet.id),
      body: {
        digest: 'off',
        email_expiry_alerts: true,
        email_low_stock: true,
        email_warnings: true,
        email_recalls: false,
      },
    });
    expect(res.status).toBe(200);
    const batch = uniqueBatch();
    await env.item(w.a1, w.stockMedA1, batch, '2027-06-30', 12);
    await storeNoticeIn(env, noticeOf({ batches: [{ batch_number: batch, expiry_date: null }] }));

    await runMailJob(env);
    expect(inbox.received.map((m) => m.rcptTo)).toEqual([[w.siteAdmin.email]]);
    const [mail] = inbox.received;
    expect(mail?.subject).toBe('Medvakt: indragen batch i lager på Hemsjukvården Solna');
    // Notices may be typed in by an admin: the mail names no authority it cannot vouch for.
    expect(mail?.text).toContain(
      'En indragning gäller en batch som finns i lager på Hemsjukvården Solna.',
    );
    expect(mail?.text).not.toContain('Läkemedelsverket');
    expect(mail?.text).toContain(`- Morfin 10 mg, batch ${batch}: Partiklar i lösningen`);
    expect(mail?.text).toContain('under Indragna batcher i Medvakt: https://medvakt.example.se/');
    expect(mail?.html).toContain(`<li>Morfin 10 mg, batch ${batch}: Partiklar i lösningen</li>`);

    await runMailJob(env);
    expect(inbox.received).toHaveLength(1);
  });

  it('in two units tells each unit’s managers of their own batches only', async () => {
    inbox.received.length = 0;
    const w = await env.world();
    const batch = uniqueBatch();
    await env.item(w.a1, w.stockMedA1, batch, '2027-06-30', 12);
    await env.item(w.b1, w.stockMedB1, batch, '2027-06-30', 3);
    const other = uniqueBatch();
    await env.item(w.a1, w.stockMedA1, other, '2027-06-30', 1);
    await storeNoticeIn(
      env,
      noticeOf({
        batches: [
          { batch_number: batch, expiry_date: null },
          { batch_number: other, expiry_date: null },
        ],
      }),
    );
    await runMailJob(env);
    const [own] = inbox.to(w.siteAdmin.email);
    expect(own?.subject).toBe('Medvakt: 2 indragna batcher i lager på Hemsjukvården Solna');
    expect(own?.text).toContain(batch);
    expect(own?.text).toContain(other);
    const [foreign] = inbox.to(w.foreignAdmin.email);
    expect(foreign?.subject).toBe('Medvakt: indragen batch i lager på Akademiska avd 30B');
    expect(foreign?.text).not.toContain(other);
    expect(inbox.to(w.staff.email)).toEqual([]);
  });

  it('found while e-mail is not configured is not sent later', async () => {
    const w = await withoutMail.world();
    const batch = uniqueBatch();
    await withoutMail.item(w.a1, w.stockMedA1, batch, '2027-06-30', 12);
    await storeNoticeIn(
      withoutMail,
      noticeOf({ batches: [{ batch_number: batch, expiry_date: null }] }),
    );
    await runMailJob(withoutMail);
    const matches = await withoutMail.db
      .selectFrom('recall_matches')
      .select('mailed_at')
      .where('batch_number', '=', batch)
      .execute();
    expect(matches).toEqual([{ mailed_at: withoutMail.clock.now().toISOString() }]);
    expect(await withoutMail.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });

  it('of class I reaches every manager of a unit that holds it at once, whatever their choices', async () => {
    inbox.received.length = 0;
    env.clock.set('2026-11-23T08:00:00.000Z'); // Monday 09:00 in Stockholm
    const w = await env.world();
    const quiet = await env.user('site_admin', [w.a1]);
    const off = await env.request('PUT', '/users/me/notifications', {
      token: await env.tokenFor(quiet.id),
      body: {
        digest: 'off',
        email_expiry_alerts: false,
        email_low_stock: false,
        email_warnings: false,
        email_recalls: false,
      },
    });
    expect(off.status).toBe(200);
    const batch = uniqueBatch();
    await env.item(w.a1, w.stockMedA1, batch, '2027-06-30', 12);
    await storeNoticeIn(
      env,
      noticeOf({ recall_class: 'I', batches: [{ batch_number: batch, expiry_date: null }] }),
    );
    await runMailJob(env);
    const urgent = inbox.received.filter((m) => m.subject.includes('klass I'));
    expect(urgent.map((m) => m.rcptTo).sort()).toEqual([[quiet.email], [w.siteAdmin.email]].sort());
    expect(urgent[0]?.subject).toBe(
      'Medvakt: indragning klass I av Morfin Meda injektionsvätska 10 mg – åtgärda senast 2026-11-23 17:00',
    );
    expect(urgent[0]?.text).toContain('oftast retur till leverantören');
    expect(urgent[0]?.text).toContain('oavsett dina val för e-post');
    // Units that never had it are not told; a second run tells nobody again.
    expect(inbox.to(w.foreignAdmin.email).filter((m) => m.subject.includes('klass I'))).toEqual([]);
    await runMailJob(env);
    expect(inbox.received.filter((m) => m.subject.includes('klass I'))).toHaveLength(2);
  });
});
