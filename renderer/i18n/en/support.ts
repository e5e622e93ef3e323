import type { support as sv } from '../sv/support.ts';

export const support: Record<keyof typeof sv, string> = {
  'support.title': 'Technical support',
  'support.intro':
    'How to reach support, what a problem report should contain and whether the server answers right now.',
  'support.version': 'Medvakt version {version}',
  'support.contact.title': 'Contact support',
  'support.contact.email': 'Email',
  'support.contact.phone': 'Phone',
  'support.contact.hours': 'Opening hours',
  'support.contact.loading': 'Fetching contact details...',
  'support.contact.failed':
    'The contact details could not be fetched from the server. Contact your site admin or your IT department.',
  'support.report.title': 'What a problem report should contain',
  'support.report.intro':
    'Copy the template, describe what happened and send it to support. Version, unit and time are already filled in.',
  'support.report.patientData':
    'Never include patient data in a problem report: no names, personal identity numbers or medical records.',
  'support.report.label': 'Problem report template',
  'support.report.version': 'Version',
  'support.report.unit': 'Unit',
  'support.report.unitUnknown': '(write which unit)',
  'support.report.time': 'Time',
  'support.report.what': 'What happened',
  'support.report.whatHint': '(what you did, what you expected and which message was shown)',
  'support.report.versionUnknown': '(unknown)',
  'support.report.copy': 'Copy',
  'support.report.copied': 'Copied',
  'support.report.copyFailed': 'Could not copy. Select the text and copy it yourself.',
  'support.report.send': 'Send by email',
  'support.report.subject': 'Medvakt problem report',
  'support.status.title': 'Service status',
  'support.status.checking': 'Checking whether the server answers...',
  'support.status.ok': 'The server answers',
  'support.status.okText':
    'Medvakt is running. If something still does not work, send a problem report.',
  'support.status.down': 'The server does not answer right now',
  'support.status.downText':
    'Try again in a moment. If it continues, call support or contact your IT department.',
  'support.status.reason.offline': 'Cannot connect to the server. Check your internet connection.',
  'support.status.reason.network': 'Network error.',
  'support.status.reason.timeout': 'The server did not answer within {seconds} seconds.',
  'support.status.reason.http': 'The server answered with error {status}.',
  'support.status.reason.other': 'The server gave an unexpected answer.',
  'support.status.checkedAt': 'Last checked {time}',
  'support.status.recheck': 'Check again',
  'support.lockout.title': 'Locked out?',
  'support.lockout.rule':
    'After {failures} failed sign-in attempts, sign-in for that email address is paused on that computer for {minutes} minutes. Wait until the time has passed, or sign in from another computer, with the right password.',
  'support.lockout.ruleUnknown':
    'After several failed sign-in attempts, sign-in for that email address is paused on that computer for a while. Wait and try again with the right password.',
  'support.lockout.help':
    'If you still cannot sign in, contact the site admin of your unit, or the administrator. If your account has been deactivated, your site admin can activate it again.',
  'support.lockout.password':
    'Forgot your password? Only an administrator can set a new password. Nobody can see your password, not even support.',
};
