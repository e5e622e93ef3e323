import type { errors as sv } from '../sv/errors.ts';

export const errors: Record<keyof typeof sv, string> = {
  'error.route.hint':
    'Reload the page and try again. If the error comes back, contact technical support and tell them what you were doing.',
  'error.route.reload': 'Reload the page',
  'error.notFound.title': 'Page not found',
  'error.notFound.text':
    'There is no page at this address in Medvakt. Check the address, or continue from here.',
  'error.notFound.address': 'Address',
  'error.notFound.home': 'To your start page',
  'error.notFound.login': 'To sign-in',
};
