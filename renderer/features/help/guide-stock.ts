import {
  EVERYONE,
  badges,
  link,
  list,
  steps,
  table,
  text,
  tip,
  ui,
  type GuideSection,
} from './guide-model.ts';

export const expiry: GuideSection = {
  id: 'utgangsdatum',
  title: 'Färger och märken för utgångsdatum',
  roles: EVERYONE,
  blocks: [
    text(
      'Under ',
      ui('Lager'),
      ' (',
      ui('Lagerhantering'),
      ') visar kolumnen ',
      ui('Status'),
      ' hur nära utgång varje batch är:',
    ),
    table(
      ['Status', 'Dagar kvar till utgångsdatum', 'Färg'],
      [[ui('Utgånget')], ['färre än 0: redan utgånget'], ['svart, och raden är mörkare']],
      [[ui('Kritiskt')], ['0–7 dagar'], ['röd']],
      [[ui('Varning')], ['8–30 dagar'], ['gul']],
      [[ui('OK')], ['mer än 30 dagar'], ['grön']],
    ),
    text(
      'Under utgångsdatumet står tiden som är kvar: ',
      ui('N dagar'),
      ', ',
      ui('1 dag'),
      ', ',
      ui('Utgår idag'),
      ' eller ',
      ui('Utgått för N dagar sedan'),
      '. ',
      ui('Lågt lager'),
      ' betyder att det som finns av läkemedlet är lika med eller under dess minsta lager.',
    ),
    text(
      'Med ',
      ui('Visa'),
      ' ser du bara det som ',
      ui('Utgår snart'),
      ', det som är ',
      ui('Utgångna'),
      ' eller det som har ',
      ui('Lågt lager'),
      '.',
    ),
    tip('Ett utgånget läkemedel får inte användas: ', link('kassera det', '#kassation'), '.'),
    text(
      ui('Historik'),
      ' under ',
      ui('Fler åtgärder'),
      ' på varje rad visar batchens historik: varje ändring av antalet (inleverans, uttag, återlämning, kassation, justering) med när, vem, varför och saldot efter. Historiken kan inte ändras i efterhand. Ändrar du antalet med ',
      ui('Redigera'),
      ' frågar Medvakt efter en ',
      ui('Orsak till ändrat antal'),
      ', som sparas i historiken.',
    ),
  ],
};

export const warningPanel: GuideSection = {
  id: 'varningspanelen',
  title: 'Panelen VARNINGAR på startsidan',
  roles: EVERYONE,
  blocks: [
    text(
      'Panelen ',
      ui('VARNINGAR'),
      ' på startsidan visar läkemedel vars utgångsdatum närmar sig, med ett märke för tiden som är kvar:',
    ),
    badges(
      {
        label: ui('Utgått för N dagar sedan'),
        example: 'Utgått för 3 dagar sedan',
        color: 'dark',
        meaning: [
          'Svart märke och mörkare rad: läkemedlet har gått ut och får inte användas. ',
          link('Kassera det', '#kassation'),
          '.',
        ],
      },
      {
        label: ui('Utgår idag'),
        example: 'Utgår idag',
        color: 'red',
        alertIcon: true,
        meaning: ['Läkemedlet går ut i dag. Se till att det kasseras och ersätts.'],
      },
      {
        label: ui('N dagar'),
        example: '5 dagar',
        color: 'red',
        alertIcon: true,
        meaning: ['Rött märke och röd varningssymbol: 7 dagar eller färre kvar.'],
      },
      {
        label: ui('N dagar'),
        example: '12 dagar',
        color: 'red',
        meaning: [
          'Rött märke utan symbol: 8–14 dagar kvar, eller en varning som räknas som kritisk.',
        ],
      },
      {
        label: ui('N dagar'),
        example: '21 dagar',
        color: 'yellow',
        meaning: ['Gult märke: utgångsdatum närmar sig, men det är mer än 14 dagar kvar.'],
      },
    ),
    text(
      'När inget närmar sig utgång står det ',
      ui('Inga läkemedel närmar sig utgångsdatum'),
      '. Tryck på ',
      ui('Kassera'),
      ' på en rad för att kassera hela batchen; du får bekräfta med ',
      ui('Kassera batchen'),
      ' innan något tas ur lagret. Ska bara en del kasseras gör du det under ',
      ui('Lager'),
      '.',
    ),
    tip(
      'Enhetens gränser för varning och kritisk varning (normalt 30 och 7 dagar) ställs in av en administratör under ',
      ui('Varningsdagar'),
      ' och ',
      ui('Kritiska varningsdagar'),
      '.',
    ),
  ],
};

export const recall: GuideSection = {
  id: 'indragning',
  title: 'INDRAGNING: återkallat läkemedel',
  roles: EVERYONE,
  blocks: [
    text(
      'När Läkemedelsverket drar in en batch kontrollerar Medvakt automatiskt om enheten har den i lager. Träffarna visas i panelen ',
      ui('INDRAGNINGAR'),
      ' på startsidan, med antalet och texten ',
      ui('Omedelbar åtgärd krävs'),
      '. Ett indraget läkemedel ska kasseras genast.',
    ),
    steps(
      [
        'Ta fram förpackningarna med batchnumret på raden och ställ dem åt sidan, så att ingen hinner använda dem.',
      ],
      [
        'Tryck på ',
        ui('Kassera'),
        ' på raden och bekräfta med ',
        ui('Kassera batchen'),
        '. Läkemedlet markeras som kasserat enligt INDRAGNING och raden försvinner ur panelen.',
      ],
      ['Lämna förpackningarna till kassation enligt enhetens vanliga rutin.'],
    ),
    text(
      'Stämmer antalet i panelen inte med det som finns i skåpet, kassera det som finns och kontakta din enhetsadmin.',
    ),
    text(
      'En indragning ber också varje enhet att kontrollera hyllorna, även efter förpackningar som aldrig registrerades, och bekräfta vad den hittade. Kontrollerna står under ',
      ui('Kontroller att bekräfta'),
      ' i panelen, med sista dag. Enhetschefen bekräftar, eller enhetens användare om enheten tillåter det.',
    ),
    steps(
      ['Tryck på ', ui('Bekräfta kontroll'), ' på raden.'],
      [
        'Välj ',
        ui('Inget hittat'),
        ', eller ',
        ui('Hittat och åtgärdat'),
        ' med antalet och ',
        ui('Åtgärd'),
        '.',
      ],
      [
        'Hittade ni förpackningar som inte fanns i lagret, kryssa i ',
        ui('Registrera och kassera förpackningar som inte fanns i lagret'),
        ' och fyll i läkemedel, batchnummer och utgångsdatum. De läggs in och kasseras som återkallade i samma steg.',
      ],
      [
        'Tryck på ',
        ui('Bekräfta'),
        '. Bekräftelsen sparas med ditt namn och tid och ändras aldrig; en rättelse blir en ny bekräftelse.',
      ],
    ),
    tip(
      'Panelen kontrolleras av sig själv (',
      ui('Automatisk kontroll var 2:e minut'),
      '). Utan träffar står det ',
      ui('Inga aktiva återkallelser'),
      '.',
    ),
  ],
};

export const disposal: GuideSection = {
  id: 'kassation',
  title: 'Kassera läkemedel',
  roles: EVERYONE,
  blocks: [
    text(
      'Kassera läkemedel som har gått ut, skadats, dragits in eller av annat skäl inte får användas.',
    ),
    steps(
      ['Öppna ', ui('Lager'), ' och tryck på ', ui('Kassera'), ' på batchens rad.'],
      [
        'Ange ',
        ui('Antal att kassera'),
        ', högst det som finns, och välj ',
        ui('Orsak'),
        ': ',
        ui('Utgånget'),
        ', ',
        ui('Skadat'),
        ', ',
        ui('Återkallat'),
        ', ',
        ui('Kvalitetsproblem'),
        ' eller ',
        ui('Annat'),
        '. För en utgången batch är hela antalet och orsaken redan ifyllda.',
      ],
      [
        'Skriv gärna en anteckning och tryck på ',
        ui('Kassera'),
        '. Kasserar du en del av batchen ligger resten kvar i lagret.',
      ],
    ),
    text('Kassationen sparas med orsak, antal, tid och ditt namn.'),
  ],
};

export const restore: GuideSection = {
  id: 'angra-kassation',
  title: 'Ångra en felaktig kassation',
  roles: EVERYONE,
  blocks: [
    text(
      'Blev en kassation fel? Öppna ',
      ui('Kassation'),
      ' och fliken ',
      ui('Översikt'),
      ', där allt som kasserats listas.',
    ),
    list(
      [
        'Din egen kassation kan du ångra med ',
        ui('Ångra'),
        ' på raden så länge den inte är godkänd. Antalet läggs tillbaka i lagret.',
      ],
      [
        'Enhetsadmin och administratörer kan välja ',
        ui('Återställ'),
        ' på vilken rad som helst: läkemedlet läggs tillbaka i lagret, även om batchen hade tagits bort, och det loggas varför kassationen återställdes. Misslyckas det visas ',
        ui('Kunde inte återställa läkemedlet. Försök igen.'),
      ],
    ),
    text(
      'Står det ',
      ui('Välj en anläggning för att visa kassationsdata'),
      ' har du ingen enhet vald; välj enhet i listan högst upp.',
    ),
    tip('Är din kassation redan godkänd: be din enhetsadmin återställa den.'),
  ],
};

export const qrSheets: GuideSection = {
  id: 'qr-koder',
  title: 'Skriva ut QR-koder',
  roles: EVERYONE,
  blocks: [
    text(
      'QR-koderna sitter på hyllkanter eller förpackningar så att de kan skannas. Du skriver ut A4-ark med en kod för varje aktivt läkemedel på enheten.',
    ),
    steps(
      [
        'Välj enhet högst upp och öppna ',
        ui('QR-koder'),
        ' i menyn. Står det ',
        ui('Ingen enhet vald'),
        ' har du inte valt någon enhet.',
      ],
      [
        'Öppna inställningarna och välj ',
        ui('Koder per sida'),
        ': 12 (3×4), 16 (4×4, förval) eller 20 (4×5). Färre koder per sida ger större koder.',
      ],
      [
        'Slå på ',
        ui('Narkotikaklassade läkemedel'),
        ' bara om koder för narkotikaklassade läkemedel ska vara med; som standard är de inte det.',
      ],
      [
        'Tryck på ',
        ui('Generera QR-koder PDF'),
        '. Knappen visar ',
        ui('Genererar PDF...'),
        ' medan arket skapas. Sedan laddas filen ned och ',
        ui('PDF genererad framgångsrikt'),
        ' visas med antal koder och sidor.',
      ],
      [
        'Tryck på ',
        ui('Skriv ut'),
        '. Skriv ut på A4 i verklig storlek (100 %) utan att skala om sidan, så att koderna går att skanna. Klipp längs de streckade linjerna.',
      ],
    ),
    tip(
      'Behöver du filen igen trycker du på ',
      ui('Ladda ner igen'),
      '. Samma fil finns kvar i 30 dagar.',
    ),
    text(
      'Koderna är signerade med enhetens egen nyckel, så en kod kan inte förfalskas eller flyttas till en annan enhet. Har ett ark kommit bort kan en administratör trycka på ',
      ui('Byt QR-nyckel'),
      '. Då slutar alla utskrivna ark för enheten att fungera direkt, och den som skannar ett gammalt ark får veta att det är ersatt. Skriv ut nya ark efter bytet.',
    ),
  ],
};
