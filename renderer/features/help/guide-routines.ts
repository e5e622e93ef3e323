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

export const temperaturesGuide: GuideSection = {
  id: 'temperaturer',
  title: 'Temperaturer och kylskåp',
  roles: EVERYONE,
  blocks: [
    text(
      'Kylskåp och frysar läses av och signeras varje dag, som på papperslistan på kylskåpsdörren. ',
      'Har ingen läst av kylskåpet när enhetens tid har gått (oftast 10:00) visas varningen Kylskåpet är inte avläst i dag.',
    ),
    steps(
      ['Öppna ', ui('Temperaturer'), ' och tryck ', ui('Läs av'), ' på kylskåpets kort.'],
      [
        'Skriv den aktuella temperaturen, och lägsta och högsta sedan nollställning om termometern visar dem. Decimalkomma går bra.',
      ],
      ['Tryck ', ui('Signera avläsning'), '. Nollställ termometern.'],
    ),
    text(
      'En temperatur utanför gränserna öppnar en avvikelse som enhetschefen bedömer. ',
      'Till dess står läkemedlen i kylskåpet som ',
      ui('Bedöm efter temperaturavvikelse'),
      ' i lagret och vid skanning. De får tas ut, men fråga enhetschefen först.',
    ),
    text(
      'Under ',
      ui('Månad'),
      ' visas varje avläsning i ett diagram, utan medelvärden, och månadens temperaturlista kan skrivas ut som PDF. ',
      'Med ',
      ui('Läs in loggerfil'),
      ' läses en dataloggers CSV-fil in; en period utanför gränserna som varar längre än enhetens minuter blir en avvikelse.',
    ),
    tip(
      'Enhetschefen lägger till kylskåp under Ny förvaringsplats och väljer kylskåpet som förvaringsplats på batcherna som står där.',
    ),
  ],
};

export const importGuide: GuideSection = {
  id: 'import',
  title: 'Starta en enhet: importera listorna',
  roles: MANAGERS,
  blocks: [
    text(
      'En ny enhet behöver inte skriva in sina läkemedel, sitt lager eller sin personal för hand. Läs in listorna ni redan har i Excel eller CSV; första raden ska vara rubriker. Ordningen: regionens produktkatalog (admin), läkemedelslistan, lagret, personalen.',
    ),
    steps(
      [
        'Öppna ',
        ui('Import'),
        ', välj vad listan innehåller, välj filen och tryck ',
        ui('Ladda upp'),
        '.',
      ],
      ['Kontrollera kolumnerna Medvakt föreslår. Spara kolumnvalet om listan kommer igen.'],
      [
        'Tryck ',
        ui('Förhandsvisa'),
        '. Varje rad visar om den läggs till, uppdateras, är oförändrad eller har fel, med orsak och cell. Ingenting är sparat än.',
      ],
      ['Tryck ', ui('Genomför importen'), '. Rader med fel hoppas över.'],
    ),
    text(
      'Hämta ',
      ui('Felrader (Excel)'),
      ', rätta raderna i kolumnen Fel och läs in den filen. Samma lista två gånger ändrar ingenting.',
    ),
    text(
      'Regionens produktkatalog (GTIN, namn, styrka, beredningsform, förpackning, ATC-kod, förteckning) läses in av en admin och gäller kundens alla enheter. Därefter räcker det att läkemedelslistan har en kolumn GTIN: namn, styrka och beredningsform hämtas ur katalogen. Skannar någon en förpackning som finns i katalogen men inte på enheten kan en enhetsadmin lägga upp läkemedlet med ett tryck på ',
      ui('Lägg upp läkemedlet från katalogen'),
      '.',
    ),
    text(
      'Lagret kommer in som ingående saldon i lagerhistoriken. Har listan narkotika signerar ett vittne de ingående saldona. Personallistan ger varje ny person ett första lösenord som visas en gång: skriv ut det. Vid första inloggningen väljer personen ett eget innan något annat går att göra.',
    ),
    tip(
      'Narkotikaklassning ändras inte genom import: den ändras i läkemedlets formulär med vittne.',
    ),
  ],
};
