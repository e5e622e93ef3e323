export const publicQr = {
  'publicQr.title': 'Uttag och återlämning',
  'publicQr.loading': 'Hämtar läkemedlet...',
  'publicQr.withdraw': 'Ta ut',
  'publicQr.putBack': 'Lägg tillbaka',
  'publicQr.confirm.putBack': 'Bekräfta återlämning',
  'publicQr.replaced': 'QR-koden har ersatts',
  'publicQr.newLabel': 'Be enhetens ansvariga skriva ut en ny QR-etikett för läkemedlet.',
  'publicQr.rateLimited': 'För många förfrågningar just nu',
  'publicQr.narcotic.title': 'Inloggning krävs',
  'publicQr.narcotic.text':
    'Narkotikaklassade läkemedel kan inte tas ut utan inloggning. Logga in för att göra uttaget.',
  'publicQr.narcotic.login': 'Logga in och skanna',
  'publicQr.narcotic.open': 'Öppna i skanningsskärmen',
  'publicQr.logged': 'Alla uttag och återlämningar loggas med tid och enhet.',
} as const;
