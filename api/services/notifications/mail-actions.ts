import type { DigestRunResult } from '../../../shared/schemas/notifications.ts';
import type { MailConfig } from '../../config.ts';
import { AppError, conflict } from '../../errors.ts';
import { appAddress } from '../../mail/app-links.ts';
import { html } from '../../mail/html.ts';
import { sendFailure, smtpSender } from '../../mail/smtp-sender.ts';
import { auditActorOf, writeAudit } from '../audit/audit-service.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { requireRole } from '../auth/permissions.ts';
import { composeDigests } from './digests.ts';
import { mailPage, paragraphsText } from './mail-layout.ts';
import { deliverPending } from './outbox.ts';

function configuredMail(ctx: ServiceContext): MailConfig {
  if (!ctx.config.mail)
    throw conflict(
      'E-post är inte konfigurerad på servern. Be driften ange SMTP_URL och MAIL_FROM.',
      'MAIL_NOT_CONFIGURED',
    );
  return ctx.config.mail;
}

/** Sends one e-mail to the admin at once, so a wrong SMTP setting shows its reason on the screen. */
export async function sendTestEmail(ctx: ServiceContext): Promise<{ detail: string }> {
  requireRole(ctx.actor, 'admin');
  const mail = configuredMail(ctx);
  const address = appAddress(ctx.config);
  const subject = 'Medvakt: testmejl';
  const intro = `Hej ${ctx.actor.first_name}! Det här är ett testmejl från Medvakt.`;
  const works = `E-posten fungerar: sammanfattningar och mejl om indragningar kommer fram till ${ctx.actor.email}.`;
  const footer = `Skickat från ${address} på din begäran.`;
  const sender = smtpSender(mail);
  try {
    await sender.send({
      to: ctx.actor.email,
      subject,
      text: paragraphsText([intro, works, footer]),
      html: mailPage(
        subject,
        html`<p>${intro}</p>
          <p>${works}</p>`,
        footer,
      ),
    });
  } catch (error) {
    throw new AppError(
      502,
      'MAIL_SEND_FAILED',
      `Testmejlet kunde inte skickas: ${sendFailure(error)}`,
    );
  } finally {
    sender.close();
  }
  await writeAudit(ctx.db, ctx.clock.now(), auditActorOf(ctx), {
    action: 'test_email',
    entity: 'notification_settings',
    entity_id: ctx.actor.id,
  });
  return { detail: `Ett testmejl har skickats till ${ctx.actor.email}.` };
}

/** Sends every digest that is on now, as if today were each person's day. */
export async function runDigestsNow(ctx: ServiceContext): Promise<DigestRunResult> {
  requireRole(ctx.actor, 'admin');
  const mail = configuredMail(ctx);
  const composed = await composeDigests(ctx, 'now');
  const delivery = await deliverPending({ db: ctx.db, clock: ctx.clock, mail }, composed.queued);
  const result = {
    sent: delivery.sent,
    nothing_to_report: composed.nothingToReport,
    failed: composed.queued.length - delivery.sent + composed.errors.length,
  };
  await writeAudit(ctx.db, ctx.clock.now(), auditActorOf(ctx), {
    action: 'run',
    entity: 'digest',
    after: result,
  });
  return result;
}
