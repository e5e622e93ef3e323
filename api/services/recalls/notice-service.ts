import type { Kysely } from 'kysely';
import type {
  RecallExtractInput,
  RecallExtractAnswer,
  RecallNotice,
  RecallNoticeCreated,
  RecallNoticeInput,
  RecallPasteInput,
} from '../../../shared/schemas/recall.ts';
import { RECALL_CLASSES, RECALL_NOTICE_SOURCES } from '../../../shared/schemas/recall.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { requireRole } from '../auth/permissions.ts';
import { readNoticeText } from './notice-fields.ts';
import { isAuthorisationWithdrawal, recallLevelIn } from './notice-kind.ts';
import { noticeFacts } from './notice-scope.ts';
import { storeNotice } from './store-notice.ts';

const NOTICE_NOT_FOUND = 'Indragningsmeddelandet hittades inte.';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;

async function loadNotice(db: Kysely<Database>, id: string): Promise<RecallNotice | null> {
  const row = await db
    .selectFrom('recall_notices')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const batches = await db
    .selectFrom('recall_notice_batches')
    .select(['batch_number', 'expiry_date'])
    .where('notice_id', '=', id)
    .orderBy('batch_number')
    .execute();
  const matches = await db
    .selectFrom('recall_matches')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('notice_id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    source: oneOf(RECALL_NOTICE_SOURCES, row.source) ?? 'feed',
    external_id: row.external_id,
    product_name: row.product_name,
    strength: row.strength,
    gtin: row.gtin,
    varunummer: row.varunummer,
    pharmaceutical_form: row.pharmaceutical_form,
    pack_size: row.pack_size,
    recall_class: oneOf(RECALL_CLASSES, row.recall_class),
    reason: row.reason,
    link: row.link,
    published_at: row.published_at,
    created_at: row.created_at,
    body: row.body,
    batches,
    ...noticeFacts(row),
    match_count: Number(matches.n),
  };
}

async function saveNotice(
  ctx: ServiceContext,
  input: RecallNoticeInput & { body?: string | null },
  source: 'manual' | 'paste',
): Promise<RecallNoticeCreated> {
  requireRole(ctx.actor, 'admin');
  const stored = await ctx.db
    .transaction()
    .execute((trx) =>
      storeNotice(
        trx,
        { clock: ctx.clock, actorId: ctx.actor.id },
        { ...input, source, external_id: null, published_at: ctx.clock.now().toISOString() },
      ),
    );
  const notice = await loadNotice(ctx.db, stored.noticeId);
  if (!notice) throw notFound(NOTICE_NOT_FOUND, 'RECALL_NOTICE_NOT_FOUND');
  return { notice, matches_added: stored.matchesAdded };
}

/** A notice entered by hand by an admin, matched against every site's stock at once. */
export const createManualNotice = (ctx: ServiceContext, input: RecallNoticeInput) =>
  saveNotice(ctx, input, 'manual');

/** A pasted notice whose extracted fields the admin has checked, with the text it came from. */
export const savePastedNotice = (ctx: ServiceContext, input: RecallPasteInput) =>
  saveNotice(ctx, input, 'paste');

/** The preview of a pasted notice; nothing is saved. */
export function extractNotice(ctx: ServiceContext, input: RecallExtractInput): RecallExtractAnswer {
  requireRole(ctx.actor, 'admin');
  return {
    ...readNoticeText(input.text),
    level: recallLevelIn(input.text),
    kind: isAuthorisationWithdrawal(input.text) ? 'information' : 'recall',
  };
}

export async function getNotice(ctx: ServiceContext, id: string): Promise<RecallNotice> {
  requireRole(ctx.actor, 'admin');
  const notice = await loadNotice(ctx.db, id);
  if (!notice) throw notFound(NOTICE_NOT_FOUND, 'RECALL_NOTICE_NOT_FOUND');
  return notice;
}
