import {
  EVERYONE,
  MANAGERS,
  list,
  steps,
  text,
  tip,
  ui,
  type GuideSection,
} from './guide-model.ts';

export const badgeSignIn: GuideSection = {
  id: 'tagg-och-pin',
  title: 'Logga in på kiosken med tagg och PIN-kod',
  roles: EVERYONE,
  blocks: [
    steps(
      [
        'Välj en PIN-kod under ',
        ui('Inställningar'),
        ', ',
        ui('PIN-kod för kiosken'),
        ' (4–8 siffror).',
      ],
      [
        'Vid kiosken i läkemedelsrummet: håll taggen mot läsaren när det står ',
        ui('Blippa din tagg'),
        '.',
      ],
      ['Skriv PIN-koden på knappsatsen och tryck ', ui('Logga in'), '.'],
    ),
    text(
      'Du loggas ut efter några minuter utan aktivitet. Tryck ',
      ui('Byt användare'),
      ' när du är klar, så att nästa person inte arbetar i ditt namn.',
    ),
    text(
      'Inloggad med tagg gör du läkemedelsrummets arbete på kioskens enhet: skanna, ta ut och lägga tillbaka, narkotikauttag och kontrollräkning med vittne, lagerlistor, varningar och att påbörja en kassation. Användare, enheter, kiosker, inställningar och annan administration sköts efter inloggning med e-post och lösenord, även för enhetschefer och administratörer.',
    ),
    text(
      'Vid kiosken signerar ett vittne med sin tagg och PIN-kod (',
      ui('Tagg och PIN-kod'),
      '), eller med e-post och lösenord.',
    ),
    tip(
      'Kiosken svarar Fel tagg eller PIN-kod vad som än var fel. Fem felaktiga PIN-koder låser taggen i 15 minuter på kundens kiosker. Logga då in med e-post och lösenord via ',
      ui('Logga in med e-post och lösenord'),
      '.',
    ),
  ],
};

export const offlineKiosk: GuideSection = {
  id: 'kiosk-offline',
  title: 'När servern inte svarar',
  roles: EVERYONE,
  blocks: [
    text(
      'En kiosk som är kopplad till en central server fortsätter ta uttag och påfyllningar när nätet är nere. Överst står ',
      ui('Offline – N händelser väntar'),
      '.',
    ),
    list(
      [
        'Läkemedel som kiosken har visat förut går att ta ut och fylla på. Kvittot säger ',
        ui('Sparat på kiosken'),
        '; händelsen bokas med rätt tid när servern svarar igen.',
      ],
      [
        'Narkotika tas inte ut offline. Följ enhetens pappersrutin och för in uttaget i journalen när servern svarar.',
      ],
      [
        'Du kan logga in med tagg och PIN-kod om du har gjort det vid samma kiosk de senaste 12 timmarna.',
      ],
      [
        'En händelse som når servern mer än 24 timmar efter att den gjordes bokas inte, och inte heller händelser av någon som har bytt lösenord eller PIN-kod, fått taggen borttagen eller inaktiverats efter inloggningen vid kiosken. De visas för enhetschefen som allt annat som inte gick att boka.',
      ],
      ['Stäng inte av datorn medan händelser väntar. ', ui('Försök skicka nu'), ' skickar direkt.'],
    ),
    tip(
      'Ett uttag som servern inte kan boka (till exempel för lite i lager) försvinner inte: det visas på kiosken tills någon trycker ',
      ui('Jag har läst'),
      ', och enhetschefen ser det under ',
      ui('Behöver åtgärd'),
      '.',
    ),
  ],
};

export const needsAction: GuideSection = {
  id: 'behover-atgard',
  title: 'Behöver åtgärd',
  roles: MANAGERS,
  blocks: [
    text(
      'Under ',
      ui('Behöver åtgärd'),
      ' står uttag och påfyllningar från en kiosk utan kontakt med servern som inte gick att boka: när det hände, när det kom in, kiosken, vem, vad och varför.',
    ),
    steps(
      ['Ta reda på vad som hände och rätta lagret, till exempel med en inventering.'],
      [
        'Tryck ',
        ui('Åtgärda'),
        ', skriv vad som gjordes och tryck ',
        ui('Markera som åtgärdad'),
        '.',
      ],
      [ui('Visa åtgärdade'), ' visar vem som åtgärdade vad.'],
    ),
  ],
};

export const kiosks: GuideSection = {
  id: 'kiosker',
  title: 'Kiosker och taggar',
  roles: MANAGERS,
  blocks: [
    list(
      [
        ui('Kiosker'),
        ': registrera kiosk-datorn för enheten. Enhetsnyckeln visas en gång och skrivs in i kioskens kiosk.json. ',
        ui('Återkalla'),
        ' stänger kiosken direkt.',
      ],
      [
        ui('Användare'),
        ', ',
        ui('Tagg'),
        ': håll personens tagg mot läsaren eller skriv dess id. En tagg kan bara höra till en person; går den inte att registrera, använd en annan tagg.',
      ],
      [
        'Efter 20 felaktiga försök med tagg eller PIN-kod på 15 minuter tar kiosken inte emot fler på en stund. Listan över kiosker visar det som en varning, och aktivitetsloggen har varje nekat försök.',
      ],
      [
        'Under ',
        ui('Ändra'),
        ' väljer du hur länge kiosken väntar innan den loggar ut, och om den ska logga ut efter varje uttag.',
      ],
    ),
  ],
};

export const apiTokens: GuideSection = {
  id: 'api-token',
  title: 'API-token för regionens system',
  roles: MANAGERS,
  blocks: [
    text(
      'Regionens egna system, till exempel en BI-tavla eller inköpssystemet, hämtar data ur Medvakt med en API-token. Den hör till systemet, inte till en person.',
    ),
    steps(
      [ui('API-token'), ', ', ui('Skapa API-token'), '.'],
      [
        'Skriv systemets namn, välj enheterna och vad systemet får göra. Ange ett sista giltighetsdatum om systemet bara ska användas en tid.',
      ],
      [
        'Kopiera token och ge den till den som sköter systemet. Den visas bara nu; tappas den bort återkallar du den och skapar en ny.',
      ],
    ),
    list(
      ['Allt token gör syns i loggen och lagerhistoriken med systemets namn.'],
      [ui('Senast använd'), ' visar om systemet hämtar som det ska.'],
      [ui('Återkalla'), ' stänger token direkt, till exempel när systemet byts ut.'],
    ),
  ],
};
