import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runMailJob } from '../../jobs/mail-job.ts';
import {
  countOneShort as countOne,
  deviationUnit,
  managerOf,
  openDeviationsOf,
  type Person,
} from '../../test/deviation-fixtures.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';

let inbox: SmtpInbox;
let env: TestEnv;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  env = await createTestEnv({
    mail: { smtpUrl: inbox.url, from: 'Medvakt <medvakt@test.se>' },
    publicBaseUrl: 'https://medvakt.example.se',
    trustProxy: true,
  });
});
afterAll(async () => {
  await env.close();
  await inbox.close();
});
beforeEach(async () => {
  await env.db.updateTable('notification_settings').set({ digest: 'off' }).execute();
  inbox.received.length = 0;
});

type World = Awaited<ReturnType<TestEnv['world']>>;

const unit = () => deviationUnit(env);
const manager = managerOf;
const countOneShort = (w: World, nurse: Person, witness: { email: string }) =>
  countOne(env, w, nurse, witness);
const openDeviations = (w: World) => openDeviationsOf(env, w);

const deviationWarnings = (siteId: string) =>
  env.db
    .selectFrom('warnings')
    .select(['id', 'title', 'severity', 'is_resolved', 'resolution_notes'])
    .where('site_id', '=', siteId)
    .where('warning_type', '=', 'deviation')
    .execute();

describe('a control count one short', () => {
  it('opens a deviation, warns the unit, mails its managers and is in their digest', async () => {
    const { w, nurse, witness } = await unit();
    const quiet = await env.user('site_admin', [w.a1]);
    await env.request('PUT', '/users/me/notifications', {
      token: await env.tokenFor(quiet.id),
      body: {
        digest: 'off',
        email_expiry_alerts: true,
        email_low_stock: true,
        email_warnings: false,
        email_recalls: true,
      },
    });
    const count = await countOneShort(w, nurse, witness);

    const [deviation, ...more] = await openDeviations(w);
    expect(more).toEqual([]);
    expect(deviation).toMatchObject({
      kind: 'narcotic_count',
      status: 'open',
      site_name: 'Hemsjukvården Solna',
      medicine_name: 'Morfin 10 mg',
      title: 'Kontrollräkning med differens: Morfin 10 mg (−1 styck)',
      opened_by: 'Anna user',
      conclusion: null,
    });
    expect(deviation?.description).toBe(
      'Kontrollräkning av Morfin 10 mg på Hemsjukvården Solna 2026-11-21 10:00: förväntat 20, ' +
        'räknat 19 styck (−1). Batch LOT-A1: förväntat 20, räknat 19 (−1). Räknad av Anna user, ' +
        'vittne Bo user. Orsak: En ampull saknas.',
    );
    const stored = await env.db
      .selectFrom('deviations')
      .select(['subject_type', 'subject_id'])
      .where('id', '=', String(deviation?.id))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ subject_type: 'narcotic_count', subject_id: count.id });

    const panel = await env.request('GET', '/warnings?warning_type=deviation', manager(w));
    expect(panel.body.items).toHaveLength(1);
    expect(panel.body.items[0]).toMatchObject({
      severity: 'high',
      title: 'Avvikelse: Kontrollräkning med differens: Morfin 10 mg (−1 styck)',
      is_resolved: false,
    });

    await runMailJob(env);
    expect(inbox.received.map((m) => m.rcptTo)).toEqual([[w.siteAdmin.email]]);
    const [mail] = inbox.received;
    expect(mail?.subject).toBe(
      'Medvakt: avvikelse på Hemsjukvården Solna: Kontrollräkning med differens: Morfin 10 mg (−1 styck)',
    );
    expect(mail?.text).toContain('förväntat 20, räknat 19 styck (−1)');
    expect(mail?.text).toContain(`https://medvakt.example.se/avvikelser/${String(deviation?.id)}`);
    await runMailJob(env);
    expect(inbox.received).toHaveLength(1);

    inbox.received.length = 0;
    for (const person of [w.siteAdmin, w.staff])
      await env.request('PUT', '/users/me/notifications', {
        token: await env.tokenFor(person.id),
        body: {
          digest: 'daily',
          email_expiry_alerts: true,
          email_low_stock: true,
          email_warnings: true,
          email_recalls: true,
        },
      });
    const run = await env.request('POST', '/notifications/digests/run', { token: w.admin.token });
    expect(run.status).toBe(200);
    const [digest] = inbox.to(w.siteAdmin.email);
    expect(digest?.text).toContain(
      'Öppna avvikelser att följa upp och avsluta (1)\n' +
        '- Kontrollräkning med differens: Morfin 10 mg (−1 styck) (öppnad 2026-11-21)',
    );
    expect(inbox.to(w.staff.email)[0]?.text).not.toContain('avvikelser');
  });

  it('is closed with a conclusion only, once, and the warning goes with it', async () => {
    const { w, nurse, witness } = await unit();
    await countOneShort(w, nurse, witness);
    const [deviation] = await openDeviations(w);
    const path = `/deviations/${String(deviation?.id)}`;

    for (const body of [{}, { conclusion: '   ' }]) {
      const refused = await env.request('POST', `${path}/close`, { ...manager(w), body });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([{ path: 'conclusion', message: 'Skriv en slutsats' }]);
    }
    const staff = await env.request('POST', `${path}/close`, {
      token: w.staff.token,
      site: w.a1,
      body: { conclusion: 'Hittad' },
    });
    expect(staff.status).toBe(403);
    const foreign = await env.request('GET', path, {
      token: await env.tokenFor(w.foreignAdmin.id),
      site: w.b1,
    });
    expect(foreign.status).toBe(404);
    expect(await openDeviations(w)).toHaveLength(1);
    const [warning] = await deviationWarnings(w.a1);
    const resolved = await env.request('PUT', `/warnings/${String(warning?.id)}/resolve`, {
      ...manager(w),
      body: {},
    });
    expect(resolved.status).toBe(409);
    expect(resolved.body.code).toBe('DEVIATION_OPEN');
    expect((await deviationWarnings(w.a1)).map((r) => r.is_resolved)).toEqual([0]);

    const noted = await env.request('POST', `${path}/notes`, {
      ...manager(w),
      body: { text: 'Frågat nattpersonalen' },
    });
    expect(noted.status).toBe(201);
    expect(noted.body.notes).toMatchObject([
      { text: 'Frågat nattpersonalen', author_name: 'Test site_admin' },
    ]);

    const closed = await env.request('POST', `${path}/close`, {
      ...manager(w),
      body: { conclusion: 'Ampullen gick sönder vid uttag; rutinen för kassation repeterad' },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'closed',
      closed_by: 'Test site_admin',
      conclusion: 'Ampullen gick sönder vid uttag; rutinen för kassation repeterad',
    });
    expect(await openDeviations(w)).toEqual([]);
    expect(await deviationWarnings(w.a1)).toMatchObject([
      { is_resolved: 1, resolution_notes: 'Avvikelsen är avslutad med en slutsats' },
    ]);

    const again = await env.request('POST', `${path}/close`, {
      ...manager(w),
      body: { conclusion: 'Igen' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'DEVIATION_CLOSED',
      detail: 'Avvikelsen är redan avslutad. Ingenting ändrades.',
    });
    const late = await env.request('POST', `${path}/notes`, { ...manager(w), body: { text: 'x' } });
    expect(late.status).toBe(409);
    const kept = await env.request('GET', path, manager(w));
    expect(kept.body).toMatchObject({ conclusion: closed.body.conclusion, notes: [{ id: 1 }] });
  });

  it('closed by 30 at once is closed by one', async () => {
    const { w, nurse, witness } = await unit();
    await countOneShort(w, nurse, witness);
    const [deviation] = await openDeviations(w);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        env.request('POST', `/deviations/${String(deviation?.id)}/close`, {
          ...manager(w),
          body: { conclusion: `Slutsats ${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 29 }, () => 409)]);
    const audits = await env.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('entity', '=', 'deviation')
      .where('entity_id', '=', String(deviation?.id))
      .where('action', '=', 'deviation_closed')
      .execute();
    expect(audits).toHaveLength(1);
    const winner = answers.find((a) => a.status === 200);
    expect(audits[0]?.after_json).toContain(String(winner?.body.conclusion));
  });
});
