import type { Kysely } from 'kysely';
import { serverMessage } from '../../../shared/message-codes.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import { addDays, daysBetween } from '../../../shared/stock-rules.ts';
import { stockholmDay } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Cause } from './cause.ts';
import { clipTitle, medicineLabel } from './warning-texts.ts';
import { inScope, type ResolvedScope } from './warning-scope.ts';

export const openedPackOpenKey = (packId: string) => `opened_pack:${packId}`;

function title(days: number, medicine: string, batch: string) {
  if (days === 0) return `Bruten förpackning går ut i dag: ${medicine}, batch ${batch}`;
  if (days === 1) return `Bruten förpackning går ut i morgon: ${medicine}, batch ${batch}`;
  return `Bruten förpackning gick ut för ${-days} dag(ar) sedan: ${medicine}, batch ${batch}`;
}

function titleMessage(days: number, medicine: string, batch: string) {
  if (days === 0) return serverMessage('warning.opened_pack.title.today', { medicine, batch });
  if (days === 1) return serverMessage('warning.opened_pack.title.tomorrow', { medicine, batch });
  return serverMessage('warning.opened_pack.title.past', { days: -days, medicine, batch });
}

/**
 * An open pack whose use-by is tomorrow (high) or today or past (critical), until it is used up,
 * disposed of or its batch is empty.
 */
export async function openedPackCauses(
  db: Kysely<Database>,
  today: string,
  scope: ResolvedScope,
): Promise<Cause[]> {
  let query = db
    .selectFrom('opened_packs as p')
    .innerJoin('inventory_items as i', 'i.id', 'p.inventory_item_id')
    .innerJoin('medicine_templates as t', 't.id', 'p.medicine_template_id')
    .select([
      'p.id',
      'p.site_id',
      'p.inventory_item_id',
      'p.medicine_template_id',
      'p.use_by',
      'p.opened_at',
      'p.opened_by_label',
      't.name',
      't.strength',
      'i.batch_number',
    ])
    .where('p.status', '=', 'open')
    .where('p.use_by', '<=', addDays(today, 1));
  if (!scope.all) query = query.where(inScope(scope, 'p.site_id', 'p.medicine_template_id'));
  const rows = await query.execute();
  return rows.map((row): Cause => {
    const days = daysBetween(today, row.use_by);
    const medicine = medicineLabel(row.name, row.strength);
    const opened = stockholmDay(new Date(row.opened_at));
    const by = personName(row.opened_by_label);
    return {
      openKey: openedPackOpenKey(row.id),
      suppressKey: `opened_pack_expiry:${row.id}`,
      type: 'opened_pack_expiry',
      severity: days <= 0 ? 'critical' : 'high',
      siteId: row.site_id,
      itemId: row.inventory_item_id,
      templateId: row.medicine_template_id,
      title: clipTitle(title(days, medicine, row.batch_number)),
      description: `Förpackningen öppnades ${opened} av ${by} och ska användas senast ${row.use_by}. Kassera den under Öppnade förpackningar när dagen har gått.`,
      titleMessage: titleMessage(days, medicine, row.batch_number),
      descriptionMessage: serverMessage('warning.opened_pack.description', {
        use_by: row.use_by,
        opened,
        opened_by: by,
      }),
    };
  });
}
