import type { RoleName } from '../../../shared/constants.ts';
import type { KassationRecord } from '../../../shared/schemas/kassation.ts';

export type RowAction = 'approve' | 'complete' | 'certificate' | 'restore' | 'cancel';
export type Actor = { id: string; role: RoleName };
type Row = Pick<
  KassationRecord,
  'status' | 'is_restored' | 'initiated_by' | 'is_controlled_substance'
>;

/**
 * What the person may do with a row, as the server allows it: unit managers move a disposal on,
 * certify and restore it; care staff undo their own disposal until it is approved.
 */
export function rowActions(row: Row, actor: Actor): RowAction[] {
  const manager = actor.role === 'admin' || actor.role === 'site_admin';
  if (row.status === 'cancelled') return [];
  if (row.is_restored) return manager ? ['certificate'] : [];
  if (!manager)
    return row.status === 'initiated' && row.initiated_by === actor.id ? ['cancel'] : [];
  const actions: RowAction[] = [];
  if (row.status === 'initiated') actions.push('approve');
  if (row.status === 'approved') actions.push('complete');
  actions.push('certificate', 'restore');
  return actions;
}

/** A narcotic needs a second person: the one who disposed of it cannot approve it. */
export const needsSecondPerson = (row: Row, actor: Actor) =>
  row.is_controlled_substance && row.initiated_by === actor.id;
