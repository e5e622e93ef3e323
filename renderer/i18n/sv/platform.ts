export const platform = {
  'print.sentTo': 'Utskriften skickades till skrivaren {printer}.',
  'print.sentToDefault': 'Utskriften skickades till standardskrivaren.',
  'print.dialog': 'Utskriftsfönstret har öppnats. Välj skrivare där.',
  'print.tooLarge': 'PDF:en är för stor för att skrivas ut ({size} MB, högst {max} MB).',
  'print.unknown': 'Skrivaren svarade inte. Kontrollera att den är på och har papper.',
  'print.button': 'Skriv ut',
  'print.failed': 'Utskriften misslyckades: {detail}',
  'print.heading.filters': 'Filter: {filters}',
  'print.heading.search': 'sökning "{search}"',
  'print.heading.printedAt': 'Utskrivet {time}',
  'print.heading.allSites': 'Alla enheter',
} as const;
