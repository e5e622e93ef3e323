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
  /** 'information' for a notice that asks nothing of the unit (a low warning, never held). */
  status?: string;
  kind?: string;
  level?: string;
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
    `${notice}${reason}Batchen är spärrad för uttag. Följ indragningsskrivelsen: returnera den ` +
    'till leverantören eller kassera den, eller avfärda indragningen om den inte gäller er batch.'
  );
}

/** A low warning: the product a unit stocks is named by a notice that asks nothing of it. */
function informationAlert(match: MatchFacts) {
  const product = match.product_name ?? match.medicine_name;
  const withdrawal = match.kind === 'information';
  const level = match.level ?? '';
  const after = 'Lagret är inte spärrat och ingen kontroll behöver bekräftas.';
  return {
    siteId: match.site_id,
    key: alertKey(match.id),
    severity: 'low' as const,
    title: `Information: ${match.medicine_name} batch ${match.batch_number}`,
    description: withdrawal
      ? `Godkännandet för ${product} dras tillbaka (avregistrering). Det är inte en indragning. ${after}`
      : `Indragningen av ${product} gäller nivån ${level}, inte vårdgivare. ${after}`,
    titleMessage: serverMessage('alert.recall_information.title', {
      medicine: match.medicine_name,
      batch: match.batch_number,
    }),
    descriptionMessage: withdrawal
      ? serverMessage('alert.recall_information.description.withdrawal', { product })
      : serverMessage('alert.recall_information.description.level', { product, level }),
  };
}

/**
 * One warning per new match, in the site the batch is in: critical for a batch the recall holds,
 * low for information.
 */
export async function raiseRecallWarnings(
  trx: Kysely<Database>,
  clock: Clock,
  matches: readonly MatchFacts[],
): Promise<void> {
  for (const match of matches) {
    if (match.status === 'information') {
      await raiseSystemAlert(trx, clock, informationAlert(match));
      continue;
    }
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
  returned: {
    text: 'Batchen är returnerad till leverantören',
    message: serverMessage('resolution.recall_returned'),
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
