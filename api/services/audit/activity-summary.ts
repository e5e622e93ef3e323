import { asObject, parseJsonText } from '../../db/json-text.ts';

/** Readable Swedish lines for audit rows: who did what on which record, never field contents. */

const ENTITY_LABELS: Record<string, string> = {
  user: 'användaren',
  customer: 'kunden',
  site: 'enheten',
  medicine: 'läkemedlet',
  inventory_item: 'batchen',
  kassation: 'kassationen',
  kassation_certificate: 'kassationsintyget',
  recall_match: 'indragningen',
  recall_follow_up: 'kontrollen av indragningen',
  warning: 'varningen',
  session: 'sessionen',
};

const VERBS: Record<string, string> = {
  create: 'skapade',
  update: 'ändrade',
  delete: 'tog bort',
  activate: 'aktiverade',
  deactivate: 'inaktiverade',
  reset_password: 'återställde lösenordet för',
  update_settings: 'ändrade inställningarna för',
  import: 'importerade',
  unpack: 'packade upp',
  initiate: 'kasserade',
  bulk: 'kasserade',
  cancel: 'avbröt',
  approve: 'godkände',
  complete: 'slutförde',
  restore: 'återställde',
  generate: 'skapade',
  certificate: 'skapade intyg för',
  acknowledge: 'kvitterade',
  resolve: 'åtgärdade',
  dismiss: 'avfärdade',
  confirm: 'bekräftade',
  correct: 'rättade',
  open_follow_ups: 'begärde kontroll av',
  close_follow_up: 'stängde uppföljningen av',
};

/** Actions whose sentence needs no record name. */
const OWN_ACTIONS: Record<string, string> = {
  login: 'loggade in',
  logout: 'loggade ut',
  change_password: 'bytte sitt lösenord',
  update_profile: 'uppdaterade sin profil',
  refresh: 'gick igenom lagret och uppdaterade varningarna',
};

export type Snapshot = Record<string, unknown>;

export function parse(json: string | null): Snapshot | null {
  if (!json) return null;
  try {
    return asObject(parseJsonText(json));
  } catch {
    return null;
  }
}

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** The name a person would recognise the record by; only naming fields are read. */
export function recordName(entity: string, ...snapshots: (Snapshot | null)[]): string | null {
  for (const s of snapshots) {
    if (!s) continue;
    const medicine = text(s.medicine_name);
    const batch = text(s.batch_number);
    if (medicine && batch) return `${medicine} (batch ${batch})`;
    if (entity === 'user' && text(s.email)) return text(s.email);
    const name = text(s.name) ?? text(s.title) ?? medicine ?? text(s.email);
    if (name) return name;
  }
  return null;
}

/** 'Anna Berg <anna@x.se>' reads as 'Anna Berg'; the system's own label stays as it is. */
export const actorName = (label: string) => label.replace(/\s*<[^>]*>\s*$/, '').trim() || label;

export type AuditLine = {
  actor_label: string;
  action: string;
  entity: string;
  before_json: string | null;
  after_json: string | null;
  site_name: string | null;
};

export function summarise(row: AuditLine): string {
  const who = actorName(row.actor_label);
  const own = OWN_ACTIONS[row.action];
  if (own) return `${who} ${own}`;
  if (row.action === 'switch_site')
    return row.site_name ? `${who} bytte enhet till ${row.site_name}` : `${who} bytte enhet`;
  const before = parse(row.before_json);
  const after = parse(row.after_json);
  if (row.entity === 'kassation' && row.action === 'initiate' && after) {
    const quantity =
      typeof after.quantity === 'number'
        ? `${after.quantity} ${text(after.unit_type) ?? ''}`.trim()
        : null;
    const what = recordName(row.entity, after);
    if (what) return `${who} kasserade ${quantity ? `${quantity} ` : ''}${what}`;
  }
  const verb = VERBS[row.action] ?? row.action.replaceAll('_', ' ');
  const label = ENTITY_LABELS[row.entity] ?? row.entity.replaceAll('_', ' ');
  const name = recordName(row.entity, after, before);
  return name ? `${who} ${verb} ${label} ${name}` : `${who} ${verb} ${label}`;
}
