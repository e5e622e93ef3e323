import { LOGIN_THROTTLE } from '../../../shared/constants.ts';
import { EVERYONE, link, steps, text, tip, ui, type GuideSection } from './guide-model.ts';

export const signIn: GuideSection = {
  id: 'logga-in',
  title: 'Logga in och välj enhet',
  roles: EVERYONE,
  blocks: [
    text(
      'Du loggar in med ditt eget konto. Dela aldrig inloggning med en kollega: all aktivitet loggas i ditt namn.',
    ),
    steps(
      [
        'Skriv din e-postadress i fältet ',
        ui('E-post'),
        ' och ditt lösenord i fältet ',
        ui('Lösenord'),
        '.',
      ],
      [
        'Tryck på ',
        ui('Logga in'),
        '. Du kommer till din startsida; ',
        ui('Översikt'),
        ' i menyn leder alltid tillbaka dit.',
      ],
      [
        'Arbetar du på flera enheter väljer du enhet i listan ',
        ui('Välj site att arbeta med'),
        ' högst upp på sidan. Allt du ser och gör gäller den valda enheten tills du byter. Har du bara en enhet står dess namn där i stället.',
      ],
      [
        'Tryck på ',
        ui('Logga ut'),
        ' när du är klar. På den gemensamma datorn i läkemedelsrummet ska du alltid logga ut, så att nästa person inte arbetar i ditt namn.',
      ],
    ),
    text(
      'Du loggas också ut automatiskt efter en stunds inaktivitet. Hur lång stund väljer du under ',
      ui('Inställningar'),
      ' vid ',
      ui('Logga ut automatiskt efter inaktivitet'),
      '. En inloggning gäller högst ett arbetspass; sedan loggar du in igen.',
    ),
    tip(
      `Efter ${LOGIN_THROTTLE.maxFailures} misslyckade försök pausas inloggningen för e-postadressen på den datorn i ${LOGIN_THROTTLE.windowMinutes} minuter; från en annan dator går det fortfarande. Läs mer under `,
      link('Utelåst?', '/support#utelast'),
      '.',
    ),
  ],
};

export const profile: GuideSection = {
  id: 'profil',
  title: 'Din profil och ditt lösenord',
  roles: EVERYONE,
  blocks: [
    text(
      'Under ',
      ui('Inställningar'),
      ' ändrar du ',
      ui('Förnamn'),
      ', ',
      ui('Efternamn'),
      ' och ',
      ui('Mobilnummer'),
      ' och trycker på ',
      ui('Spara profil'),
      '. E-postadressen används för inloggning och kan inte ändras här; be din enhetsadmin om den behöver ändras.',
    ),
    text(
      'Under ',
      ui('Byt lösenord'),
      ' fyller du i ',
      ui('Nuvarande lösenord'),
      ', ',
      ui('Nytt lösenord'),
      ' och ',
      ui('Bekräfta nytt lösenord'),
      '. Lösenordet ska ha minst 8 tecken med stor och liten bokstav, en siffra och ett specialtecken. Dina inloggningar på andra datorer avslutas när du byter.',
    ),
    text(
      'Under ',
      ui('Inställningar i den här webbläsaren'),
      ' väljer du språk, tema och tid till automatisk utloggning. De gäller bara den dator du sitter vid.',
    ),
  ],
};

export const scanning: GuideSection = {
  id: 'uttag-och-aterlamning',
  title: 'Ta ut och lägga tillbaka med skanner eller kamera',
  roles: EVERYONE,
  blocks: [
    text(
      'Varje läkemedel har en QR-kod på hyllkanten eller förpackningen (se ',
      link('Skriva ut QR-koder', '#qr-koder'),
      '). Öppna ',
      ui('Skanna'),
      ' i menyn. När du skannar koden visas läkemedlet på skärmen ',
      ui('QR-kodskanning'),
      ', och du väljer ',
      ui('Visa'),
      ', ',
      ui('Ta ut'),
      ' eller ',
      ui('Fyll på'),
      '.',
    ),
    steps(
      [
        'Håll handskannern mot QR-koden eller mot förpackningens streckkod (GS1 DataMatrix). Du behöver inte klicka i något fält först; skärmen uppfattar skanningen ändå. Du kan också klistra in koden och trycka på ',
        ui('Verifiera'),
        '.',
      ],
      ['Kontrollera att rätt läkemedel och styrka visas, och hur mycket som finns i lager.'],
      [
        'Välj att ta ut eller fylla på, välj batch och ange antal. Den batch som går ut först står först. Fyller du på en batch som inte finns i listan anger du batchnummer och utgångsdatum. Skannar du förpackningens streckkod väljs batch och utgångsdatum från förpackningen.',
      ],
      ['Bekräfta. Resultatet visas en kort stund, sedan är skärmen redo för nästa skanning.'],
    ),
    text(
      'Du kan ta ut högst 100 åt gången och inte fler än som finns i lagret; annars visas ',
      ui('Inte tillräckligt med lager'),
      '. Utgångna batcher och batcher som är spärrade av en indragning (',
      ui('Spärrad'),
      ') går inte att välja. Känns koden inte igen visas ',
      ui('Ogiltig QR-kod'),
      '. Har koden ersatts av ett nytt QR-ark för enheten står det att den har ersatts; använd då det nya arket.',
    ),
    text(
      'En förpackning vars streckkod enheten inte känner igen ännu visas som ',
      ui('Okänd förpackning'),
      '. Välj vilket läkemedel den innehåller och tryck på ',
      ui('Koppla och fortsätt'),
      '; nästa gång känns den igen direkt.',
    ),
    text(
      'Med kamera: tryck på ',
      ui('Skanna med kamera'),
      ' och håll koden framför kameran. Med en mobiltelefon kan du skanna hyllans QR-kod med telefonens kamera; då öppnas en sida för just det läkemedlet där du kan ta ut eller lägga tillbaka utan att logga in. Narkotikaklassade läkemedel kräver alltid inloggning.',
    ),
    text(
      'Glukagon i akutläge: knappen ',
      ui('Glukagon (akut)'),
      ' på skanningsskärmen tar ut (högst 10) eller lägger tillbaka (1) enhetens glukagon utan att du behöver skanna.',
    ),
    tip('Alla uttag och återlämningar loggas med ditt namn och tidpunkt.'),
  ],
};

export const unpacking: GuideSection = {
  id: 'uppackning',
  title: 'Packa upp en leverans',
  roles: EVERYONE,
  blocks: [
    text(
      'Registrera varje leverans i lagret, så att Medvakt kan varna i god tid innan något går ut. Välj först rätt enhet högst upp.',
    ),
    steps(
      [
        'Enhetsadmin och administratörer öppnar användarportalen (adressen /user) och fyller i formuläret ',
        ui('Packa upp läkemedel'),
        '.',
      ],
      [
        'Välj ',
        ui('Läkemedel'),
        ' bland enhetens läkemedelsmallar. Saknas det läggs det till under ',
        link('Läkemedel och mallar', '#lakemedelsmallar'),
        '.',
      ],
      [
        'Fyll i ',
        ui('Batchnummer'),
        ' och ',
        ui('Utgångsdatum'),
        ' exakt som de står på förpackningen.',
      ],
      [
        'Ange ',
        ui('Antal'),
        ' och ',
        ui('Enhetstyp'),
        ' (',
        ui('Styck'),
        ' eller ',
        ui('Paket'),
        '), och gärna ',
        ui('Plats'),
        ', till exempel skåp och hylla.',
      ],
      ['Tryck på ', ui('Packa upp'), '. Finns batchen redan läggs antalet till på den.'],
    ),
    text(
      'All personal kan också lägga till en batch under ',
      ui('Lager'),
      ' med ',
      ui('Lägg till i lager'),
      '. Där säger Medvakt ifrån om batchnumret redan finns för läkemedlet; ändra då den befintliga raden med ',
      ui('Redigera'),
      ' i stället.',
    ),
  ],
};
