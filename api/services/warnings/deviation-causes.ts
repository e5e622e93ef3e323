import type { Kysely } from 'kysely';
import { serverMessage } from '../../../shared/message-codes.ts';
import type { Database } from '../../db/schema.ts';
import type { Cause } from './cause.ts';
import { inScope, type ResolvedScope } from './warning-scope.ts';

export const deviationOpenKey = (deviationId: string) => `deviation:${deviationId}`;

const TITLE_MAX = 300;
const AFTER = 'Avsluta den med en slutsats under Avvikelser.';

/** Every open deviation is a high warning on its unit's panel until it is closed. */
export async function deviationCauses(
  db: Kysely<Database>,
  scope: ResolvedScope,
): Promise<Cause[]> {
  let query = db
    .selectFrom('deviations')
    .select(['id', 'site_id', 'medicine_template_id', 'title', 'description'])
    .where('status', '=', 'open');
  if (!scope.all) query = query.where(inScope(scope, 'site_id', 'medicine_template_id'));
  const rows = await query.execute();
  return rows.map((row) => {
    const title = `Avvikelse: ${row.title}`;
    return {
      openKey: deviationOpenKey(row.id),
      suppressKey: deviationOpenKey(row.id),
      type: 'deviation',
      severity: 'high',
      siteId: row.site_id,
      itemId: null,
      templateId: row.medicine_template_id,
      title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title,
      description: `${row.description} ${AFTER}`,
      titleMessage: serverMessage('warning.deviation.title', { title: row.title }),
      descriptionMessage: serverMessage('warning.deviation.description', {
        description: row.description,
      }),
    };
  });
}
