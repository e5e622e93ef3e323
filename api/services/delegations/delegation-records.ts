import { personName } from '../../../shared/schemas/kassation.ts';
import {
  DELEGATION_KINDS,
  type Delegation,
  type DelegationKind,
} from '../../../shared/schemas/delegations.ts';
import { daysBetween } from '../../../shared/stock-rules.ts';
import type { DelegationTable } from '../../db/schema.ts';

const kindOf = (kind: string): DelegationKind =>
  DELEGATION_KINDS.find((k) => k === kind) ?? 'hand_out';

function stateOf(row: DelegationTable, today: string): Delegation['state'] {
  if (row.revoked_at !== null) return 'revoked';
  if (row.valid_to < today) return 'ended';
  if (row.valid_from > today) return 'upcoming';
  return 'active';
}

export function asDelegation(row: DelegationTable, today: string): Delegation {
  const state = stateOf(row, today);
  return {
    id: row.id,
    site_id: row.site_id,
    user_id: row.user_id,
    user_name: personName(row.user_label),
    kind: kindOf(row.kind),
    issued_by_user_id: row.issued_by_user_id,
    issued_by: personName(row.issued_by_label),
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    note: row.note,
    created_at: row.created_at,
    created_by: personName(row.created_by_label),
    revoked_at: row.revoked_at,
    revoked_by: row.revoked_by_label ? personName(row.revoked_by_label) : null,
    revoke_reason: row.revoke_reason,
    state,
    days_left: state === 'active' ? daysBetween(today, row.valid_to) : null,
  };
}
