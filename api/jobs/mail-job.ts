import type { AppDeps } from '../deps.ts';
import { composeDigests } from '../services/notifications/digests.ts';
import {
  deliverPending,
  DELIVERY_BATCH,
  type Delivery,
  type DeliveryDeps,
} from '../services/notifications/outbox.ts';
import { queueClassOneMails } from '../services/notifications/class-one-mails.ts';
import { queueRecallMails } from '../services/notifications/recall-mails.ts';
import type { Job } from './job.ts';

/** Every minute, so a recall match reaches the unit's managers within a minute or two. */
export const MAIL_JOB_MS = 60_000;

/** A run sends for at most this long; what is left waits a minute for the next run. */
const SENDING_MS = 45_000;

/** Sends batch after batch while messages are due, so a morning's digests go out in one run. */
async function deliverDue(deps: DeliveryDeps): Promise<Delivery> {
  const started = Date.now();
  const total: Delivery = { sent: 0, failed: 0, waiting: 0 };
  for (;;) {
    const run = await deliverPending(deps);
    total.sent += run.sent;
    total.failed += run.failed;
    total.waiting = run.waiting;
    const more = run.sent + run.failed === DELIVERY_BATCH && run.waiting === 0;
    if (!more || Date.now() - started > SENDING_MS) return total;
  }
}

/** Writes the recall e-mails and the digests that are due, then sends what waits in the outbox. */
export async function runMailJob(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>) {
  const recallMails = (await queueClassOneMails(deps)) + (await queueRecallMails(deps));
  const mail = deps.config.mail;
  if (!mail) return { recallMails, digests: 0, sent: 0, failed: 0, waiting: 0 };
  const digests = await composeDigests(deps, 'due');
  const delivery = await deliverDue({ db: deps.db, clock: deps.clock, mail });
  const result = { recallMails, digests: digests.queued.length, ...delivery };
  // The job runs every minute: only a run that did something is worth a line at info.
  if (delivery.sent + delivery.failed > 0)
    deps.logger?.info(
      { job: 'mail', ...result },
      `E-post: ${delivery.sent} skickade, ${delivery.failed} misslyckades`,
    );
  // Thrown after sending, so one person's failed digest holds up no one else's.
  if (digests.errors.length > 0)
    throw new Error(
      `${digests.errors.length} sammanfattningar kunde inte göras; den första: ${digests.errors[0] ?? ''}`,
    );
  return result;
}

export const mailJob = (deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>): Job => ({
  name: 'mail',
  everyMs: MAIL_JOB_MS,
  frequent: true,
  run: () => runMailJob(deps),
});
