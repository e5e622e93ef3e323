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

export const stockTaking: GuideSection = {
  id: 'inventering',
  title: 'Inventering: räkna lagret',
  roles: EVERYONE,
  blocks: [
    steps(
      [
        'Öppna ',
        ui('Inventering'),
        '. Lämna förvaringsplatsen tom för hela enheten, eller skriv t.ex. Kylskåp för en plats, och tryck ',
        ui('Starta inventering'),
        '.',
      ],
      [
        'Skanna hyllkanten (alla batcher av läkemedlet visas) eller förpackningen (just den batchen) i ',
        ui('Skanna hyllkant eller förpackning'),
        '. Du kan också söka i listan.',
      ],
      [
        'Skriv hur många du räknar och tryck Enter. Raden sparas och nästa oräknade rad öppnas. ',
        'Räknar du om en rad ersätts det gamla antalet.',
      ],
      [
        'Står något på hyllan som inte finns i listan, välj ',
        ui('Hittad batch'),
        ' och ange läkemedel, batchnummer, utgångsdatum och antal.',
      ],
    ),
    text(
      'Räkningen är blind: det förväntade antalet visas inte för dig som räknar. Uttag som görs medan ni räknar går bra; ',
      'de räknas inte bort när inventeringen avslutas.',
    ),
  ],
};

export const stockTakeFinish: GuideSection = {
  id: 'inventering-avsluta',
  title: 'Avsluta en inventering och läsa avvikelserna',
  roles: MANAGERS,
  blocks: [
    steps(
      ['Öppna inventeringen och välj ', ui('Avsluta inventeringen'), '.'],
      [
        'Finns rader som ingen har räknat, välj ',
        ui('Behåll saldot som det är'),
        ' eller ',
        ui('Sätt saldot till 0 (finns inte på hyllan)'),
        '.',
      ],
      [
        'Avviker narkotika krävs en orsak, och en kollega signerar som vittne med sin e-post och sitt lösenord.',
      ],
      [
        'Tryck ',
        ui('Boka avvikelserna och avsluta'),
        '. Varje avvikelse bokas i lagret och syns i batchens historik och, för narkotika, i journalen.',
      ],
    ),
    list(
      [ui('Räknade rader'), ' och ', ui('Rader med avvikelse'), ' sammanfattar räkningen.'],
      [
        ui('Saknas (antal)'),
        ' och ',
        ui('Hittat (antal)'),
        ' visar hur mycket som fattades eller fanns utöver.',
      ],
    ),
    tip(
      'Ändrades en batch för hand efter att den räknades, ber Medvakt er räkna om just den raden innan inventeringen kan avslutas.',
    ),
  ],
};

export const transfers: GuideSection = {
  id: 'flytta',
  title: 'Flytta läkemedel till en annan enhet',
  roles: MANAGERS,
  blocks: [
    steps(
      [
        'Öppna ',
        ui('Lager'),
        ' och välj ',
        ui('Fler åtgärder'),
        ' och ',
        ui('Flytta till annan enhet'),
        ' på batchen.',
      ],
      ['Välj enhet och antal och tryck ', ui('Flytta'), '.'],
    ),
    text(
      'Flytten bokas på båda enheterna på en gång, med samma batchnummer och utgångsdatum. ',
      'Finns läkemedlet inte på den mottagande enheten läggs det upp där. En indragen batch kan inte flyttas.',
    ),
  ],
};

export const orderProposal: GuideSection = {
  id: 'bestallningsforslag',
  title: 'Beställningsförslag',
  roles: EVERYONE,
  blocks: [
    text(
      ui('Beställningsförslag'),
      ' visar läkemedel som ligger på eller under minsta lager och hur mycket som behöver beställas för att nå målnivån. ',
      'Utgångna, indragna och snart utgående förpackningar räknas inte som lager.',
    ),
    list(
      [ui('Ladda ner CSV'), ' ger listan för Excel eller leverantörens beställningsformulär.'],
      [ui('Skriv ut'), ' skriver ut listan på A4.'],
      [
        'Har en annan enhet hos samma huvudman mer än den behöver, föreslås ',
        ui('Flytta i stället'),
        '. Enhetschefen kan då välja ',
        ui('Flytta hit'),
        '.',
      ],
    ),
  ],
};
