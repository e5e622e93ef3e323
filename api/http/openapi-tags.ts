/** The groups the published contract sorts its operations into, in the order the docs show them. */
export const API_TAGS = [
  {
    name: 'Drift',
    description: 'Om servern lever och kan ta emot förfrågningar (lastbalanserare).',
  },
  { name: 'Inloggning', description: 'Inloggning, förnyad session, utloggning och lösenord.' },
  { name: 'Session', description: 'Enheten en inloggad session arbetar i.' },
  { name: 'Användare', description: 'Användare, deras roller och enheter.' },
  { name: 'E-post', description: 'Aviseringar och vilka utskick varje användare vill ha.' },
  { name: 'Kunder', description: 'Kunder (vårdgivare) och deras fakturering.' },
  { name: 'Enheter', description: 'Vårdenheter, deras gränser och inställningar.' },
  { name: 'Granskningslogg', description: 'Vem som ändrade vad, på vilken enhet och när.' },
  { name: 'Support', description: 'Supportens kontaktuppgifter, version och anslutningens skydd.' },
  { name: 'Läkemedel', description: 'Enheternas läkemedel och färdiga läkemedelslistor.' },
  { name: 'Lager', description: 'Batcher med utgångsdatum, uttag, påfyllning och lagerrörelser.' },
  {
    name: 'Narkotika',
    description: 'Narkotikajournal, kontrollräkningar och vittnade ändringar av narkotika.',
  },
  { name: 'Inventering', description: 'Inventeringar av en enhets lager och deras rapporter.' },
  { name: 'Flytt mellan enheter', description: 'Flytt av läkemedel från en enhet till en annan.' },
  { name: 'Kiosker', description: 'Läkemedelsrummets kiosker, deras brickor och offline-avslag.' },
  { name: 'API-token', description: 'Tokens för system som läser eller skriver via API:t.' },
  {
    name: 'Avvikelser',
    description: 'Avvikelser från räkningar och journal, och deras uppföljning.',
  },
  {
    name: 'Delegeringar',
    description: 'Delegering av läkemedelshantering till personal, och kravet på den vid uttag.',
  },
  {
    name: 'Import',
    description:
      'Listor från ett kalkylark: ladda upp, välj kolumner, förhandsvisa varje rad, genomför, och hämta felraderna.',
  },
  {
    name: 'Produktkatalog',
    description:
      'Kundens produktkatalog (regionens sortiment per GTIN), inläst med import; enheternas läkemedel läggs upp från den.',
  },
  {
    name: 'Förvaringsplatser',
    description:
      'Rum, kylskåp och frysar, den dagliga temperaturavläsningen, dataloggerfiler och månadens temperaturlista.',
  },
  {
    name: 'Öppnade förpackningar',
    description: 'Brutna förpackningar och dagen de ska användas senast (brytdatum).',
  },
  {
    name: 'Beställningsförslag',
    description: 'Vad en enhet behöver beställa för att nå sin nivå.',
  },
  {
    name: 'Kassation',
    description: 'Kassation av läkemedel, dess attest, destruktion och rapporter.',
  },
  { name: 'Dashboard', description: 'Översiktens paneler och varningar över enheterna.' },
  {
    name: 'Indragningar',
    description: 'Läkemedelsverkets indragningar, träffar i lagret och enheternas uppföljning.',
  },
  { name: 'Varningar', description: 'Varningar om utgång, lågt lager och missade räkningar.' },
  { name: 'QR-koder', description: 'QR-ark att skriva ut för enhetens läkemedel.' },
  { name: 'QR-skanning', description: 'Skanning av QR-koder och förpackningars GS1-kod.' },
];

/** Whom an integrator asks; the installation's own contacts are at GET /support. */
export const API_CONTACT = {
  name: 'Medvakt teknisk support (varje installations kontaktuppgifter: GET /support)',
};
