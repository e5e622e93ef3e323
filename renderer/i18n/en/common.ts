import type { common as sv } from '../sv/common.ts';

export const common: Record<keyof typeof sv, string> = {
  'app.name': 'Medvakt',
  'app.loading': 'Loading...',
  'common.save': 'Save',
  'common.cancel': 'Cancel',
  'common.delete': 'Delete',
  'common.edit': 'Edit',
  'common.close': 'Close',
  'common.closeDialog': 'Close the dialog',
  'common.closeMessage': 'Dismiss the message',
  'common.actions': 'Actions',
  'common.moreActions': 'More actions',
  'common.search': 'Search',
  'common.error.unexpected': 'An unexpected error occurred',
  'export.button': 'Export',
  'export.xlsx': 'Excel (.xlsx)',
  'export.csv': 'CSV for Excel (semicolon)',
  'export.pdf': 'PDF for printing (A4)',
};
