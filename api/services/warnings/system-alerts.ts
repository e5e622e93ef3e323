import type { Kysely } from 'kysely';
import type { ServerMessage } from '../../../shared/schemas/server-message.ts';
import type { WarningSeverity } from '../../../shared/schemas/warning.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { iso } from '../../time.ts';
import { clipDescription, clipTitle } from './warning-texts.ts';
import { insertWarnings, resolveBySystem } from './warning-writes.ts';

export type SystemAlert = {
  siteId: string;
  /** Names the problem (e.g. 'backup-failed'); one open alert per site and key. */
  key: string;
  title: string;
  description: string;
  /** The title and description as messages, for screens in other languages than Swedish. */
  titleMessage: ServerMessage;
  descriptionMessage: ServerMessage;
  severity?: WarningSeverity;
};

const systemKey = (siteId: string, key: string) => `system:${siteId}:${key}`.slice(0, 120);

/**
 * Raises a system_alert warning for a site unless the same one is open; the refresh engine never
 * closes these, so the raiser calls resolveSystemAlert when the problem is over.
 */
export async function raiseSystemAlert(
  db: Kysely<Database>,
  clock: Clock,
  alert: SystemAlert,
): Promise<{ id: string; created: boolean }> {
  const openKey = systemKey(alert.siteId, alert.key);
  const created = await insertWarnings(db, iso(clock.now()), [
    {
      openKey,
      suppressKey: openKey,
      type: 'system_alert',
      severity: alert.severity ?? 'high',
      siteId: alert.siteId,
      itemId: null,
      templateId: null,
      title: clipTitle(alert.title),
      description: clipDescription(alert.description),
      titleMessage: alert.titleMessage,
      descriptionMessage: alert.descriptionMessage,
    },
  ]);
  const row = await db
    .selectFrom('warnings')
    .select('id')
    .where('open_key', '=', openKey)
    .executeTakeFirstOrThrow();
  return { id: row.id, created: created > 0 };
}

/**
 * Closes the site's open alert with this key, if there is one, with why (in Swedish, and as a
 * message); tells whether one was closed.
 */
export async function resolveSystemAlert(
  db: Kysely<Database>,
  clock: Clock,
  alert: { siteId: string; key: string; details: string; message: ServerMessage | null },
): Promise<boolean> {
  const row = await db
    .selectFrom('warnings')
    .select('id')
    .where('open_key', '=', systemKey(alert.siteId, alert.key))
    .executeTakeFirst();
  if (!row) return false;
  return (
    (await resolveBySystem(db, iso(clock.now()), [
      { id: row.id, reason: { text: alert.details, message: alert.message } },
    ])) > 0
  );
}
