import { randomUUID } from 'node:crypto';
import { GS } from '../../shared/gs1.ts';
import { medvaktCodeUrl } from '../../shared/qr-code.ts';
import { signCode, siteKeys } from '../services/qr/site-keys.ts';
import type { TestEnv } from './harness.ts';
import { noticeOf, storeNoticeIn, uniqueBatch } from './recall-fixtures.ts';

type World = Awaited<ReturnType<TestEnv['world']>>;

export const BASE_URL = 'http://localhost';

/** The address printed in a template's QR code, signed with the site's current key. */
export async function codeFor(env: TestEnv, siteId: string, templateId: string): Promise<string> {
  const keys = await siteKeys(env.db, siteId);
  if (!keys) throw new Error('no such site');
  return medvaktCodeUrl(BASE_URL, {
    siteId,
    templateId,
    token: signCode(keys.current, siteId, templateId),
  });
}

/** The token part of a code address. */
export const tokenOf = (code: string) => code.split('/').at(-1) ?? '';

/** A pack's GS1 DataMatrix as a scanner types it: ]d2, GTIN, expiry, batch after a GS. */
export const packCode = (gtin14: string, expiryYymmdd: string, batch: string, serial = '') =>
  `]d201${gtin14}17${expiryYymmdd}10${batch}${serial ? `${GS}21${serial}` : ''}`;

export const newKey = () => randomUUID();

/** The scan history rows of a template, oldest first. */
export const scansOf = (env: TestEnv, templateId: string) =>
  env.db
    .selectFrom('qr_scans')
    .selectAll()
    .where('medicine_template_id', '=', templateId)
    .orderBy('created_at')
    .execute();

/** Audit rows written by QR scans for a batch. */
export const scanAudits = (env: TestEnv, itemId: string) =>
  env.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_id', '=', itemId)
    .where('action', 'in', ['qr_withdraw', 'qr_add'])
    .orderBy('at')
    .execute();

/** Eliquis at A1: expired, quarantined, two usable batches (same expiry) and an empty one. */
export async function eliquisShelf(env: TestEnv, w: World) {
  const template = await env.medicine(w.a1, 'Eliquis', { minimum: 10 });
  const quarantinedBatch = uniqueBatch('EQ');
  const ids = {
    expired: await env.item(w.a1, template, 'EXP-1', '2026-11-20', 3),
    quarantined: await env.item(w.a1, template, quarantinedBatch, '2026-12-01', 4),
    second: await env.item(w.a1, template, 'B-200', '2027-01-31', 6),
    first: await env.item(w.a1, template, 'A-100', '2027-01-31', 5),
    empty: await env.item(w.a1, template, 'EMPTY-1', '2026-11-25', 0),
  };
  await storeNoticeIn(
    env,
    noticeOf({
      product_name: 'Eliquis',
      recall_class: 'II',
      batches: [{ batch_number: quarantinedBatch, expiry_date: null }],
    }),
  );
  return { template, ids, quarantinedBatch, code: await codeFor(env, w.a1, template) };
}

/** Sets the site's withdraw and add limits, for a test that scans more than the defaults (10, 1). */
export async function setScanLimits(
  env: TestEnv,
  siteId: string,
  limits: { withdraw: number; add: number },
): Promise<void> {
  await env.db
    .updateTable('sites')
    .set({ default_withdraw_limit: limits.withdraw, default_add_limit: limits.add })
    .where('id', '=', siteId)
    .execute();
}
