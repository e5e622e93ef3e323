import { siteManagersWanting, type SiteManager } from '../notifications/site-managers.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/schema.ts';
import { appAddress } from '../../mail/app-links.ts';
import { html } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/smtp-sender.ts';
import { mailPage, paragraphsText } from '../notifications/mail-layout.ts';
import { queueMail } from '../notifications/outbox.ts';

type Manager = SiteManager;
export type OpenedDeviation = {
  id: string;
  site_id: string;
  title: string;
  description: string;
};

const managersOf = (db: Db, siteId: string) => siteManagersWanting(db, siteId, 'email_warnings');

function deviationMail(
  manager: Manager,
  siteName: string,
  deviation: OpenedDeviation,
  address: string,
): OutgoingMail {
  const subject = `Medvakt: avvikelse på ${siteName}: ${deviation.title}`;
  const intro = `Hej ${manager.first_name}! En avvikelse har öppnats på ${siteName}.`;
  const link = `${address}/avvikelser/${deviation.id}`;
  const action = 'Följ upp den och avsluta den med en slutsats under Avvikelser:';
  const footer = `Du får det här mejlet som enhetschef på ${siteName}. Du kan stänga av e-post om varningar under Inställningar: ${address}/settings`;
  const text = paragraphsText([
    intro,
    deviation.title,
    deviation.description,
    `${action} ${link}`,
    footer,
  ]);
  const body = html`<p>${intro}</p>
    <p><strong>${deviation.title}</strong></p>
    <p>${deviation.description}</p>
    <p>${action} <a href="${link}">Öppna avvikelsen</a></p>`;
  return { to: manager.email, subject, text, html: mailPage(subject, body, footer) };
}

/**
 * Writes the e-mail to each of the unit's managers to the outbox, in the transaction that opens
 * the deviation; the mail job sends it within the minute. Nothing is queued without e-mail set up.
 */
export async function queueDeviationMails(
  trx: Db,
  deps: { clock: Clock; config: Config },
  deviation: OpenedDeviation,
): Promise<number> {
  if (!deps.config.mail) return 0;
  const site = await trx
    .selectFrom('sites')
    .select('name')
    .where('id', '=', deviation.site_id)
    .executeTakeFirstOrThrow();
  const address = appAddress(deps.config);
  let queued = 0;
  for (const manager of await managersOf(trx, deviation.site_id)) {
    const id = await queueMail(trx, deps.clock, {
      kind: 'deviation',
      dedupeKey: `deviation:${deviation.id}:${manager.id}`,
      userId: manager.id,
      siteId: deviation.site_id,
      mail: deviationMail(manager, site.name, deviation, address),
    });
    if (id) queued += 1;
  }
  return queued;
}
