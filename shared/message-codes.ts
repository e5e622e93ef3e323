import type { ServerMessage } from './schemas/server-message.ts';
import { UNIT_TYPES } from './schemas/inventory.ts';
import { MOVEMENT_KINDS } from './schemas/stock-movement.ts';

/**
 * Words a message's param may name from a fixed list (the renderer's catalogue words each one):
 * a unit type, the advice of an expiry warning, a kind of e-mail, an audit action or record.
 */
export const MESSAGE_TERMS = {
  unit: UNIT_TYPES,
  expiry_advice: ['plan', 'use_first', 'expired'],
  mail_kind: ['digest', 'recall', 'deviation', 'test'],
  activity_verb: [
    'create',
    'update',
    'delete',
    'close',
    'activate',
    'deactivate',
    'reset_password',
    'update_settings',
    'import',
    'unpack',
    'initiate',
    'bulk',
    'cancel',
    'approve',
    'complete',
    'restore',
    'generate',
    'certificate',
    'acknowledge',
    'resolve',
    'dismiss',
    'sync',
    'match',
    'reopen',
    'export_order_proposal',
    'export_journal',
    'export_stock_take',
    'link_gtin',
    'rotate_qr_key',
    'narcotic_count',
    'stock_take_start',
    'stock_take_cancel',
    'stock_take_complete',
    'stock_take_count',
    'stock_take_found',
    'offline_refused',
    'offline_refusal_resolved',
    'set_pin',
    'enrol_badge',
    'clear_badge',
    'badge_locked',
    'register_kiosk',
    'update_kiosk',
    'revoke_kiosk',
    'qr_withdraw',
    'qr_add',
    'confirm',
    'correct',
    'open_follow_ups',
    'close_follow_up',
    ...MOVEMENT_KINDS,
  ],
  activity_entity: [
    'user',
    'customer',
    'site',
    'medicine',
    'medicine_template',
    'medicine_gtin',
    'inventory_item',
    'kassation',
    'kassation_certificate',
    'recall_match',
    'recall_notice',
    'recall_follow_up',
    'recall_feed',
    'warning',
    'session',
    'digest',
    'kiosk',
    'narcotic_count',
    'notification_settings',
    'offline_refusal',
    'qr_sheet',
    'stock_take',
  ],
} as const;
export type TermGroup = keyof typeof MESSAGE_TERMS;
export type Term<G extends TermGroup> = (typeof MESSAGE_TERMS)[G][number];

/** How a param shows: as it is (names, batches), a number or a YYYY-MM-DD date, or a term. */
export type ParamKind = 'text' | 'number' | 'date' | TermGroup;

const T = 'text';
const N = 'number';
const D = 'date';
const MEDICINE_BATCH = { medicine: T, batch: T } as const;
const EXPIRY_FACTS = {
  ...MEDICINE_BATCH,
  expiry_date: D,
  quantity: N,
  unit: 'unit',
  advice: 'expiry_advice',
} as const;
const ACTIVITY = { actor: T, verb: 'activity_verb', entity: 'activity_entity' } as const;

/** Every code the server sends, each one sentence, with its params and how each shows. */
export const MESSAGE_CODES = {
  'warning.expiry.title.in_days': { days: N, ...MEDICINE_BATCH },
  'warning.expiry.title.tomorrow': MEDICINE_BATCH,
  'warning.expiry.title.today': MEDICINE_BATCH,
  'warning.expiry.title.yesterday': MEDICINE_BATCH,
  'warning.expiry.title.days_ago': { days: N, ...MEDICINE_BATCH },
  'warning.expiry.description': EXPIRY_FACTS,
  'warning.expiry.description.located': { ...EXPIRY_FACTS, location: T },
  'warning.low_stock.title': { medicine: T },
  'warning.low_stock.description': { medicine: T, total: N, minimum: N },
  'warning.out_of_stock.title': { medicine: T },
  'warning.out_of_stock.description': { medicine: T, minimum: N },
  'warning.count_overdue.title': { medicine: T },
  'warning.count_overdue.description': {
    medicine: T,
    last_count: D,
    count_due: D,
  },
  'warning.count_overdue.description.never_counted': {
    medicine: T,
    count_due: D,
  },
  'warning.deviation.title': { title: T },
  'warning.opened_pack.title.today': MEDICINE_BATCH,
  'warning.opened_pack.title.tomorrow': MEDICINE_BATCH,
  'warning.opened_pack.title.past': { days: N, ...MEDICINE_BATCH },
  'warning.opened_pack.description': { use_by: D, opened: D, opened_by: T },
  'warning.delegation_ending.title': { person: T, kind: T, days: N },
  'warning.delegation_ending.description': { person: T, kind: T, valid_to: D, issuer: T },
  'warning.fridge_not_read.title': { place: T },
  'warning.freezer_not_read.title': { place: T },
  'warning.fridge_not_read.description': { place: T, time: T },
  'warning.deviation.description': { description: T },
  'alert.recall.title': MEDICINE_BATCH,
  'alert.recall.description': {},
  'alert.recall.description.product': { product: T },
  'alert.recall.description.reason': { reason: T },
  'alert.recall.description.product_reason': { product: T, reason: T },
  'alert.recall_information.title': MEDICINE_BATCH,
  'alert.recall_information.description.withdrawal': { product: T },
  'alert.recall_information.description.level': { product: T, level: T },
  'alert.recall_class_one.title': { product: T },
  'alert.recall_class_one.description': { deadline: T },
  'alert.recall_follow_up.title': { product: T },
  'alert.recall_follow_up.description': { product: T, due: D },
  'alert.backup_failed.title': {},
  'alert.backup_failed.description': { reason: T },
  'alert.mail_failed.title': {},
  'alert.mail_failed.description': { mail: 'mail_kind', attempts: N, reason: T },
  'alert.ledger_imbalance.title': {},
  'alert.ledger_imbalance.description': { batches: N },
  'alert.ledger_imbalance.description.one': {},
  'resolution.batch_empty': {},
  'resolution.batch_gone': {},
  'resolution.expiry_outside_window': {},
  'resolution.became_critical': {},
  'resolution.no_longer_critical': {},
  'resolution.restocked': {},
  'resolution.minimum_not_tracked': {},
  'resolution.medicine_inactive': {},
  'resolution.medicine_gone': {},
  'resolution.count_done': {},
  'resolution.deviation_closed': {},
  'resolution.opened_pack_ended': {},
  'resolution.delegation_renewed': {},
  'resolution.fridge_read': {},
  'resolution.fridge_day_over': {},
  'resolution.fridge_not_daily': {},
  'resolution.recall_dismissed': {},
  'resolution.recall_disposed': {},
  'resolution.recall_batch_disposed': {},
  'resolution.recall_returned': {},
  'resolution.recall_follow_up_confirmed': {},
  'resolution.recall_follow_up_closed': {},
  'resolution.backup_works': {},
  'resolution.mail_works': {},
  'activity.login': { actor: T },
  'activity.badge_login': { actor: T },
  'activity.logout': { actor: T },
  'activity.change_password': { actor: T },
  'activity.update_profile': { actor: T },
  'activity.refresh': { actor: T },
  'activity.test_email': { actor: T },
  'activity.run_digests': { actor: T },
  'activity.switch_site': { actor: T, site: T },
  'activity.switch_site.unnamed': { actor: T },
  'activity.disposed': { actor: T, quantity: N, unit: 'unit', name: T },
  'activity.disposed.unquantified': { actor: T, name: T },
  'activity.did': { ...ACTIVITY, name: T },
  'activity.did.unnamed': ACTIVITY,
  'ssl.no_tls': {},
  'ssl.unreadable': {},
  'ssl.expired': { date: D },
  'ssl.not_yet_valid': { date: D },
  'ssl.expires_now': { days: N, date: D },
  'ssl.expires_now.one': { date: D },
  'ssl.expires_soon': { days: N, date: D },
  'ssl.valid': { days: N, date: D },
  'api_module.auth': {},
  'api_module.users': {},
  'api_module.customers': {},
  'api_module.sites': {},
  'api_module.dashboard': {},
  'api_module.recalls': {},
  'api_module.medicines': {},
  'api_module.inventory': {},
  'api_module.kassation': {},
  'api_module.warnings': {},
  'api_module.qr_codes': {},
  'api_module.recalls_admin': {},
} as const satisfies Record<string, Record<string, ParamKind>>;
export type MessageCode = keyof typeof MESSAGE_CODES;

type ValueOf<K extends ParamKind> = K extends 'number'
  ? number
  : K extends TermGroup
    ? Term<K>
    : string;

export type MessageParams<C extends MessageCode> = {
  -readonly [P in keyof (typeof MESSAGE_CODES)[C]]: (typeof MESSAGE_CODES)[C][P] extends ParamKind
    ? ValueOf<(typeof MESSAGE_CODES)[C][P]>
    : never;
};

/** A message with exactly the params its code names. */
export function serverMessage<C extends MessageCode>(
  code: C,
  ...params: keyof MessageParams<C> extends never ? [] : [MessageParams<C>]
): ServerMessage {
  return { code, params: params[0] ?? {} };
}

export function isTerm<G extends TermGroup>(group: G, value: unknown): value is Term<G> {
  return MESSAGE_TERMS[group].some((term) => term === value);
}

export const isMessageCode = (code: string): code is MessageCode =>
  Object.prototype.hasOwnProperty.call(MESSAGE_CODES, code);
