import { randomUUID } from 'node:crypto';
import type { DeviationKind } from '../../../shared/schemas/deviations.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/schema.ts';
import { iso } from '../../time.ts';
import { writeAudit, type AuditActor } from '../audit/audit-service.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';
import { queueDeviationMails } from './deviation-mails.ts';

export type NewDeviation = {
  siteId: string;
  kind: DeviationKind;
  subject: {
    type: 'narcotic_count' | 'stock_take' | 'movement' | 'offline_refusal' | 'storage_place';
    id: string;
  };
  medicine: { id: string; name: string } | null;
  title: string;
  description: string;
  openedBy: AuditActor;
};

/**
 * Opens a deviation in the transaction of what caused it: the row, its audit line, the high
 * warning on the unit's panel and the e-mail to the unit's managers all stand or fall with it.
 */
export async function openDeviation(
  trx: Db,
  deps: { clock: Clock; config: Config },
  input: NewDeviation,
): Promise<string> {
  const id = randomUUID();
  const now = deps.clock.now();
  await trx
    .insertInto('deviations')
    .values({
      id,
      site_id: input.siteId,
      kind: input.kind,
      subject_type: input.subject.type,
      subject_id: input.subject.id,
      medicine_template_id: input.medicine?.id ?? null,
      medicine_name: input.medicine?.name ?? null,
      title: input.title.slice(0, 300),
      description: input.description.slice(0, 4000),
      opened_by_user_id: input.openedBy.id,
      opened_by_label: input.openedBy.label,
      opened_at: iso(now),
      status: 'open',
      closed_by_user_id: null,
      closed_by_label: null,
      closed_at: null,
      conclusion: null,
    })
    .execute();
  await writeAudit(trx, now, input.openedBy, {
    action: 'deviation_opened',
    entity: 'deviation',
    entity_id: id,
    site_id: input.siteId,
    after: { kind: input.kind, title: input.title, description: input.description },
  });
  await refreshWarnings(
    trx,
    deps.clock,
    input.medicine ? { templateIds: [input.medicine.id] } : { siteIds: [input.siteId] },
  );
  await queueDeviationMails(trx, deps, {
    id,
    site_id: input.siteId,
    title: input.title,
    description: input.description,
  });
  return id;
}
