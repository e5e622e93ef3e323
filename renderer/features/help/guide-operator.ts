import { OPERATOR, link, list, steps, text, tip, ui, type GuideSection } from './guide-model.ts';

export const customers: GuideSection = {
  id: 'kunder',
  title: 'Kunder',
  roles: OPERATOR,
  blocks: [
    text(
      'Under ',
      ui('Kunder'),
      ' (',
      ui('Kundhantering'),
      ') finns regioner, kommuner och privata vårdgivare som använder Medvakt.',
    ),
    steps(
      ['Tryck på ', ui('Ny kund'), '.'],
      [
        'Fyll i ',
        ui('Namn'),
        ' och ',
        ui('Kundtyp'),
        ' (',
        ui('Region'),
        ', ',
        ui('Kommun'),
        ' eller ',
        ui('Privat'),
        '), kontaktuppgifter, ',
        ui('Faktureringsadress'),
        ' och ',
        ui('Månadspris per enhet (kr)'),
        ' (förval 900 kr).',
      ],
      ['Tryck på ', ui('Skapa kund'), '.'],
    ),
    text(
      'Tar du bort en kund med ',
      ui('Ta bort'),
      ' tas kundens enheter bort samtidigt och användarna kopplas bort från dem. Det går inte att ångra. Ska kunden bara pausas öppnar du ',
      ui('Redigera'),
      ' och slår av ',
      ui('Aktiv'),
      ' i stället.',
    ),
  ],
};

export const sites: GuideSection = {
  id: 'enheter',
  title: 'Enheter',
  roles: OPERATOR,
  blocks: [
    text(
      'Under ',
      ui('Enheter'),
      ' (',
      ui('Enhetshantering'),
      ') skapar och ändrar du kundernas vårdenheter. Kunden faktureras per enhet och månad.',
    ),
    steps(
      ['Tryck på ', ui('Ny enhet'), '.'],
      [
        'Välj ',
        ui('Kund'),
        ' och fyll i ',
        ui('Namn'),
        ', ',
        ui('Adress'),
        ' och kontaktuppgifter.',
      ],
      [
        'Under ',
        ui('Gränser och varningar'),
        ' anger du ',
        ui('Uttag limit'),
        ' (högsta antal per uttag, 1–100), ',
        ui('Tillägg limit'),
        ' (1–10), ',
        ui('Varningsdagar'),
        ' (förval 30) och ',
        ui('Kritiska varningsdagar'),
        ' (förval 7).',
      ],
      ['Tryck på ', ui('Skapa enhet'), '.'],
    ),
    text(
      'En enhet med användare tas bort först när du bekräftar ',
      ui('Ta bort eller stäng'),
      '. Användarna finns kvar men kopplas bort från enheten. En enhet med lagerhistorik tas ',
      'aldrig bort: den stängs och visas som ',
      ui('Stängd'),
      '. Lager, journaler och historik sparas, inget kan längre ändras, och enhetschefer och ',
      'admin kan fortfarande läsa och exportera journalerna: välj enheten sist i enhetsväljaren. ',
      'Personal kopplas till enheter under ',
      link('Användare', '#anvandare'),
      '.',
    ),
  ],
};

export const passwordReset: GuideSection = {
  id: 'losenord',
  title: 'Nytt lösenord åt en användare',
  roles: OPERATOR,
  blocks: [
    text(
      'Bara administratörer kan sätta ett nytt lösenord åt någon annan. Ingen kan se ett lösenord, inte heller supporten.',
    ),
    steps(
      [
        'Öppna ',
        ui('Användare'),
        ' och tryck på ',
        ui('Fler åtgärder'),
        ' och ',
        ui('Lösenord'),
        ' på personens rad.',
      ],
      [
        'Skriv ett ',
        ui('Nytt lösenord'),
        ' som följer lösenordsreglerna och tryck på ',
        ui('Spara lösenord'),
        '.',
      ],
      [
        'Personen loggas ut överallt och loggar in med det nya lösenordet. Be hen byta till ett eget under ',
        ui('Inställningar'),
        '.',
      ],
    ),
    tip(
      'Kontrollera vem du talar med innan du sätter ett nytt lösenord, till exempel genom att ringa tillbaka till enhetens nummer.',
    ),
  ],
};

export const recallMonitor: GuideSection = {
  id: 'indragningsbevakning',
  title: 'Bevaka indragningar',
  roles: OPERATOR,
  blocks: [
    text(
      'Under ',
      ui('Withdrawal Monitor'),
      ' (',
      ui('Läkemedelsindragningar'),
      ') ser du de indragningar från Läkemedelsverket som Medvakt har hämtat eller som lagts in för hand, en rad per batch med produktnamn, batchnummer och utgångsdatum.',
    ),
    list(
      ['Sök på läkemedelsnamn eller batchnummer och tryck på ', ui('Sök'), '.'],
      [
        'Tryck på ',
        ui('Uppdatera RSS'),
        ' för att hämta nya indragningar direkt i stället för att vänta på nästa automatiska kontroll. Rutan ',
        ui('Flödet med indragningar'),
        ' visar när flödet senast lästes och om det fungerade, och annars varför inte.',
      ],
      [
        'En indragning som träffar en batch i en enhets lager spärrar batchen och visas för enheten i panelen ',
        ui('INDRAGNINGAR'),
        ' (se ',
        link('INDRAGNING', '#indragning'),
        ').',
      ],
      ['Finns inget att visa står det ', ui('Inga indragningar hittades'), '.'],
    ),
    text(
      'Saknas en indragning i flödet lägger du in den själv, på något av två sätt. Medvakt matchar den direkt mot lagret på alla enheter och talar om hur många batcher som spärrades.',
    ),
    steps(
      [
        'Tryck på ',
        ui('Ny indragning'),
        ', fyll i ',
        ui('Produktnamn'),
        ', styrka, GTIN eller varunummer, ',
        ui('Klass'),
        ' och ',
        ui('Orsak'),
        '. Skriv ett batchnummer per rad, med utgångsdatum om det finns, och tryck på ',
        ui('Lägg till batch'),
        ' för fler.',
      ],
      [
        'Eller tryck på ',
        ui('Klistra in text'),
        ', klistra in texten från Läkemedelsverket och tryck på ',
        ui('Hitta batchnummer'),
        '. Kontrollera och rätta det Medvakt hittade.',
      ],
      ['Tryck på ', ui('Spara indragning'), '.'],
    ),
    text(
      'En indragning av klass I eller II ber varje aktiv enhet att kontrollera hyllorna och bekräfta, inom 2 arbetsdagar för klass I och 5 för klass II och III. Kolumnen ',
      ui('Kontroll'),
      ' visar hur många som har bekräftat, till exempel ',
      ui('{confirmed} av {total} enheter har bekräftat'),
      ', och hur många som är sena.',
    ),
    list(
      [
        'Tryck på antalet för att se varje enhets svar: utfall, antal, åtgärd, vem och när. ',
        ui('Exportera'),
        ' ger rapporten som PDF, CSV eller Excel, till exempel till regionens farmaceut eller en inspektör.',
      ],
      [
        'För en indragning av klass III, eller utan klass, trycker du på ',
        ui('Be alla enheter kontrollera'),
        '.',
      ],
      [
        'När alla har bekräftat står indragningen som ',
        ui('Uppföljd'),
        '. Behöver den stängas innan dess trycker du på ',
        ui('Stäng uppföljningen'),
        ' och skriver varför.',
      ],
      ['En enhet som inte har bekräftat i tid får varningen Indragning ej bekräftad.'],
    ),
    tip(
      'Produktnamnet ska stå som i indragningen, till exempel med styrka och beredningsform. Medvakt jämför det med enheternas läkemedelsmallar och batchnummer.',
    ),
  ],
};
