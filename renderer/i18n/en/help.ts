import type { help as sv } from '../sv/help.ts';

export const help: Record<keyof typeof sv, string> = {
  'help.title': 'Help & guide',
  'help.intro':
    'A short guide to Medvakt for care staff, site admins and administrators. Buttons, menu entries and headings are in bold, as they are named in the app.',
  'help.toc': 'Contents',
  'help.forRoles': 'For: {roles}',
  'help.comingSoon': 'Coming soon',
  'help.comingSoonNote':
    'This function is not in Medvakt yet. The section describes how it is going to work.',
  'help.toTop': 'Back to contents',
  'help.moreHelp': 'Cannot find the answer here?',
  'help.moreHelpLink': 'Contact technical support',
  'public.backToLogin': 'Back to sign-in',
  'public.backHome': 'Back to Medvakt',
  'public.links': 'Help links',
};
