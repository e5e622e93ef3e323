import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { serverMessage } from '../../../shared/message-codes.ts';
import type { ServerMessage } from '../../../shared/schemas/server-message.ts';
import { raiseSystemAlert, resolveSystemAlert } from '../warnings/system-alerts.ts';
import type { Reason } from '../warnings/warning-texts.ts';

type MatchFacts = {
  id: string;
  site_id: string;
  medicine_name: string;
  batch_number: string;
  withdrawal_reason: string | null;
  product_name?: string;
};

const alertKey = (matchId: string) => `recall:${matchId}`;

export const recallWarningTitle = (medicine: string, batch: string) =>
  `Indragning: ${medicine} batch ${batch}`;

function descriptionMessage(match: MatchFacts): ServerMessage {
  const product = match.product_name;
  const reason = match.withdrawal_reason;
  if (product && reason)
    return serverMessage('alert.recall.description.product_reason', { product, reason });
  if (product) return serverMessage('alert.recall.description.product', { product });
  if (reason) return serverMessage('alert.recall.description.reason', { reason });
  return serverMessage('alert.recall.description');
}

function description(match: MatchFacts): string {
  const notice = match.product_name ? `En indragning gäller ${match.product_name}. ` : '';
  const reason = match.withdrawal_reason ? `Orsak: ${match.withdrawal_reason}. ` : '';
  return (
    `${notice}${reason}Batchen är spärrad för uttag. ` +
    'Kassera den omedelbart eller avfärda indragningen om den inte gäller er batch.'
  );
}

/** One critical warning per new match, in the site the batch is in. */
export async function raiseRecallWarnings(
  trx: Kysely<Database>,
  clock: Clock,
  matches: readonly MatchFacts[],
): Promise<void> {
  for (const match of matches) {
    await raiseSystemAlert(trx, clock, {
      siteId: match.site_id,
      key: alertKey(match.id),
      severity: 'critical',
      title: recallWarningTitle(match.medicine_name, match.batch_number),
      description: description(match),
      titleMessage: serverMessage('alert.recall.title', {
        medicine: match.medicine_name,
        batch: match.batch_number,
      }),
      descriptionMessage: descriptionMessage(match),
    });
  }
}

/** Why a recall's warning closed. */
export const RECALL_CLOSED = {
  dismissed: {
    text: 'Indragningen avfärdades: gäller inte batchen',
    message: serverMessage('resolution.recall_dismissed'),
  },
  disposed: {
    text: 'Batchen är kasserad enligt indragningen',
    message: serverMessage('resolution.recall_disposed'),
  },
  batchDisposed: {
    text: 'Batchen är kasserad',
    message: serverMessage('resolution.recall_batch_disposed'),
  },
} as const satisfies Record<string, Reason>;

/** Closes the match's warning once the match is resolved or dismissed. */
export async function closeRecallWarning(
  trx: Kysely<Database>,
  clock: Clock,
  match: { id: string; site_id: string },
  why: Reason,
): Promise<void> {
  await resolveSystemAlert(trx, clock, {
    siteId: match.site_id,
    key: alertKey(match.id),
    details: why.text,
    message: why.message,
  });
}
