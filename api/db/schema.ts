import type { Generated, Kysely, Selectable } from 'kysely';
import type { CustomerTypeName, RoleName } from '../../shared/constants.ts';
import type { DeviationKind } from '../../shared/schemas/deviations.ts';
import type { DisposalReason, KassationStatus } from '../../shared/schemas/kassation.ts';
import type { MovementKind, MovementReferenceType } from '../../shared/schemas/stock-movement.ts';
import type { WarningAction, WarningSeverity, WarningType } from '../../shared/schemas/warning.ts';

/** Booleans are stored as 0/1 in both dialects so one query code fits SQLite and PostgreSQL. */
export type Flag = 0 | 1;

export type CustomerTable = {
  id: string;
  name: string;
  customer_type: CustomerTypeName;
  contact_email: string | null;
  contact_phone: string | null;
  billing_address: string | null;
  monthly_price_sek: number;
  is_active: Flag;
  /** Set when a customer with history was removed: kept, inactive, for its sites' records (0025). */
  closed_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
};

export type SiteTable = {
  id: string;
  name: string;
  customer_id: string | null;
  address: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  default_withdraw_limit: number;
  default_add_limit: number;
  warning_days: number;
  critical_warning_days: number;
  narcotics_count_days: Generated<number>;
  narcotics_receiver_may_count: Generated<Flag>;
  /** Whether the site's users, not only its managers, may confirm a recall check (0022). */
  recall_users_may_confirm: Generated<Flag>;
  /** Whether a withdrawal needs the person's delegation (0032). */
  require_delegation: Generated<Flag>;
  /** Stockholm time ('10:00') by which each fridge and freezer is read every day (0033). */
  fridge_read_by: Generated<string>;
  /** Minutes a logger's run outside a place's range may last before it is a deviation (0033). */
  breach_minutes: Generated<number>;
  is_active: Flag;
  /** Set when a site with history was removed: kept, inactive and read-only (0025). */
  closed_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
};

/** A site's QR signing keys: made on first use (api/services/qr/site-keys.ts), never in site answers. */
export type SiteQrKeyColumns = {
  qr_secret: Generated<string | null>;
  qr_previous_secret: Generated<string | null>;
  qr_secret_rotated_at: Generated<string | null>;
};

/** The users table as Kysely writes it. */
export type UserColumns = {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: RoleName;
  mobile_phone: string | null;
  is_active: Flag;
  last_login: string | null;
  current_site_id: string | null;
  created_at: string;
  updated_at: string;
  /** HMAC of the badge id under the badge key (secret_keys), unique; null without a badge. */
  badge_hmac: string | null;
  /** argon2id of the PIN for badge sign-in at a kiosk. */
  pin_hash: string | null;
  /** Password, PIN, badge or sessions last changed (0026): earlier offline grants book nothing. */
  credentials_changed_at: string | null;
  /** A registered nurse (legitimerad sjuksköterska): issues delegations, needs none (0032). */
  registered_nurse: Generated<Flag>;
  /** A password someone else set (first password, admin's reset): changed before anything else (0036). */
  password_change_required: Generated<Flag>;
};

/** A user row as read. */
export type UserTable = Selectable<UserColumns>;

export type UserSiteTable = { user_id: string; site_id: string };

export type SessionTable = {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_seen_at: string;
  /** The kiosk a badge session was opened at; null for password sign-ins. */
  kiosk_id: string | null;
  /** The only site a badge session may work in (null: the user's sites as usual). */
  site_id: string | null;
  /** A badge session's lifetime, renewed by use; null for password sessions. */
  idle_minutes: number | null;
};

export type KioskTable = {
  id: string;
  site_id: string;
  name: string;
  key_hash: string;
  idle_minutes: Generated<number>;
  sign_out_after_withdrawal: Generated<Flag>;
  created_at: string;
  created_by_label: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

/** A system's token for the API (0023); the token itself is never stored, only its SHA-256. */
export type ApiTokenTable = {
  id: string;
  name: string;
  token_hash: string;
  /** Space-separated scopes: 'read:stock write:stock'. */
  scopes: string;
  created_at: string;
  created_by: string;
  created_by_label: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
};

export type ApiTokenSiteTable = { token_id: string; site_id: string };

export type SecretKeyTable = { name: string; secret: string };

/** An offline kiosk event the server refused on replay ('Behöver åtgärd'). */
export type OfflineRefusalTable = {
  id: string;
  site_id: string;
  kiosk_id: string;
  kiosk_name: string;
  user_id: string;
  actor_label: string;
  idempotency_key: string;
  medicine_template_id: string | null;
  medicine_name: string;
  action_type: string;
  quantity: number;
  batch_number: string | null;
  occurred_at: string;
  received_at: string;
  error_code: string | null;
  reason: string;
  resolved_at: string | null;
  resolved_by_label: string | null;
  resolution_note: string | null;
};

export type LoginAttemptTable = {
  id: string;
  email: string;
  at: string;
  success: Flag;
  /** The client's address (see api/http/client-address.ts); null for attempts before 0010. */
  client_address: string | null;
};

/** One background job's turn: when it is next due, and who holds it until when while it runs. */
export type JobLeaseTable = {
  name: string;
  due_at: string;
  holder: string | null;
  lease_until: string | null;
};

/** Raised by the database on every change to a site's batches, medicines or settings (0018). */
export type SiteVersionTable = {
  site_id: string;
  /** A number on SQLite, a string on PostgreSQL (bigint). */
  version: number | string;
};

export type JobRunTable = {
  id: Generated<number>;
  name: string;
  holder: string;
  started_at: string;
  finished_at: string | null;
  ok: Flag | null;
  error: string | null;
};

/** A badge and PIN attempt (0024), written before the PIN is checked; success once it was right. */
export type BadgeAttemptTable = {
  id: string;
  badge_hmac: string;
  /** The kiosk's customer, or 'local' for the embedded kiosk. */
  scope: string;
  /** The kiosk's id, or 'local' for the embedded kiosk. */
  kiosk_key: string;
  at: string;
  success: Flag;
};

export type RateLimitHitTable = {
  id: Generated<number>;
  bucket: string;
  at: string;
};

export type AuditLogTable = {
  id: string;
  at: string;
  actor_id: string | null;
  actor_label: string;
  site_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
};

export type MedicineTemplateTable = {
  id: string;
  site_id: string;
  name: string;
  name_key: string;
  /** The name's first word, which whole-product recall notices find it by (0030). */
  product_word: string | null;
  /** All the name's words, lower case, one space apart (0030). */
  product_words: string | null;
  generic_name: string | null;
  strength: string | null;
  unit: string;
  route_of_administration: string | null;
  storage_requirements: string | null;
  minimum_stock_level: number;
  is_controlled_substance: Flag;
  /** The förteckning (LVFS 2011:10) of a narcotic; null when it is not one. */
  narcotic_schedule: NarcoticSchedule | null;
  /** The pack as the narcotics journal names it ('10 × 1 ml'). */
  pack_size: string | null;
  is_active: Flag;
  /** The stock an order fills up to (at least the minimum); null when not set. */
  par_level: number | null;
  /** Days a pack keeps once opened (brytdatum), 1–365; null when the product gives none (0031). */
  in_use_days: number | null;
  schablon_id: string | null;
  created_at: string;
  updated_at: string;
};

export type InventoryItemTable = {
  id: string;
  site_id: string;
  medicine_template_id: string;
  batch_number: string;
  batch_key: string;
  /** normaliseBatch of the batch number, which recall notices are matched on; null until set. */
  recall_key: string | null;
  expiry_date: string;
  quantity: number;
  unit_type: string;
  location: string | null;
  /** The storage place the batch is kept in, when the unit names one (0033). */
  storage_place_id: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
};

export type KassationTable = {
  id: string;
  site_id: string;
  inventory_item_id: string | null;
  medicine_template_id: string | null;
  medicine_name: string;
  medicine_strength: string | null;
  batch_number: string;
  expiry_date: string;
  quantity: number;
  unit_type: string;
  reason: DisposalReason;
  reason_description: string | null;
  disposal_method: string | null;
  disposal_notes: string | null;
  status: KassationStatus;
  initiated_by: string | null;
  initiator_name: string;
  initiated_at: string;
  approved_by: string | null;
  approved_at: string | null;
  completed_by: string | null;
  completed_at: string | null;
  cancelled_by: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  approver_name: string | null;
  approval_notes: string | null;
  completer_name: string | null;
  completion_notes: string | null;
  actual_disposal_date: string | null;
  restored_by: string | null;
  restorer_name: string | null;
  restored_at: string | null;
  restoration_reason: string | null;
  witness_user_id: string | null;
  witness_name: string | null;
  /** 1 once the quantity has left the batch; 0 while a narcotic waits for its witnessed destruction. */
  stock_left: number;
};

export type KassationCertificateTable = {
  id: string;
  kassation_id: string;
  include_signatures: number;
  additional_notes: string | null;
  generated_by: string | null;
  generator_name: string;
  generated_at: string;
};

export type WarningTable = {
  id: string;
  site_id: string;
  inventory_item_id: string | null;
  medicine_template_id: string | null;
  warning_type: WarningType;
  severity: WarningSeverity;
  title: string;
  description: string;
  open_key: string | null;
  suppress_key: string | null;
  is_acknowledged: number;
  acknowledged_by: string | null;
  acknowledged_at: string | null;
  is_resolved: number;
  resolved_by: string | null;
  resolved_at: string | null;
  resolution_notes: string | null;
  created_at: string;
  updated_at: string;
  /** The title, description and resolution note as messages (JSON, 0020); null before. */
  title_message: string | null;
  description_message: string | null;
  resolution_message: string | null;
};

export type WarningHistoryTable = {
  id: string;
  warning_id: string;
  action: WarningAction;
  at: string;
  actor_id: string | null;
  actor_name: string;
  details: string | null;
  /** The details as a message (JSON, 0020); null for a person's note and before 0020. */
  details_message: string | null;
};

export type RecallNoticeTable = {
  id: string;
  source: string;
  external_id: string | null;
  product_name: string;
  strength: string | null;
  gtin: string | null;
  varunummer: string | null;
  recall_class: string | null;
  reason: string | null;
  link: string | null;
  published_at: string | null;
  created_by: string | null;
  created_at: string;
  body: string | null;
  pharmaceutical_form: string | null;
  pack_size: string | null;
  /** When an admin closed the follow-up before every unit had confirmed, by whom and why (0022). */
  follow_up_closed_at: Generated<string | null>;
  follow_up_closed_by: Generated<string | null>;
  follow_up_close_reason: Generated<string | null>;
  /** Who in the chain must act (0030): vårdgivare, apotek, konsument or grossist. */
  level: Generated<string>;
  /** 'recall', or 'information' (a withdrawn authorisation): no hold, no follow-up (0030). */
  kind: Generated<string>;
  /** How far back a unit's ledger counts as having held the product (0030). */
  look_back_months: Generated<number>;
  /** 1 when the notice names no batches: every batch of the product (0030). */
  whole_product: Generated<Flag>;
  /** The product name's first word, which whole-product notices find medicines by (0030). */
  product_word: Generated<string | null>;
  product_words: Generated<string | null>;
};

export const RECALL_FOLLOW_UP_STATUSES = ['open', 'confirmed', 'closed'] as const;
export type RecallFollowUpStatus = (typeof RECALL_FOLLOW_UP_STATUSES)[number];

/** A unit's task to check its shelves for a recall (0022). */
export type RecallFollowUpTable = {
  id: string;
  notice_id: string;
  site_id: string;
  status: RecallFollowUpStatus;
  /** The last working day to confirm on, Stockholm's calendar date. */
  due_date: string;
  opened_at: string;
  /** The confirmation that stands: the latest, which may correct an earlier one. */
  confirmation_id: string | null;
  /** When the unit was warned that the confirmation is overdue. */
  overdue_alerted_at: string | null;
  /** The moment it is due (0030); before 0030, the end of due_date. */
  deadline_at: string | null;
  /** When the managers were e-mailed about a class I recall to act on today (0030). */
  urgent_mailed_at: string | null;
};

/** Packs of a batch returned to the supplier, as booked; never changed (0030). */
export type OpenedPackStatus = 'open' | 'used_up' | 'disposed' | 'emptied';

/** An opened pack of a batch and the day it must be used by (0031). */
export type OpenedPackTable = {
  id: string;
  site_id: string;
  inventory_item_id: string;
  medicine_template_id: string;
  opened_at: string;
  opened_by_user_id: string | null;
  opened_by_label: string;
  note: string | null;
  /** The medicine's days once opened when the pack was opened; null when it gave none. */
  in_use_days: number | null;
  /** The last day of use: the earlier of the batch's expiry and the opening day + in_use_days. */
  use_by: string;
  status: OpenedPackStatus;
  ended_at: string | null;
  ended_by_user_id: string | null;
  ended_by_label: string | null;
  kassation_id: string | null;
};

/** A room, fridge or freezer of a site, with its range in tenths of a degree (0033). */
export type StoragePlaceTable = {
  id: string;
  site_id: string;
  name: string;
  kind: string;
  min_tenths: number;
  max_tenths: number;
  is_active: Flag;
  created_at: string;
  updated_at: string;
};

/** A temperature reading of a place, signed by hand or read from a logger's file; never changed (0033). */
export type TemperatureReadingTable = {
  id: string;
  place_id: string;
  site_id: string;
  read_at: string;
  source: string;
  current_tenths: number;
  min_tenths: number | null;
  max_tenths: number | null;
  outside_range: Flag;
  read_by_user_id: string | null;
  read_by_label: string;
  note: string | null;
  deviation_id: string | null;
  upload_id: string | null;
  created_at: string;
};

/** An uploaded list, kept as read until it is committed (0034). JSON columns are text. */
export type ImportTable = {
  id: string;
  customer_id: string | null;
  site_id: string;
  kind: string;
  file_name: string;
  sheet: string | null;
  headers: string;
  rows_json: string;
  row_count: number;
  mapping: string;
  status: string;
  counts: string | null;
  created_by_user_id: string | null;
  created_by_label: string;
  created_at: string;
  committed_at: string | null;
  committed_by_label: string | null;
};

/** A customer's mapping of a kind of list: the heading each field is read from (0034). */
export type ImportMappingTable = {
  customer_id: string;
  kind: string;
  mapping: string;
  updated_at: string;
};

/** A product of a customer's catalogue, one per GTIN (0035). */
export type CatalogueProductTable = {
  customer_id: string;
  gtin: string;
  name: string;
  /** The name in lower case, for search. */
  name_key: string;
  strength: string | null;
  unit: string;
  pack_size: string | null;
  atc_code: string | null;
  narcotic_schedule: NarcoticSchedule | null;
  storage_requirements: string | null;
  in_use_days: number | null;
  import_id: string | null;
  created_at: string;
  updated_at: string;
};

/** A delegation of a kind of medicine handling to a person, by a registered nurse (0032). */
export type DelegationTable = {
  id: string;
  site_id: string;
  user_id: string;
  user_label: string;
  kind: string;
  issued_by_user_id: string;
  issued_by_label: string;
  valid_from: string;
  valid_to: string;
  note: string | null;
  created_at: string;
  created_by_user_id: string | null;
  created_by_label: string;
  revoked_at: string | null;
  revoked_by_user_id: string | null;
  revoked_by_label: string | null;
  revoke_reason: string | null;
};

export type SupplierReturnTable = {
  id: string;
  /** The return note's number ('RET-2026-0001'), printed on the note. */
  note_number: string;
  site_id: string;
  notice_id: string | null;
  inventory_item_id: string;
  movement_id: number;
  medicine_name: string;
  batch_number: string;
  expiry_date: string | null;
  quantity: number;
  unit_type: string;
  /** The supplier's return or RMA number, when they gave one. */
  supplier_reference: string | null;
  note: string | null;
  returned_by: string;
  returned_by_name: string;
  witness_id: string | null;
  witness_name: string | null;
  returned_at: string;
};

/** A confirmation as the unit wrote it; never changed (0022). */
export type RecallFollowUpConfirmationTable = {
  id: string;
  follow_up_id: string;
  outcome: string;
  quantity_found: number | null;
  action: string | null;
  note: string | null;
  corrects_id: string | null;
  /** The disposal of found packs registered in the same step. */
  kassation_id: string | null;
  confirmed_by: string;
  confirmed_by_name: string;
  confirmed_at: string;
};

export type RecallFeedRunTable = {
  id: string;
  source: string;
  trigger: string;
  started_at: string;
  finished_at: string | null;
  ok: number;
  not_modified: number;
  error: string | null;
  items_seen: number;
  notices_added: number;
  matches_added: number;
  etag: string | null;
  last_modified: string | null;
};

export type RecallNoticeBatchTable = {
  id: string;
  notice_id: string;
  batch_number: string;
  batch_key: string;
  expiry_date: string | null;
};

export type RecallMatchTable = {
  id: string;
  notice_id: string;
  site_id: string;
  inventory_item_id: string | null;
  medicine_name: string;
  batch_number: string;
  withdrawal_reason: string | null;
  status: string;
  matched_at: string;
  resolution_type: string | null;
  resolution_notes: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
  /** When the unit's managers were e-mailed about the match (0019); null until the mail job has. */
  mailed_at: Generated<string | null>;
  /** What was on the shelf of the batch when it was matched (0022). */
  matched_quantity: Generated<number | null>;
};

export type MedicineGtinTable = {
  site_id: string;
  gtin: string;
  medicine_template_id: string;
  created_by: string | null;
  created_at: string;
};

export type QrScanTable = {
  id: string;
  site_id: string;
  medicine_template_id: string | null;
  inventory_item_id: string | null;
  medicine_name: string;
  batch_number: string | null;
  action_type: string;
  quantity: number;
  unit_type: string | null;
  is_public: Flag;
  user_id: string | null;
  actor_label: string;
  client_address: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  result_json: string | null;
  created_at: string;
  /** When an offline kiosk's event really happened; null when it is created_at. */
  occurred_at: string | null;
};

export type QrSheetTable = {
  id: string;
  site_id: string;
  filename: string;
  include_controlled: Flag;
  codes_per_page: number;
  total_codes: number;
  total_pages: number;
  pdf: Buffer;
  generated_by: string | null;
  generated_at: string;
};

export type StockMovementTable = {
  id: Generated<number>;
  site_id: string;
  inventory_item_id: string;
  medicine_template_id: string;
  medicine_name: string;
  batch_number: string;
  kind: MovementKind;
  delta: number;
  balance_after: number;
  actor_user_id: string | null;
  actor_label: string;
  reason: string | null;
  reference_type: MovementReferenceType | null;
  reference_id: string | null;
  created_at: string;
  /** Who a withdrawn narcotic went to; shown only to staff of the site. */
  patient: Generated<string | null>;
  /** The second person who signed a count, correction or disposal. */
  witness_user_id: Generated<string | null>;
  witness_label: Generated<string | null>;
  /** The entry a correction corrects. */
  corrects_movement_id: Generated<number | null>;
  /** When an offline kiosk's event really happened; null when it is created_at. */
  occurred_at: Generated<string | null>;
  /** The medicine's form and pack size when the move was made (null: not recorded then). */
  medicine_form: Generated<string | null>;
  pack_size: Generated<string | null>;
  /** A delivery's delivery note or requisition number ('Följesedel/rekvisition'). */
  delivery_reference: Generated<string | null>;
};

export type NarcoticSchedule = 'II' | 'III' | 'IV' | 'V';

/** A journal entry that moves no stock: a narcotic's classification, name, batch or expiry changed. */
export type NarcoticRecordEntryTable = {
  id: Generated<number>;
  site_id: string;
  medicine_template_id: string;
  inventory_item_id: string | null;
  medicine_name: string;
  batch_number: string | null;
  kind: 'reclassified' | 'renamed' | 'batch_changed';
  before_value: string | null;
  after_value: string | null;
  reason: string | null;
  actor_user_id: string | null;
  actor_label: string;
  witness_user_id: string | null;
  witness_label: string | null;
  created_at: string;
};

/** A deviation (avvikelse): open until its unit's manager closes it with a conclusion (0029). */
export type DeviationTable = {
  id: string;
  site_id: string;
  kind: DeviationKind;
  /** The record it is about: 'narcotic_count', 'stock_take', 'movement' or 'offline_refusal'. */
  subject_type: string;
  subject_id: string;
  medicine_template_id: string | null;
  medicine_name: string | null;
  title: string;
  description: string;
  opened_by_user_id: string | null;
  opened_by_label: string;
  opened_at: string;
  status: 'open' | 'closed';
  closed_by_user_id: string | null;
  closed_by_label: string | null;
  closed_at: string | null;
  conclusion: string | null;
};

/** A note on a deviation; append-only. */
export type DeviationNoteTable = {
  id: Generated<number>;
  deviation_id: string;
  text: string;
  author_user_id: string | null;
  author_label: string;
  created_at: string;
};

export type NarcoticCountTable = {
  id: string;
  site_id: string;
  medicine_template_id: string;
  medicine_name: string;
  sequence: number;
  expected: number;
  counted: number;
  status: 'ok' | 'discrepancy';
  note: string | null;
  counter_user_id: string;
  counter_label: string;
  witness_user_id: string | null;
  witness_label: string | null;
  created_at: string;
};

export type NarcoticCountLineTable = {
  count_id: string;
  inventory_item_id: string;
  batch_number: string;
  expiry_date: string;
  expected: number;
  counted: number;
};

export type StockTakeTable = {
  id: string;
  site_id: string;
  location: string | null;
  location_key: string;
  note: string | null;
  status: 'open' | 'completed' | 'cancelled';
  started_by_user_id: string;
  started_by_label: string;
  started_at: string;
  finished_by_user_id: string | null;
  finished_by_label: string | null;
  finished_at: string | null;
  uncounted: 'keep' | 'zero' | null;
  finish_note: string | null;
  witness_user_id: string | null;
  witness_label: string | null;
};

export type StockTakeLineTable = {
  id: string;
  stock_take_id: string;
  /** Null for a batch found on the shelf until completion creates it. */
  inventory_item_id: string | null;
  medicine_template_id: string;
  medicine_name: string;
  is_narcotic: Flag;
  batch_number: string;
  batch_key: string;
  expiry_date: string;
  unit_type: string;
  location: string | null;
  found: Flag;
  counted: number | null;
  /** The batch's quantity when the line was counted. */
  expected: number | null;
  /** The batch's newest ledger entry when the line was counted. */
  counted_after_movement_id: number | null;
  counted_by_user_id: string | null;
  counted_by_label: string | null;
  counted_at: string | null;
  difference: number | null;
  movement_id: number | null;
};

export type TransferTable = {
  id: string;
  from_site_id: string;
  to_site_id: string;
  from_item_id: string;
  to_item_id: string;
  medicine_name: string;
  batch_number: string;
  expiry_date: string;
  quantity: number;
  unit_type: string;
  note: string | null;
  actor_user_id: string;
  actor_label: string;
  created_at: string;
};

export const DIGEST_CHOICES = ['off', 'daily', 'weekly'] as const;
export type DigestChoice = (typeof DIGEST_CHOICES)[number];

/** A person's e-mail choices (0019); no row means the defaults: no digest, every switch on. */
export type NotificationSettingsTable = {
  user_id: string;
  digest: DigestChoice;
  email_expiry_alerts: Flag;
  email_low_stock: Flag;
  email_warnings: Flag;
  email_recalls: Flag;
  /** The period (e.g. 'daily:2026-11-26') of the last digest made, so each is made once. */
  last_digest_key: string | null;
  last_digest_at: string | null;
  updated_at: string;
};

export type MailKind = 'digest' | 'recall' | 'deviation' | 'test';

/** A message waiting to be sent, sent, or given up on after its attempts (0019). */
export type MailOutboxTable = {
  id: string;
  kind: MailKind;
  /** Makes writing the same message twice (two processes, a retried job) a no-op. */
  dedupe_key: string | null;
  user_id: string | null;
  /** The unit whose managers hear of it when the message cannot be sent. */
  site_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  created_at: string;
};

export type Database = {
  customers: CustomerTable;
  sites: SiteTable & SiteQrKeyColumns;
  users: UserColumns;
  user_sites: UserSiteTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  job_leases: JobLeaseTable;
  job_runs: JobRunTable;
  rate_limit_hits: RateLimitHitTable;
  badge_attempts: BadgeAttemptTable;
  site_versions: SiteVersionTable;
  audit_log: AuditLogTable;
  medicine_templates: MedicineTemplateTable;
  inventory_items: InventoryItemTable;
  kassations: KassationTable;
  kassation_certificates: KassationCertificateTable;
  warnings: WarningTable;
  warning_history: WarningHistoryTable;
  recall_notices: RecallNoticeTable;
  recall_notice_batches: RecallNoticeBatchTable;
  recall_matches: RecallMatchTable;
  recall_follow_ups: RecallFollowUpTable;
  recall_follow_up_confirmations: RecallFollowUpConfirmationTable;
  recall_feed_runs: RecallFeedRunTable;
  supplier_returns: SupplierReturnTable;
  opened_packs: OpenedPackTable;
  delegations: DelegationTable;
  storage_places: StoragePlaceTable;
  imports: ImportTable;
  import_mappings: ImportMappingTable;
  catalogue_products: CatalogueProductTable;
  temperature_readings: TemperatureReadingTable;
  medicine_gtins: MedicineGtinTable;
  qr_scans: QrScanTable;
  qr_sheets: QrSheetTable;
  stock_movements: StockMovementTable;
  narcotic_record_entries: NarcoticRecordEntryTable;
  narcotic_counts: NarcoticCountTable;
  narcotic_count_lines: NarcoticCountLineTable;
  stock_takes: StockTakeTable;
  stock_take_lines: StockTakeLineTable;
  transfers: TransferTable;
  kiosks: KioskTable;
  api_tokens: ApiTokenTable;
  api_token_sites: ApiTokenSiteTable;
  secret_keys: SecretKeyTable;
  offline_refusals: OfflineRefusalTable;
  deviations: DeviationTable;
  deviation_notes: DeviationNoteTable;
  notification_settings: NotificationSettingsTable;
  mail_outbox: MailOutboxTable;
};

export type Db = Kysely<Database>;
