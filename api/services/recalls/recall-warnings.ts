import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { raiseSystemAlert, resolveSystemAlert } from '../warnings/system-alerts.ts';

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

function description(match: MatchFacts): string {
  const notice = match.product_name ? `Läkemedelsverket har dragit in ${match.product_name}. ` : '';
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
    });
  }
}

/** Closes the match's warning once the match is resolved or dismissed. */
export async function closeRecallWarning(
  trx: Kysely<Database>,
  clock: Clock,
  match: { id: string; site_id: string },
  details: string,
): Promise<void> {
  await resolveSystemAlert(trx, clock, { siteId: match.site_id, key: alertKey(match.id), details });
}
