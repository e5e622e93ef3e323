import { stockholmMinute, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/schema.ts';
import { appAddress } from '../../mail/app-links.ts';
import { html } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/smtp-sender.ts';
import { iso } from '../../time.ts';
import { mailPage, paragraphsText } from './mail-layout.ts';
import { queueMail } from './outbox.ts';
import { allSiteManagers, type SiteManager } from './site-managers.ts';

const BATCH = 200;

type UrgentCheck = {
  id: string;
  site_id: string;
  site_name: string;
  product_name: string;
  strength: string | null;
  reason: string | null;
  deadline_at: string | null;
  due_date: string;
};

function classOneMail(manager: SiteManager, check: UrgentCheck, address: string): OutgoingMail {
  const product = [check.product_name, check.strength].filter(Boolean).join(' ');
  const deadline = check.deadline_at
    ? stockholmMinute(new Date(check.deadline_at))
    : check.due_date;
  const subject = `Medvakt: indragning klass I av ${product} – åtgärda senast ${deadline}`;
  const intro =
    `Hej ${manager.first_name}! En indragning i klass I gäller ${product}, som ${check.site_name} ` +
    'har eller har haft i lager.';
  const action =
    `Kontrollera hyllorna, ta förpackningarna ur bruk och följ indragningsskrivelsen (oftast retur ` +
    `till leverantören) senast ${deadline}. Bekräfta kontrollen under Indragningar i Medvakt:`;
  const reason = check.reason ? `Orsak: ${check.reason}` : '';
  const footer =
    `Du får det här mejlet som enhetschef på ${check.site_name}. En indragning i klass I skickas ` +
    'alltid, oavsett dina val för e-post.';
  const text = paragraphsText([intro, reason, `${action} ${address}/`, footer].filter(Boolean));
  const body = html`<p>${intro}</p>
    ${reason ? html`<p>${reason}</p>` : ''}
    <p>${action} <a href="${address}/">Öppna Medvakt</a></p>`;
  return { to: manager.email, subject, text, html: mailPage(subject, body, footer) };
}

/**
 * E-mails the managers of every unit with an open class I check not yet told of, at once and
 * whatever their e-mail choices: one mail per manager and check, written to the outbox in the
 * transaction that marks the check as told. Without e-mail configured the checks are marked too.
 */
export async function queueClassOneMails(deps: {
  db: Db;
  clock: Clock;
  config: Config;
}): Promise<number> {
  const checks = await deps.db
    .selectFrom('recall_follow_ups as f')
    .innerJoin('recall_notices as n', 'n.id', 'f.notice_id')
    .innerJoin('sites as s', 's.id', 'f.site_id')
    .select([
      'f.id',
      'f.site_id',
      's.name as site_name',
      'n.product_name',
      'n.strength',
      'n.reason',
      'f.deadline_at',
      'f.due_date',
    ])
    .where('n.recall_class', '=', 'I')
    .where('f.status', '=', 'open')
    .where('f.urgent_mailed_at', 'is', null)
    .where('s.is_active', '=', 1)
    .limit(BATCH)
    .execute();
  const address = appAddress(deps.config);
  let queued = 0;
  for (const check of checks) {
    const managers = deps.config.mail ? await allSiteManagers(deps.db, check.site_id) : [];
    await deps.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('recall_follow_ups')
        .set({ urgent_mailed_at: iso(deps.clock.now()) })
        .where('id', '=', check.id)
        .where('urgent_mailed_at', 'is', null)
        .executeTakeFirst();
      // Another process told them in the meantime.
      if (Number(marked.numUpdatedRows) !== 1) return;
      for (const manager of managers) {
        const id = await queueMail(trx, deps.clock, {
          kind: 'recall',
          dedupeKey: `recall-class-one:${manager.id}:${check.id}`,
          userId: manager.id,
          siteId: check.site_id,
          mail: classOneMail(manager, check, address),
        });
        if (id) queued += 1;
      }
    });
  }
  return queued;
}
