export const auth = {
  'login.tagline': 'Säker läkemedelshantering',
  'login.notice':
    'Systemet är endast avsett för behörig vårdpersonal. All aktivitet loggas enligt GDPR och patientdatalagen.',
  'login.beta.title': 'Betatest',
  'login.beta.text':
    'Medvakt är i betatest. Rapportera gärna fel och synpunkter till teknisk support.',
  'login.heading': 'Logga in',
  'login.intro': 'Logga in med ditt konto för att hantera läkemedelsförrådet.',
  'login.email': 'E-post',
  'login.emailPlaceholder': 'namn@vardenhet.se',
  'login.password': 'Lösenord',
  'login.showPassword': 'Visa lösenord',
  'login.hidePassword': 'Dölj lösenord',
  'login.submit': 'Logga in',
  'login.submitting': 'Loggar in...',
  'login.failed': 'Inloggning misslyckades. Kontrollera dina uppgifter.',
  'login.support': 'Teknisk support',
  'login.help': 'Hjälp & guide',
} as const;
