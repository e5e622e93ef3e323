import {
  EVERYONE,
  MANAGERS,
  link,
  list,
  steps,
  text,
  tip,
  ui,
  type GuideSection,
} from './guide-model.ts';

export const narcoticsOverview: GuideSection = {
  id: 'narkotika',
  title: 'Narkotika: journal och kontrollräkning',
  roles: EVERYONE,
  blocks: [
    text(
      'Under ',
      ui('Narkotika'),
      ' finns enhetens narkotikaklassade läkemedel. Medvakt är enhetens förbrukningsjournal: ',
      'varje uttag, leverans, kontrollräkning och kassation står där med saldot efter, så någon ',
      'pappersjournal behövs inte.',
    ),
    text(
      'Listan visar inget saldo: den som öppnar den ska ofta räkna, och räkningen är blind. ',
      'Saldot står i journalen och i lagerlistan.',
    ),
    list(
      [
        ui('Senaste kontrollräkning'),
        ': när läkemedlet räknades senast och om det ',
        ui('Stämmer'),
        ' eller var en ',
        ui('Avvikelse'),
        '.',
      ],
      [
        ui('Nästa räkning senast'),
        ': dagen då nästa kontrollräkning ska vara gjord. Är den passerad står det ',
        ui('Försenad'),
        ' och varningen ',
        ui('Kontrollräkning försenad'),
        ' visas under Varningar tills läkemedlet är räknat.',
      ],
    ),
    tip(
      'Hur ofta enheten räknar bestämmer administratören i enhetens inställningar (30 dagar om inget annat valts).',
    ),
  ],
};

export const narcoticWithdrawal: GuideSection = {
  id: 'narkotika-uttag',
  title: 'Ta ut narkotika till en patient',
  roles: EVERYONE,
  blocks: [
    text(
      'Narkotika tas ut som andra läkemedel, genom att ',
      link('skanna', '#uttag-och-aterlamning'),
      ' koden och välja ',
      ui('Ta ut'),
      '. Skillnaden är fältet ',
      ui('Patient'),
      ', som måste fyllas i: namn, personnummer eller enhetens egen patientreferens.',
    ),
    text(
      'Utan patient sparas inget uttag (',
      ui('Patient krävs för uttag av narkotikaklassat läkemedel'),
      '). Patienten syns bara i enhetens journal och dess utskrifter, aldrig i loggar eller på den öppna QR-sidan.',
    ),
  ],
};

export const narcoticJournal: GuideSection = {
  id: 'narkotika-journal',
  title: 'Läsa, skriva ut och rätta journalen',
  roles: EVERYONE,
  blocks: [
    steps(
      ['Öppna ', ui('Narkotika'), ' och välj ', ui('Journal'), ' på läkemedlet.'],
      [
        'Journalen öppnas på de senaste posterna. Varje rad har sitt nummer i journalen (',
        ui('Post'),
        ') och visar ',
        ui('Datum och tid'),
        ', ',
        ui('Händelse'),
        ', ',
        ui('Batch'),
        ', ',
        ui('In'),
        ', ',
        ui('Ut'),
        ', ',
        ui('Saldo'),
        ' efter posten, ',
        ui('Patient'),
        ', ',
        ui('Utförd av'),
        ', ',
        ui('Vittne'),
        ' och leveransens ',
        ui('Följesedel/rekvisition'),
        '. Ändrad klassning, nytt namn och ändrad batch står också som poster, med vittne.',
      ],
      [
        'Välj en period med ',
        ui('Från'),
        ' och ',
        ui('Till'),
        ' för att se ingående och utgående saldo för just den perioden.',
      ],
      [
        ui('Ladda ner PDF'),
        ' ger journalen för perioden på A4 med sidnummer, som inspektören vill ha den. ',
        ui('Ladda ner CSV'),
        ' ger samma poster för Excel.',
      ],
    ),
    text(
      'En post ändras aldrig. Blev något fel, välj ',
      ui('Rätta'),
      ' på raden: en ny post läggs till som pekar på den gamla (Rättar post N), och den gamla visar Rättad av post M. ',
      'Ange ',
      ui('Rätt antal'),
      ', mellan 0 och postens eget antal, och varför. En rättelse signeras alltid av en kollega. ',
      'En post rättas en gång; en kontrollräkning eller en rättelse rättas inte. Stämmer saldot inte av andra skäl, gör en kontrollräkning.',
    ),
    tip('Journalen sparas i minst fem år. Ingen funktion i Medvakt tar bort en post.'),
  ],
};

export const controlCount: GuideSection = {
  id: 'kontrollrakning',
  title: 'Kontrollräkning',
  roles: EVERYONE,
  blocks: [
    steps(
      ['Öppna ', ui('Narkotika'), ' och välj ', ui('Kontrollräkna'), ' på läkemedlet.'],
      [
        'Skanna förpackningen (eller skriv batchnumret) i ',
        ui('Skanna batch'),
        ' så hoppar markören till rätt batch. Skriv hur många du räknar. ',
        'Det förväntade saldot visas inte förrän räkningen är sparad, så räkningen blir blind.',
      ],
      ['Räkna alla batcher och tryck ', ui('Spara räkning'), '.'],
      [
        'Stämmer allt visas ',
        ui('Stämmer'),
        '. Räkningen sparas ändå: den är det inspektören letar efter.',
      ],
    ),
    text(
      'Skiljer det sig måste en kollega på enheten signera (”En avvikelse måste signeras av en annan person”) och du ange orsaken i ',
      ui('Anteckning'),
      '. Kollegan fyller i ',
      ui('Vittnets e-post'),
      ' och ',
      ui('Vittnets lösenord'),
      ' på samma skärm. Saldot rättas till det ni räknade och båda namnen står i journalen.',
    ),
    text(
      'Alla sparade räkningar finns under ',
      ui('Kontrollräkningar'),
      ' på sidan Narkotika: vem som räknade, vittne, när, förväntat, räknat, skillnad och status.',
    ),
    tip(
      'Den som har tagit emot en leverans av läkemedlet sedan förra räkningen får inte göra räkningen. ',
      'Om två räknar samma läkemedel samtidigt sparas bara den ena räkningen; den andra får räkna om.',
    ),
  ],
};

export const narcoticDisposal: GuideSection = {
  id: 'narkotika-kassation',
  title: 'Kassera narkotika med vittne',
  roles: MANAGERS,
  blocks: [
    text(
      'Narkotika ',
      link('kasseras', '#kassation'),
      ' som andra läkemedel, men den som godkänner måste vara en annan än den som kasserade, och när kassationen ',
      ui('Slutför'),
      's måste ett vittne vara med: en kollega på enheten fyller i ',
      ui('Vittnets e-post'),
      ' och ',
      ui('Vittnets lösenord'),
      ' i samma dialog. Utan vittne svarar Medvakt ”Kassation av narkotika kräver ett vittne”.',
    ),
    text('Vittnet står på kassationsintyget och på kassationens rad i journalen.'),
  ],
};

export const deviationFollowUp: GuideSection = {
  id: 'avvikelser',
  title: 'Avvikelser',
  roles: MANAGERS,
  blocks: [
    text(
      'En kontrollräkning eller inventering med differens för narkotika, en rättelse i journalen och en narkotikahändelse från kiosken som inte bokades blir var sin avvikelse. Den syns som en varning på enhetens panel och mejlas till enhetscheferna.',
    ),
    steps(
      ['Öppna ', ui('Narkotika'), ' och välj ', ui('Avvikelser'), '.'],
      ['Öppna avvikelsen. Skriv vad ni tar reda på i ', ui('Ny anteckning'), '.'],
      ['Skriv er ', ui('Slutsats'), ' och tryck ', ui('Avsluta avvikelsen'), '.'],
    ),
    tip(
      'En avslutad avvikelse kan inte ändras, och varningen på panelen försvinner först när avvikelsen är avslutad.',
    ),
  ],
};
