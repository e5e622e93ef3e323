export const errors = {
  'error.route.hint':
    'Ladda om sidan och försök igen. Kommer felet tillbaka, kontakta teknisk support och berätta vad du gjorde.',
  'error.route.reload': 'Ladda om sidan',
  'error.notFound.title': 'Sidan finns inte',
  'error.notFound.text':
    'Det finns ingen sida med den här adressen i Medvakt. Kontrollera adressen, eller gå vidare härifrån.',
  'error.notFound.address': 'Adress',
  'error.notFound.home': 'Till din startsida',
  'error.notFound.login': 'Till inloggningen',
} as const;
