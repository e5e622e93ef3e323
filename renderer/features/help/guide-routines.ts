import { EVERYONE, MANAGERS, steps, text, tip, ui, type GuideSection } from './guide-model.ts';

export const openedPacks: GuideSection = {
  id: 'oppnade-forpackningar',
  title: 'Öppnade förpackningar (brytdatum)',
  roles: EVERYONE,
  blocks: [
    text(
      'Insulinpennor, ögondroppar och flaskor håller kortare tid när de är öppnade. ',
      'Medvakt räknar ut när förpackningen ska användas senast: dagen du öppnar den plus läkemedlets hållbarhet efter öppning, men aldrig efter batchens utgångsdatum.',
    ),
    steps(
      [
        'Öppna ',
        ui('Lager'),
        ', välj ',
        ui('Fler åtgärder'),
        ' på batchens rad och ',
        ui('Öppna förpackning'),
        '. På skanningsskärmen finns samma knapp vid varje batch.',
      ],
      ['Skriv en anteckning om du vill och tryck ', ui('Öppna förpackning'), '.'],
      ['Datumet visas stort. Skriv det på förpackningen och tryck ', ui('Klar'), '.'],
    ),
    text(
      'Under ',
      ui('Öppnade förpackningar'),
      ' står enhetens öppnade förpackningar, den som ska användas först överst. ',
      'Dagen innan visas en varning, och på dagen blir den kritisk. Välj ',
      ui('Förbrukad'),
      ' när förpackningen är slut, eller ',
      ui('Kassera'),
      ' när dagen har gått: då kasseras en förpackning ur batchen med orsaken Bruten förpackning.',
    ),
    tip(
      'Hållbarheten efter öppning står i produktresumén (FASS, avsnitt 6.3). Enhetschefen anger den på läkemedlet; de färdiga mallarna har den för insulinpennor och ögondroppar.',
    ),
  ],
};

export const delegationsGuide: GuideSection = {
  id: 'delegeringar',
  title: 'Delegeringar',
  roles: MANAGERS,
  blocks: [
    text(
      'Personal utan legitimation får överlämna eller ge läkemedel med en delegering från en legitimerad sjuksköterska. ',
      'Delegeringen är personlig, gäller en viss tid och kan återkallas.',
    ),
    steps(
      [
        'Markera enhetens sjuksköterskor som ',
        ui('Legitimerad sjuksköterska'),
        ' under Användare.',
      ],
      [
        'Öppna ',
        ui('Delegeringar'),
        ', välj ',
        ui('Ny delegering'),
        ', personen, vad delegeringen gäller, sjuksköterskan som delegerar och datumen.',
      ],
      ['Skriv ut listan som enhetens signaturlista med exportknappen.'],
    ),
    text(
      'Med ',
      ui('Kräv delegering för uttag'),
      ' i enhetens inställningar får bara legitimerade sjuksköterskor och personal med giltig delegering ta ut läkemedel; narkotika kräver delegering för narkotika. ',
      'En delegering som går ut inom 30 dagar visas som varning tills den förnyas eller återkallas.',
    ),
  ],
};
