import type { messages as sv } from '../sv/messages.ts';

const REFILL = 'Order more or unpack a delivery.';
const COUNT =
  'The next one was due by {count_due}. Count {medicine} and have a colleague sign any discrepancy.';
const RECALL =
  'The batch is blocked from withdrawal. Follow the recall letter: return it to the supplier or dispose of it, or dismiss the recall if it does not concern your batch.';
const INFORMATION = 'Stock is not blocked and no check needs confirming.';
const OPERATIONS = 'Contact operations; no quantity has been changed.';

export const messages: Record<keyof typeof sv, string> = {
  'msg.warning.expiry.title.in_days': 'Expires in {days} days: {medicine}, batch {batch}',
  'msg.warning.expiry.title.tomorrow': 'Expires tomorrow: {medicine}, batch {batch}',
  'msg.warning.expiry.title.today': 'Expires today: {medicine}, batch {batch}',
  'msg.warning.expiry.title.yesterday': 'Expired yesterday: {medicine}, batch {batch}',
  'msg.warning.expiry.title.days_ago': 'Expired {days} days ago: {medicine}, batch {batch}',
  'msg.warning.expiry.description':
    '{medicine} in batch {batch} expires on {expiry_date} ({quantity} {unit} left). {advice}',
  'msg.warning.expiry.description.located':
    '{medicine} in batch {batch} expires on {expiry_date} ({quantity} {unit} left, {location}). {advice}',
  'msg.warning.low_stock.title': 'Low stock: {medicine}',
  'msg.warning.low_stock.description': `{medicine} has {total} left at the unit; the minimum stock level is {minimum}. ${REFILL}`,
  'msg.warning.out_of_stock.title': 'Out of stock: {medicine}',
  'msg.warning.out_of_stock.description': `{medicine} has run out at the unit (minimum stock level {minimum}). ${REFILL}`,
  'msg.warning.deviation.title': 'Deviation: {title}',
  'msg.warning.opened_pack.title.today':
    'Opened pack must be used today: {medicine}, batch {batch}',
  'msg.warning.opened_pack.title.tomorrow':
    'Opened pack must be used by tomorrow: {medicine}, batch {batch}',
  'msg.warning.opened_pack.title.past':
    'Opened pack past its use-by {days} day(s) ago: {medicine}, batch {batch}',
  'msg.warning.opened_pack.description':
    'The pack was opened on {opened} by {opened_by} and must be used by {use_by}. Dispose of it under Opened packs once the day has passed.',
  'msg.warning.deviation.description': '{description} Close it with a conclusion under Deviations.',
  'msg.warning.count_overdue.title': 'Control count overdue: {medicine}',
  'msg.warning.count_overdue.description': `The last control count was on {last_count}. ${COUNT}`,
  'msg.warning.count_overdue.description.never_counted': `The medicine has not been counted in Medvakt. ${COUNT}`,
  'msg.alert.recall.title': 'Recall: {medicine} batch {batch}',
  'msg.alert.recall.description': RECALL,
  'msg.alert.recall.description.product': `A recall concerns {product}. ${RECALL}`,
  'msg.alert.recall.description.reason': `Reason: {reason}. ${RECALL}`,
  'msg.alert.recall.description.product_reason': `A recall concerns {product}. Reason: {reason}. ${RECALL}`,
  'msg.alert.recall_information.title': 'Information: {medicine} batch {batch}',
  'msg.alert.recall_information.description.withdrawal': `The marketing authorisation of {product} is being withdrawn. This is not a recall. ${INFORMATION}`,
  'msg.alert.recall_information.description.level': `The recall of {product} is at level {level}, not care providers. ${INFORMATION}`,
  'msg.alert.recall_class_one.title': 'Class I recall: {product}',
  'msg.alert.recall_class_one.description':
    'Class I: check the shelves and take the packs out of use by {deadline}. Confirm the check under Recalls.',
  'msg.alert.recall_follow_up.title': 'Recall check not confirmed: {product}',
  'msg.alert.recall_follow_up.description':
    'The unit should have confirmed by {due} that its shelves were checked for the recall of {product}. Check and confirm under Recalls.',
  'msg.alert.backup_failed.title': 'The backup failed',
  'msg.alert.backup_failed.description':
    "Last night's backup of the database could not be made: {reason}. Contact operations.",
  'msg.alert.mail_failed.title': 'Email could not be sent',
  'msg.alert.mail_failed.description':
    '{mail} could not be sent after {attempts} attempts: {reason}. Ask operations to check the email server (SMTP_URL).',
  'msg.alert.ledger_imbalance.title': 'The stock balance does not match the stock history',
  'msg.alert.ledger_imbalance.description': `{batches} batches at the unit have a quantity that is not the sum of their recorded movements. ${OPERATIONS}`,
  'msg.alert.ledger_imbalance.description.one': `1 batch at the unit has a quantity that is not the sum of its recorded movements. ${OPERATIONS}`,
  'msg.resolution.batch_empty': 'The batch has been disposed of or used up',
  'msg.resolution.batch_gone': 'The batch is no longer in stock',
  'msg.resolution.expiry_outside_window': 'The expiry date is no longer within the warning period',
  'msg.resolution.became_critical':
    'The batch has reached the critical level and has a new warning',
  'msg.resolution.no_longer_critical': 'The batch is no longer critical',
  'msg.resolution.restocked': 'The stock has been refilled',
  'msg.resolution.minimum_not_tracked':
    'The minimum stock level is no longer watched for the medicine',
  'msg.resolution.medicine_inactive': 'The medicine has been deactivated',
  'msg.resolution.medicine_gone': 'The medicine has been deleted',
  'msg.resolution.deviation_closed': 'The deviation is closed with a conclusion',
  'msg.resolution.opened_pack_ended':
    'The opened pack is used up, disposed of or its batch is empty',
  'msg.resolution.delegation_renewed': 'The delegation is renewed, revoked or has ended',
  'msg.resolution.fridge_read': 'The temperature has been read and signed',
  'msg.resolution.fridge_day_over':
    'The day ended without a signed reading: the month sheet shows the day as not read',
  'msg.resolution.fridge_not_daily': 'The place is no longer in use or no longer read daily',
  'msg.warning.fridge_not_read.title': 'The fridge has not been read today: {place}',
  'msg.warning.freezer_not_read.title': 'The freezer has not been read today: {place}',
  'msg.warning.fridge_not_read.description':
    '{place} was to be read and signed by {time} today. Read the temperature under Temperatures.',
  'msg.warning.delegation_ending.title': 'Delegation ends in {days} days: {person}, {kind}',
  'msg.warning.delegation_ending.description':
    '{person} holds a delegation for {kind} up to and including {valid_to}, issued by {issuer}. Renew it under Delegations, or let it end.',
  'msg.resolution.count_done': 'The medicine has been counted or has no stock to count',
  'msg.resolution.recall_dismissed': 'The recall was dismissed: it does not concern the batch',
  'msg.resolution.recall_disposed': 'The batch has been disposed of as the recall asks',
  'msg.resolution.recall_batch_disposed': 'The batch has been disposed of',
  'msg.resolution.recall_returned': 'The batch has been returned to the supplier',
  'msg.resolution.recall_follow_up_confirmed': 'The check is confirmed',
  'msg.resolution.recall_follow_up_closed': 'An administrator closed the follow-up',
  'msg.resolution.backup_works': 'Backups work again.',
  'msg.resolution.mail_works': 'Email is being sent again.',
  'msg.ssl.no_tls':
    'No TLS is set up on this server. HTTPS can still be handled by a proxy in front of the server.',
  'msg.ssl.unreadable': 'The certificate could not be read. Check TLS_CERT_FILE.',
  'msg.ssl.expired': 'The certificate expired on {date}. Renew it now.',
  'msg.ssl.not_yet_valid': 'The certificate is not valid until {date}.',
  'msg.ssl.expires_now': 'The certificate expires in {days} days ({date}). Renew it now.',
  'msg.ssl.expires_now.one': 'The certificate expires in 1 day ({date}). Renew it now.',
  'msg.ssl.expires_soon': 'The certificate expires in {days} days ({date}). Renew it soon.',
  'msg.ssl.valid': 'The certificate is valid for {days} more days (until {date}).',
  'msg.api_module.auth': 'Auth',
  'msg.api_module.users': 'Users',
  'msg.api_module.customers': 'Customers',
  'msg.api_module.sites': 'Units',
  'msg.api_module.dashboard': 'Dashboard',
  'msg.api_module.recalls': 'Recalls',
  'msg.api_module.medicines': 'Medicines',
  'msg.api_module.inventory': 'Stock',
  'msg.api_module.kassation': 'Disposal',
  'msg.api_module.warnings': 'Warnings',
  'msg.api_module.qr_codes': 'QR codes',
  'msg.api_module.recalls_admin': 'Medicine recalls (admin)',
  'msg.term.unit.styck': 'pcs',
  'msg.term.unit.paket': 'packs',
  'msg.term.expiry_advice.plan': 'Plan to use or dispose of it in time.',
  'msg.term.expiry_advice.use_first': 'Use this batch first or dispose of it.',
  'msg.term.expiry_advice.expired': 'The medicine must not be used. Dispose of the batch.',
  'msg.term.mail_kind.digest': 'A digest',
  'msg.term.mail_kind.recall': 'An email about a recall',
  'msg.term.mail_kind.deviation': 'An email about a deviation',
  'msg.term.mail_kind.test': 'A test email',
};
