import type { offline as sv } from '../sv/offline.ts';

export const offline: Record<keyof typeof sv, string> = {
  'offline.banner.waiting': 'Offline – {count} events waiting',
  'offline.banner.waitingOne': 'Offline – 1 event waiting',
  'offline.banner.text':
    'The withdrawals are saved on the kiosk and booked in order when the server answers again. Do not switch the computer off.',
  'offline.banner.retry': 'Try sending now',
  'offline.refused.title': 'The server did not accept an event',
  'offline.refused.line': '{actor}: {action} {quantity} {medicine} ({at}) – {reason}',
  'offline.refused.dismiss': 'I have read this',
  'offline.needsAction':
    '{count} events made offline could not be booked. The unit manager sees them under Needs action.',
  'offline.needsActionOne':
    '1 event made offline could not be booked. The unit manager sees it under Needs action.',
  'offline.action.withdraw': 'withdrawal',
  'offline.action.add': 'refill',
  'scan.offline.verified':
    'The server does not answer. The kiosk shows the medicine as it last was; your withdrawal is saved and booked when the server answers.',
  'scan.offline.unknown': 'The server does not answer and this kiosk does not know the code',
  'scan.offline.narcotic':
    'Narcotics are not withdrawn offline. Follow the unit’s paper routine and enter the withdrawal in the journal when the server answers.',
  'scan.queued.title': 'Saved on the kiosk',
  'scan.queued.withdraw':
    'Withdrawal of {quantity} {medicine} is booked when the server answers again. You can keep working.',
  'scan.queued.add':
    'Refill of {quantity} {medicine} is booked when the server answers again. You can keep working.',
  'needsAction.title': 'Needs action',
  'needsAction.intro':
    'Withdrawals and refills made at a kiosk without contact with the server that could not be booked. Find out what happened, correct the stock and write what was done.',
  'needsAction.empty': 'Nothing needs action.',
  'needsAction.occurred': 'Happened',
  'needsAction.received': 'Received',
  'needsAction.who': 'Who',
  'needsAction.what': 'What',
  'needsAction.reason': 'Why it was not booked',
  'needsAction.resolve': 'Resolve',
  'needsAction.note': 'What was done?',
  'needsAction.save': 'Mark as resolved',
  'needsAction.resolved': 'The event is marked as resolved.',
  'needsAction.showResolved': 'Show resolved',
  'needsAction.resolvedBy': 'Resolved by {who}: {note}',
  'needsAction.failed': 'Could not load the events',
  'nav.needsAction': 'Needs action',
};
