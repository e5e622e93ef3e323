import type { platform as sv } from '../sv/platform.ts';

export const platform: Record<keyof typeof sv, string> = {
  'print.sentTo': 'The print was sent to the printer {printer}.',
  'print.sentToDefault': 'The print was sent to the default printer.',
  'print.dialog': 'The print window has opened. Choose the printer there.',
  'print.tooLarge': 'The PDF is too large to print ({size} MB, at most {max} MB).',
  'print.unknown': 'The printer did not answer. Check that it is on and has paper.',
  'print.button': 'Print',
  'print.failed': 'The print failed: {detail}',
  'print.heading.filters': 'Filter: {filters}',
  'print.heading.search': 'search "{search}"',
  'print.heading.printedAt': 'Printed {time}',
  'print.heading.allSites': 'All sites',
} as const;
