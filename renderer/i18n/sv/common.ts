export const common = {
  'app.name': 'Medvakt',
  'app.loading': 'Laddar...',
  'common.save': 'Spara',
  'common.cancel': 'Avbryt',
  'common.delete': 'Ta bort',
  'common.edit': 'Redigera',
  'common.close': 'Stäng',
  'common.search': 'Sök',
  'common.error.unexpected': 'Ett oväntat fel uppstod',
  'export.button': 'Exportera',
  'export.xlsx': 'Excel (.xlsx)',
  'export.csv': 'CSV för Excel (semikolon)',
} as const;
