export const support = {
  'support.title': 'Teknisk support',
  'support.intro':
    'Så når du supporten, vad en felanmälan ska innehålla och om servern svarar just nu.',
  'support.version': 'Medvakt version {version}',
  'support.contact.title': 'Kontakta supporten',
  'support.contact.email': 'E-post',
  'support.contact.phone': 'Telefon',
  'support.contact.hours': 'Öppettider',
  'support.contact.loading': 'Hämtar kontaktuppgifter...',
  'support.contact.failed':
    'Kontaktuppgifterna kunde inte hämtas från servern. Kontakta din enhetsadmin eller er IT-avdelning.',
  'support.report.title': 'Vad en felanmälan ska innehålla',
  'support.report.intro':
    'Kopiera mallen, fyll i vad som hände och skicka den till supporten. Version, enhet och tid är redan ifyllda.',
  'support.report.patientData':
    'Skriv aldrig patientuppgifter i en felanmälan: inga namn, personnummer eller journaluppgifter.',
  'support.report.label': 'Mall för felanmälan',
  'support.report.version': 'Version',
  'support.report.unit': 'Enhet',
  'support.report.unitUnknown': '(skriv vilken enhet)',
  'support.report.time': 'Tid',
  'support.report.what': 'Vad hände',
  'support.report.whatHint':
    '(vad du gjorde, vad du väntade dig och vilket meddelande som visades)',
  'support.report.versionUnknown': '(okänd)',
  'support.report.copy': 'Kopiera',
  'support.report.copied': 'Kopierat',
  'support.report.copyFailed': 'Kunde inte kopiera. Markera texten och kopiera den själv.',
  'support.report.send': 'Skicka med e-post',
  'support.report.subject': 'Felanmälan Medvakt',
  'support.status.title': 'Driftstatus',
  'support.status.checking': 'Kontrollerar om servern svarar...',
  'support.status.ok': 'Servern svarar',
  'support.status.okText': 'Medvakt är i drift. Fungerar något ändå inte, skicka en felanmälan.',
  'support.status.down': 'Servern svarar inte just nu',
  'support.status.downText':
    'Försök igen om en stund. Fortsätter det, ring supporten eller kontakta er IT-avdelning.',
  'support.status.reason.offline':
    'Kan inte ansluta till servern. Kontrollera din internetanslutning.',
  'support.status.reason.network': 'Nätverksfel.',
  'support.status.reason.timeout': 'Servern svarade inte inom {seconds} sekunder.',
  'support.status.reason.http': 'Servern svarade med fel {status}.',
  'support.status.reason.other': 'Servern gav ett oväntat svar.',
  'support.status.checkedAt': 'Senast kontrollerad {time}',
  'support.status.recheck': 'Kontrollera igen',
  'support.lockout.title': 'Utelåst?',
  'support.lockout.rule':
    'Efter {failures} misslyckade inloggningsförsök pausas inloggningen för e-postadressen på den datorn i {minutes} minuter. Vänta tills tiden har gått, eller logga in från en annan dator, med rätt lösenord.',
  'support.lockout.ruleUnknown':
    'Efter flera misslyckade inloggningsförsök pausas inloggningen för e-postadressen på den datorn en stund. Vänta och försök igen med rätt lösenord.',
  'support.lockout.help':
    'Kommer du ändå inte in, kontakta den som är Enhetsadmin för din enhet, eller administratören. Har ditt konto inaktiverats kan din enhetsadmin aktivera det igen.',
  'support.lockout.password':
    'Har du glömt lösenordet? Bara en administratör kan sätta ett nytt lösenord. Ingen kan se ditt lösenord, inte heller supporten.',
} as const;
