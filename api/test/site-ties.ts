import { randomUUID } from 'node:crypto';
import type { TestEnv } from './harness.ts';
import { noticeOf, storeNoticeIn, uniqueBatch } from './recall-fixtures.ts';

/** The ids of the rows that name a site besides its stock. */
export type SiteTies = {
  notice: string;
  stockTake: string;
  kiosk: string;
  kioskSession: string;
  token: string;
  queuedMail: string;
  sentMail: string;
  refusal: string;
};

const mail = (id: string, siteId: string, now: string, sentAt: string | null) => ({
  id,
  kind: 'recall' as const,
  dedupe_key: null,
  user_id: null,
  site_id: siteId,
  to_address: 'chef@test.se',
  subject: 'Indragning',
  text_body: 'Indragning',
  html_body: '<p>Indragning</p>',
  next_attempt_at: now,
  lease_until: null,
  sent_at: sentAt,
  failed_at: null,
  last_error: null,
  created_at: now,
});

/**
 * Gives the site a recall follow-up (a class II notice reaches every active site), an open
 * stock-take with a line, a kiosk with a badge session, an API token, mail queued and sent, and an
 * offline refusal; none of them is history.
 */
export async function tieToSite(env: TestEnv, siteId: string, userId: string): Promise<SiteTies> {
  const now = env.clock.now().toISOString();
  const { noticeId } = await storeNoticeIn(
    env,
    noticeOf({ batches: [{ batch_number: uniqueBatch(), expiry_date: null }] }),
  );
  const ids = {
    stockTake: randomUUID(),
    kiosk: randomUUID(),
    kioskSession: randomUUID(),
    token: randomUUID(),
    queuedMail: randomUUID(),
    sentMail: randomUUID(),
    refusal: randomUUID(),
  };
  const label = 'Test Testsson';
  await env.db
    .insertInto('stock_takes')
    .values({
      id: ids.stockTake,
      site_id: siteId,
      location: null,
      location_key: '',
      note: null,
      status: 'open',
      started_by_user_id: userId,
      started_by_label: label,
      started_at: now,
      finished_by_user_id: null,
      finished_by_label: null,
      finished_at: null,
      uncounted: null,
      finish_note: null,
      witness_user_id: null,
      witness_label: null,
    })
    .execute();
  await env.db
    .insertInto('stock_take_lines')
    .values({
      id: randomUUID(),
      stock_take_id: ids.stockTake,
      inventory_item_id: null,
      medicine_template_id: randomUUID(),
      medicine_name: 'Alvedon 500 mg',
      is_narcotic: 0,
      batch_number: 'HITTAD-1',
      batch_key: 'HITTAD-1',
      expiry_date: '2027-06-30',
      unit_type: 'styck',
      location: null,
      found: 1,
      counted: 4,
      expected: null,
      counted_after_movement_id: null,
      counted_by_user_id: userId,
      counted_by_label: label,
      counted_at: now,
      difference: null,
      movement_id: null,
    })
    .execute();
  await env.db
    .insertInto('kiosks')
    .values({
      id: ids.kiosk,
      site_id: siteId,
      name: 'Läkemedelsrummet',
      key_hash: randomUUID().replaceAll('-', ''),
      created_at: now,
      created_by_label: label,
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  const later = new Date(env.clock.now().getTime() + 3_600_000).toISOString();
  await env.db
    .insertInto('sessions')
    .values({
      id: ids.kioskSession,
      user_id: userId,
      created_at: now,
      expires_at: later,
      revoked_at: null,
      last_seen_at: now,
      kiosk_id: ids.kiosk,
      site_id: siteId,
      idle_minutes: 5,
    })
    .execute();
  await env.db
    .insertInto('api_tokens')
    .values({
      id: ids.token,
      name: 'Regionens lagersystem',
      token_hash: randomUUID().replaceAll('-', ''),
      scopes: 'read:stock',
      created_at: now,
      created_by: userId,
      created_by_label: label,
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  await env.db
    .insertInto('api_token_sites')
    .values({ token_id: ids.token, site_id: siteId })
    .execute();
  await env.db
    .insertInto('mail_outbox')
    .values([mail(ids.queuedMail, siteId, now, null), mail(ids.sentMail, siteId, now, now)])
    .execute();
  await env.db
    .insertInto('offline_refusals')
    .values({
      id: ids.refusal,
      site_id: siteId,
      kiosk_id: ids.kiosk,
      kiosk_name: 'Läkemedelsrummet',
      user_id: userId,
      actor_label: label,
      idempotency_key: randomUUID(),
      medicine_template_id: null,
      medicine_name: 'Alvedon 500 mg',
      action_type: 'withdraw',
      quantity: 1,
      batch_number: null,
      occurred_at: now,
      received_at: now,
      error_code: 'INSUFFICIENT_STOCK',
      reason: 'Inte tillräckligt med lager',
      resolved_at: null,
      resolved_by_label: null,
      resolution_note: null,
    })
    .execute();
  return { notice: noticeId, ...ids };
}

/** How many rows of each tie are left, by the ids tieToSite gave. */
export async function tiesLeft(env: TestEnv, siteId: string, ties: SiteTies) {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  const db = env.db;
  return {
    followUps: await count(
      db.selectFrom('recall_follow_ups').select('id').where('site_id', '=', siteId).execute(),
    ),
    stockTakes: await count(
      db.selectFrom('stock_takes').select('id').where('id', '=', ties.stockTake).execute(),
    ),
    stockTakeLines: await count(
      db
        .selectFrom('stock_take_lines')
        .select('id')
        .where('stock_take_id', '=', ties.stockTake)
        .execute(),
    ),
    kiosks: await count(
      db.selectFrom('kiosks').select('id').where('id', '=', ties.kiosk).execute(),
    ),
    tokenSites: await count(
      db
        .selectFrom('api_token_sites')
        .select('site_id')
        .where('token_id', '=', ties.token)
        .execute(),
    ),
    mails: (
      await db.selectFrom('mail_outbox').select('id').where('site_id', '=', siteId).execute()
    ).map((m) => m.id),
    refusals: await count(
      db.selectFrom('offline_refusals').select('id').where('id', '=', ties.refusal).execute(),
    ),
  };
}
