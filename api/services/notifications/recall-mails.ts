import { siteManagersWanting, type SiteManager } from './site-managers.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/schema.ts';
import { appAddress } from '../../mail/app-links.ts';
import { html } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/smtp-sender.ts';
import { iso } from '../../time.ts';
import { mailPage, paragraphsText } from './mail-layout.ts';
import { queueMail } from './outbox.ts';

const BATCH = 500;

type Match = {
  id: string;
  site_id: string;
  site_name: string;
  medicine_name: string;
  batch_number: string;
  withdrawal_reason: string | null;
};
type Manager = SiteManager;

const managersOf = (db: Db, siteId: string) => siteManagersWanting(db, siteId, 'email_recalls');

function recallMail(
  manager: Manager,
  siteName: string,
  matches: Match[],
  address: string,
): OutgoingMail {
  const subject =
    matches.length === 1
      ? `Medvakt: indragen batch i lager på ${siteName}`
      : `Medvakt: ${matches.length} indragna batcher i lager på ${siteName}`;
  const intro = `Hej ${manager.first_name}! En indragning gäller ${matches.length === 1 ? 'en batch' : 'batcher'} som finns i lager på ${siteName}.`;
  const lines = matches.map(
    (m) =>
      `${m.medicine_name}, batch ${m.batch_number}${m.withdrawal_reason ? `: ${m.withdrawal_reason}` : ''}`,
  );
  const action = 'Ta batcherna ur bruk och åtgärda dem under Indragna batcher i Medvakt:';
  const footer = `Du får det här mejlet som enhetschef på ${siteName}. Du kan stänga av e-post om indragningar under Inställningar: ${address}/settings`;
  const text = paragraphsText([
    intro,
    lines.map((l) => `- ${l}`).join('\n'),
    `${action} ${address}/`,
    footer,
  ]);
  const body = html`<p>${intro}</p>
    <ul>
      ${lines.map((l) => html`<li>${l}</li>`)}
    </ul>
    <p>${action} <a href="${address}/">Öppna Medvakt</a></p>`;
  return { to: manager.email, subject, text, html: mailPage(subject, body, footer) };
}

/** Marks the matches as told; false when another process got there first. */
async function markMailed(db: Db, ids: string[], now: string): Promise<boolean> {
  const marked = await db
    .updateTable('recall_matches')
    .set({ mailed_at: now })
    .where('id', 'in', ids)
    .where('mailed_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === ids.length;
}

class AlreadyMailed extends Error {}

/**
 * Tells each affected unit's managers of its new recall matches at once: one e-mail per unit and
 * manager, written to the outbox in the same transaction that marks the matches as told. Matches
 * found while e-mail is not configured are marked too, so turning e-mail on later sends no backlog.
 */
export async function queueRecallMails(deps: {
  db: Db;
  clock: Clock;
  config: Config;
}): Promise<number> {
  const unmailed = await deps.db
    .selectFrom('recall_matches as m')
    .innerJoin('sites as s', 's.id', 'm.site_id')
    .select([
      'm.id',
      'm.site_id',
      's.name as site_name',
      'm.medicine_name',
      'm.batch_number',
      'm.withdrawal_reason',
    ])
    .where('m.mailed_at', 'is', null)
    .orderBy('m.site_id')
    .orderBy('m.medicine_name')
    .limit(BATCH)
    .execute();
  const bySite = new Map<string, Match[]>();
  for (const m of unmailed) bySite.set(m.site_id, [...(bySite.get(m.site_id) ?? []), m]);
  const address = appAddress(deps.config);
  const now = iso(deps.clock.now());
  let queued = 0;
  for (const [siteId, matches] of bySite) {
    const managers = deps.config.mail ? await managersOf(deps.db, siteId) : [];
    const ids = matches.map((m) => m.id);
    try {
      await deps.db.transaction().execute(async (trx) => {
        if (!(await markMailed(trx, ids, now))) throw new AlreadyMailed();
        for (const manager of managers) {
          const id = await queueMail(trx, deps.clock, {
            kind: 'recall',
            dedupeKey: `recall:${manager.id}:${[...ids].sort()[0] ?? ''}`,
            userId: manager.id,
            siteId,
            mail: recallMail(manager, matches[0]?.site_name ?? '', matches, address),
          });
          if (id) queued += 1;
        }
      });
    } catch (error) {
      if (!(error instanceof AlreadyMailed)) throw error;
    }
  }
  return queued;
}
