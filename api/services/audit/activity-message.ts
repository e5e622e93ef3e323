import { isTerm, serverMessage } from '../../../shared/message-codes.ts';
import type { ServerMessage } from '../../../shared/schemas/server-message.ts';
import { actorName, parse, recordName, text, type AuditLine } from './activity-summary.ts';

/** Actions told without the record: the person did it to themselves or to everything. */
type OwnCode =
  | 'activity.login'
  | 'activity.badge_login'
  | 'activity.logout'
  | 'activity.change_password'
  | 'activity.update_profile'
  | 'activity.refresh'
  | 'activity.test_email';

const OWN_ACTIONS: Partial<Record<string, OwnCode>> = {
  login: 'activity.login',
  badge_login: 'activity.badge_login',
  logout: 'activity.logout',
  change_password: 'activity.change_password',
  update_profile: 'activity.update_profile',
  refresh: 'activity.refresh',
  test_email: 'activity.test_email',
};

function disposal(actor: string, row: AuditLine): ServerMessage | null {
  const after = parse(row.after_json);
  if (!after) return null;
  const name = recordName(row.entity, after);
  if (!name) return null;
  const unit = text(after.unit_type);
  if (typeof after.quantity === 'number' && isTerm('unit', unit))
    return serverMessage('activity.disposed', { actor, quantity: after.quantity, unit, name });
  return serverMessage('activity.disposed.unquantified', { actor, name });
}

/**
 * The audit row's line (summarise's) as a message a screen words in its own language; null for
 * an action or record the message terms have no words for (the Swedish line is shown then).
 */
export function activityMessage(row: AuditLine): ServerMessage | null {
  const actor = actorName(row.actor_label);
  const own = OWN_ACTIONS[row.action];
  if (own) return serverMessage(own, { actor });
  if (row.action === 'run' && row.entity === 'digest')
    return serverMessage('activity.run_digests', { actor });
  if (row.action === 'switch_site')
    return row.site_name
      ? serverMessage('activity.switch_site', { actor, site: row.site_name })
      : serverMessage('activity.switch_site.unnamed', { actor });
  if (row.entity === 'kassation' && row.action === 'initiate') {
    const disposed = disposal(actor, row);
    if (disposed) return disposed;
  }
  const verb = row.action;
  const entity = row.entity;
  if (!isTerm('activity_verb', verb) || !isTerm('activity_entity', entity)) return null;
  const name = recordName(entity, parse(row.after_json), parse(row.before_json));
  return name
    ? serverMessage('activity.did', { actor, verb, entity, name })
    : serverMessage('activity.did.unnamed', { actor, verb, entity });
}
