import { sql, type Kysely } from 'kysely';
import {
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_STATUSES,
  type RecallFollowUp,
} from '../../../shared/schemas/recall-follow-up.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../auth/actor.ts';
import { deadlineOf } from './follow-up-deadline.ts';
import { isPastDeadline } from './follow-up-overdue.ts';
import { chunks } from '../../db/chunks.ts';
import { recallClass } from './notice-feed.ts';

/** Follow-ups with their notice, site, customer and the confirmation that stands. */
export function followUpQuery(db: Kysely<Database>) {
  return db
    .selectFrom('recall_follow_ups as f')
    .innerJoin('recall_notices as n', 'n.id', 'f.notice_id')
    .innerJoin('sites as s', 's.id', 'f.site_id')
    .leftJoin('customers as cu', 'cu.id', 's.customer_id')
    .leftJoin('recall_follow_up_confirmations as c', 'c.id', 'f.confirmation_id');
}

/** What the site's matched batches held when matched; a dismissed match was not the batch. */
const matchedQuantity = sql<number | string | null>`(select sum(m.matched_quantity)
  from recall_matches m
  where m.notice_id = f.notice_id and m.site_id = f.site_id and m.status <> 'dismissed')`;

/** Packs of the site's batches returned to the supplier under the notice. */
const returnedQuantity = sql<number | string | null>`(select sum(r.quantity)
  from supplier_returns r where r.notice_id = f.notice_id and r.site_id = f.site_id)`;

export function selectFollowUp(query: ReturnType<typeof followUpQuery>) {
  return query.select([
    'f.id',
    'f.notice_id',
    'n.product_name',
    'n.strength',
    'n.recall_class',
    'f.site_id',
    's.name as site_name',
    'cu.name as customer_name',
    'f.status',
    'f.due_date',
    'f.deadline_at',
    'n.whole_product',
    'f.confirmation_id',
    'c.outcome',
    'c.quantity_found',
    'c.action',
    'c.note',
    'c.confirmed_by_name',
    'c.confirmed_at',
    'c.corrects_id',
    'c.kassation_id',
    's.recall_users_may_confirm',
    matchedQuantity.as('matched_quantity'),
    returnedQuantity.as('returned_quantity'),
  ]);
}

type FollowUpRow = Awaited<
  ReturnType<ReturnType<typeof selectFollowUp>['executeTakeFirstOrThrow']>
>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;

/** The notices' batch numbers, in order, for the rows' notices. */
export async function batchNumbers(db: Kysely<Database>, noticeIds: string[]) {
  const byNotice = new Map<string, string[]>();
  for (const part of chunks([...new Set(noticeIds)])) {
    const rows = await db
      .selectFrom('recall_notice_batches')
      .select(['notice_id', 'batch_number'])
      .where('notice_id', 'in', part)
      .orderBy('batch_number')
      .execute();
    for (const row of rows) {
      const list = byNotice.get(row.notice_id) ?? [];
      list.push(row.batch_number);
      byNotice.set(row.notice_id, list);
    }
  }
  return byNotice;
}

/** The name a confirmation keeps of the person who made it. */
export const confirmerName = (actor: Actor) => `${actor.first_name} ${actor.last_name}`.trim();

/** Unit managers and admins confirm; a unit's users when the unit lets them. */
export const mayConfirmAt = (actor: Actor, site: { recall_users_may_confirm: number }) =>
  actor.role !== 'user' || site.recall_users_may_confirm === 1;

/** The rows as the API answers them to `actor`; the clock tells what is overdue. */
export async function toFollowUps(
  db: Kysely<Database>,
  actor: Actor,
  rows: FollowUpRow[],
  clock: Clock,
): Promise<RecallFollowUp[]> {
  const batches = await batchNumbers(
    db,
    rows.map((r) => r.notice_id),
  );
  return rows.map((row) => {
    const status = oneOf(FOLLOW_UP_STATUSES, row.status) ?? 'open';
    return {
      id: row.id,
      notice_id: row.notice_id,
      product_name: row.product_name,
      strength: row.strength,
      recall_class: recallClass(row.recall_class),
      batch_numbers: batches.get(row.notice_id) ?? [],
      whole_product: row.whole_product === 1,
      site_id: row.site_id,
      site_name: row.site_name,
      customer_name: row.customer_name,
      status,
      due_at: row.due_date,
      deadline_at: deadlineOf(row),
      overdue: isPastDeadline(row, clock),
      matched_quantity: Number(row.matched_quantity ?? 0),
      confirmation_id: row.confirmation_id,
      outcome: oneOf(FOLLOW_UP_OUTCOMES, row.outcome),
      quantity_found: row.quantity_found,
      action: row.action,
      note: row.note,
      confirmed_by: row.confirmed_by_name,
      confirmed_at: row.confirmed_at,
      corrects_id: row.corrects_id,
      kassation_id: row.kassation_id,
      returned_quantity: Number(row.returned_quantity ?? 0),
      may_confirm: status !== 'closed' && mayConfirmAt(actor, row),
      may_reopen: row.outcome === 'not_in_stock' && status === 'confirmed' && actor.role !== 'user',
    };
  });
}
