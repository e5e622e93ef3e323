import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { WarningAction, WarningSeverity } from '../../../shared/schemas/warning.ts';
import type { Database, WarningHistoryTable, WarningTable } from '../../db/schema.ts';
import { chunks } from '../../db/chunks.ts';
import type { ServerMessage } from '../../../shared/schemas/server-message.ts';
import type { Cause } from './cause.ts';
import { SYSTEM_ACTOR, type Reason } from './warning-texts.ts';

export type HistoryEntry = {
  warningId: string;
  action: WarningAction;
  at: string;
  actorId?: string | null;
  actorName?: string;
  details: string | null;
  /** The details as a message, when the engine wrote them. */
  message?: ServerMessage | null;
};

/** A message as its column keeps it. */
export const messageJson = (message: ServerMessage | null | undefined) =>
  message ? JSON.stringify(message) : null;

export async function insertHistory(db: Kysely<Database>, entries: HistoryEntry[]) {
  for (const part of chunks(entries)) {
    const rows: WarningHistoryTable[] = part.map((e) => ({
      id: randomUUID(),
      warning_id: e.warningId,
      action: e.action,
      at: e.at,
      actor_id: e.actorId ?? null,
      actor_name: e.actorName ?? SYSTEM_ACTOR,
      details: e.details,
      details_message: messageJson(e.message),
    }));
    await db.insertInto('warning_history').values(rows).execute();
  }
}

/** New open warnings; a cause already open (a racing writer) is skipped by the unique open key. */
export async function insertWarnings(db: Kysely<Database>, now: string, causes: Cause[]) {
  let created = 0;
  for (const part of chunks(causes)) {
    const rows: WarningTable[] = part.map((c) => ({
      id: randomUUID(),
      site_id: c.siteId,
      inventory_item_id: c.itemId,
      medicine_template_id: c.templateId,
      warning_type: c.type,
      severity: c.severity,
      title: c.title,
      description: c.description,
      open_key: c.openKey,
      suppress_key: null,
      is_acknowledged: 0,
      acknowledged_by: null,
      acknowledged_at: null,
      is_resolved: 0,
      resolved_by: null,
      resolved_at: null,
      resolution_notes: null,
      created_at: now,
      updated_at: now,
      title_message: messageJson(c.titleMessage),
      description_message: messageJson(c.descriptionMessage),
      resolution_message: null,
    }));
    const inserted = await db
      .insertInto('warnings')
      .values(rows)
      .onConflict((oc) => oc.column('open_key').doNothing())
      .returning('id')
      .execute();
    const ids = new Set(inserted.map((r) => r.id));
    const messages = new Map(rows.map((r, i) => [r.id, part[i]?.descriptionMessage ?? null]));
    created += ids.size;
    await insertHistory(
      db,
      rows
        .filter((r) => ids.has(r.id))
        .map((r) => ({
          warningId: r.id,
          action: 'created',
          at: now,
          details: r.description,
          message: messages.get(r.id) ?? null,
        })),
    );
  }
  return created;
}

/** Closes open warnings whose cause is gone, each with the reason; already closed ones are left. */
export async function resolveBySystem(
  db: Kysely<Database>,
  now: string,
  closing: { id: string; reason: Reason }[],
) {
  const byReason = new Map<string, { reason: Reason; ids: string[] }>();
  for (const { id, reason } of closing) {
    const key = JSON.stringify([reason.text, reason.message]);
    const group = byReason.get(key) ?? { reason, ids: [] };
    group.ids.push(id);
    byReason.set(key, group);
  }
  let resolved = 0;
  for (const { reason, ids } of byReason.values()) {
    for (const part of chunks([...ids].sort())) {
      const done = await db
        .updateTable('warnings')
        .set({
          is_resolved: 1,
          open_key: null,
          resolved_by: null,
          resolved_at: now,
          resolution_notes: reason.text,
          resolution_message: messageJson(reason.message),
          updated_at: now,
        })
        .where('id', 'in', part)
        .where('open_key', 'is not', null)
        .returning('id')
        .execute();
      resolved += done.length;
      await insertHistory(
        db,
        done.map((r) => ({
          warningId: r.id,
          action: 'resolved',
          at: now,
          details: reason.text,
          message: reason.message,
        })),
      );
    }
  }
  return resolved;
}

export type TextChange = {
  id: string;
  title: string;
  description: string;
  severity: WarningSeverity;
  /** The title and description as messages (JSON). */
  title_message: string | null;
  description_message: string | null;
};

type Changed = 'title' | 'description' | 'severity' | 'title_message' | 'description_message';

/** Brings open warnings' texts up to date ('Utgår om 4 dagar' tomorrow), a chunk per statement. */
export async function updateTexts(db: Kysely<Database>, now: string, changes: TextChange[]) {
  const sorted = [...changes].sort((a, b) => a.id.localeCompare(b.id));
  for (const part of chunks(sorted, 200)) {
    const pick = <F extends Changed>(field: F) =>
      sql<TextChange[F]>`case ${sql.ref('id')} ${sql.join(
        part.map((c) => sql`when ${c.id} then ${c[field]}`),
        sql` `,
      )} end`;
    await db
      .updateTable('warnings')
      .set({
        title: pick('title'),
        description: pick('description'),
        severity: pick('severity'),
        title_message: pick('title_message'),
        description_message: pick('description_message'),
        updated_at: now,
      })
      .where(
        'id',
        'in',
        part.map((c) => c.id),
      )
      .where('open_key', 'is not', null)
      .execute();
  }
  return changes.length;
}

export async function clearSuppression(db: Kysely<Database>, ids: string[]) {
  for (const part of chunks([...ids].sort())) {
    await db.updateTable('warnings').set({ suppress_key: null }).where('id', 'in', part).execute();
  }
}
