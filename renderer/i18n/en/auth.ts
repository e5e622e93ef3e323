import type { auth as sv } from '../sv/auth.ts';

export const auth: Record<keyof typeof sv, string> = {
  'login.tagline': 'Secure medicine management',
  'login.notice':
    'This system is only for authorised healthcare staff. All activity is logged under GDPR and the Swedish Patient Data Act.',
  'login.beta.title': 'Beta test',
  'login.beta.text':
    'Medvakt is in beta test. Please report bugs and feedback to technical support.',
  'login.heading': 'Sign in',
  'login.intro': 'Sign in with your account to manage the medicine stock.',
  'login.email': 'Email',
  'login.emailPlaceholder': 'name@careunit.se',
  'login.password': 'Password',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in...',
  'login.failed': 'Login failed. Check your credentials.',
  'login.support': 'Technical support',
  'login.help': 'Help & guide',
};
