import type { Kysely } from 'kysely';
import { serverMessage } from '../../../shared/message-codes.ts';
import {
  DELEGATION_ENDING_DAYS,
  DELEGATION_KIND_LABELS,
  DELEGATION_KINDS,
} from '../../../shared/schemas/delegations.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import { addDays, daysBetween } from '../../../shared/stock-rules.ts';
import type { Database, DelegationTable } from '../../db/schema.ts';
import type { Cause } from './cause.ts';
import { clipTitle } from './warning-texts.ts';
import type { ResolvedScope } from './warning-scope.ts';

export const delegationOpenKey = (id: string) => `delegation_ending:${id}`;

const kindLabel = (kind: string) =>
  DELEGATION_KIND_LABELS[DELEGATION_KINDS.find((k) => k === kind) ?? 'hand_out'];

/** Whether another delegation of the same person and kind takes over when this one ends. */
const renewed = (row: DelegationTable, all: DelegationTable[]) =>
  all.some(
    (other) =>
      other.id !== row.id &&
      other.user_id === row.user_id &&
      other.site_id === row.site_id &&
      other.kind === row.kind &&
      other.valid_to > row.valid_to &&
      other.valid_from <= addDays(row.valid_to, 1),
  );

/**
 * A delegation in force that ends within 30 days and is not renewed: a warning for the unit's
 * manager, high in its last week.
 */
export async function delegationCauses(
  db: Kysely<Database>,
  today: string,
  scope: ResolvedScope,
): Promise<Cause[]> {
  if (!scope.all && scope.siteIds.length === 0) return [];
  let query = db
    .selectFrom('delegations')
    .selectAll()
    .where('revoked_at', 'is', null)
    .where('valid_to', '>=', today);
  if (!scope.all) query = query.where('site_id', 'in', scope.siteIds);
  const rows = await query.execute();
  const last = addDays(today, DELEGATION_ENDING_DAYS);
  return rows
    .filter((row) => row.valid_from <= today && row.valid_to <= last && !renewed(row, rows))
    .map((row): Cause => {
      const days = daysBetween(today, row.valid_to);
      const person = personName(row.user_label);
      const kind = kindLabel(row.kind);
      const issuer = personName(row.issued_by_label);
      return {
        openKey: delegationOpenKey(row.id),
        suppressKey: delegationOpenKey(row.id),
        type: 'delegation_ending',
        severity: days <= 7 ? 'high' : 'medium',
        siteId: row.site_id,
        itemId: null,
        templateId: null,
        title: clipTitle(`Delegering går ut om ${days} dagar: ${person}, ${kind}`),
        description: `${person} har delegering för ${kind} till och med ${row.valid_to}, utfärdad av ${issuer}. Förnya den under Delegeringar, eller låt den gå ut.`,
        titleMessage: serverMessage('warning.delegation_ending.title', { person, kind, days }),
        descriptionMessage: serverMessage('warning.delegation_ending.description', {
          person,
          kind,
          valid_to: row.valid_to,
          issuer,
        }),
      };
    });
}
