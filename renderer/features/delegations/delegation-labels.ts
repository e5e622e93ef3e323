import type { Delegation, DelegationKind } from '../../../shared/schemas/delegations.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';

export const KIND_KEYS: Record<DelegationKind, MessageKey> = {
  hand_out: 'delegations.kind.hand_out',
  prepare_administer: 'delegations.kind.prepare_administer',
  insulin: 'delegations.kind.insulin',
  narcotics: 'delegations.kind.narcotics',
};

export const STATE_KEYS: Record<Delegation['state'], MessageKey> = {
  active: 'delegations.state.active',
  upcoming: 'delegations.state.upcoming',
  ended: 'delegations.state.ended',
  revoked: 'delegations.state.revoked',
};
