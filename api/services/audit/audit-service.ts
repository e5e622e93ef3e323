import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { pageCount } from '../../../shared/schemas/common.ts';
import type { AuditEntry, AuditList } from '../../../shared/schemas/audit.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { actorLabel } from '../auth/actor.ts';
import { requireRole } from '../auth/permissions.ts';
import { iso } from '../../time.ts';
import { parseJsonText } from '../../db/json-text.ts';
import { countRows, offsetOf } from '../../db/paging.ts';

const SECRET_KEYS = new Set([
  'password',
  'password_hash',
  'new_password',
  'current_password',
  'qr_secret',
  'qr_previous_secret',
  'pin',
  'pin_hash',
  'badge_id',
  'badge_hmac',
  'device_key',
  'key_hash',
  'token',
  'token_hash',
]);

function withoutSecrets(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value, (key, v: unknown) => (SECRET_KEYS.has(key) ? undefined : v));
}

export type AuditRecord = {
  action: string;
  entity: string;
  entity_id?: string | null;
  site_id?: string | null;
  before?: unknown;
  after?: unknown;
};

export type AuditActor = { id: string | null; label: string };

export const auditActorOf = (ctx: Pick<ServiceContext, 'actor'>): AuditActor => ({
  id: ctx.actor.id,
  label: actorLabel(ctx.actor),
});

/** Writes one audit row; call it with the transaction that makes the change. */
export async function writeAudit(
  trx: Kysely<Database>,
  at: Date,
  actor: AuditActor,
  record: AuditRecord,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: iso(at),
      actor_id: actor.id,
      actor_label: actor.label,
      site_id: record.site_id ?? null,
      action: record.action,
      entity: record.entity,
      entity_id: record.entity_id ?? null,
      before_json: withoutSecrets(record.before),
      after_json: withoutSecrets(record.after),
    })
    .execute();
}

export const audit = (trx: Kysely<Database>, ctx: ServiceContext, record: AuditRecord) =>
  writeAudit(trx, ctx.clock.now(), auditActorOf(ctx), { site_id: ctx.siteId, ...record });

export type AuditFilter = {
  page: number;
  size: number;
  site_id?: string | undefined;
  actor_id?: string | undefined;
  entity?: string | undefined;
};

/** The log's rows a filter picks (admins only). */
export function auditRows(ctx: ServiceContext, filter: Omit<AuditFilter, 'page' | 'size'>) {
  requireRole(ctx.actor, 'admin');
  let query = ctx.db.selectFrom('audit_log');
  if (filter.site_id) query = query.where('site_id', '=', filter.site_id);
  if (filter.actor_id) query = query.where('actor_id', '=', filter.actor_id);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  return query;
}

/** Newest first; rows of the same instant in id order. */
export const newestAuditFirst = (rows: ReturnType<typeof auditRows>) =>
  rows.selectAll().orderBy('at', 'desc').orderBy('id');

type AuditRow = Awaited<ReturnType<ReturnType<typeof newestAuditFirst>['execute']>>[number];

export const toAuditEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: r.at,
  actor_id: r.actor_id,
  actor_label: r.actor_label,
  site_id: r.site_id,
  action: r.action,
  entity: r.entity,
  entity_id: r.entity_id,
  before: parseJsonText(r.before_json),
  after: parseJsonText(r.after_json),
});

export async function listAudit(ctx: ServiceContext, filter: AuditFilter): Promise<AuditList> {
  const query = auditRows(ctx, filter);
  const total = await countRows(query);
  const rows = await newestAuditFirst(query).limit(filter.size).offset(offsetOf(filter)).execute();
  return {
    items: rows.map(toAuditEntry),
    total,
    page: filter.page,
    size: filter.size,
    pages: pageCount(total, filter.size),
  };
}
