import { MANAGERS, link, list, steps, text, tip, ui, type GuideSection } from './guide-model.ts';

export const users: GuideSection = {
  id: 'anvandare',
  title: 'Användare på dina enheter',
  roles: MANAGERS,
  blocks: [
    text(
      'Som ',
      ui('Enhetsadmin'),
      ' lägger du till och hanterar personalen på dina enheter under ',
      ui('Användare'),
      ' i menyn.',
    ),
    steps(
      ['Tryck på ', ui('Ny användare'), '.'],
      [
        'Fyll i ',
        ui('E-post'),
        ', ',
        ui('Förnamn'),
        ', ',
        ui('Efternamn'),
        ' och ett första ',
        ui('Lösenord'),
        ': minst 8 tecken med stor och liten bokstav, en siffra och ett specialtecken.',
      ],
      [
        'Välj en eller flera ',
        ui('Enheter'),
        '. Som enhetsadmin kan du bara skapa användare med rollen ',
        ui('Användare'),
        ', och bara på dina egna enheter.',
      ],
      ['Tryck på ', ui('Skapa användare'), '.'],
      [
        'Lämna lösenordet till personen på ett säkert sätt och be hen byta det under ',
        ui('Inställningar'),
        '.',
      ],
    ),
    text(
      'I listan kan du söka och ',
      ui('Redigera'),
      ' dem eller, under ',
      ui('Fler åtgärder'),
      ', ',
      ui('Inaktivera'),
      ', ',
      ui('Aktivera'),
      ' eller ',
      ui('Ta bort'),
      ' användare. En inaktiverad användare loggas ut direkt och kan inte logga in förrän kontot aktiveras igen; inaktivera när någon slutar eller är ledig länge. Den som också arbetar på en annan enhet kan bara en administratör ta bort.',
    ),
    tip(
      'Har någon glömt sitt lösenord? Bara en administratör kan sätta ett nytt (se ',
      link('Nytt lösenord åt en användare', '#losenord'),
      ').',
    ),
  ],
};

export const medicineList: GuideSection = {
  id: 'lakemedelsmallar',
  title: 'Läkemedel och mallar',
  roles: MANAGERS,
  blocks: [
    text(
      'Under ',
      ui('Läkemedel'),
      ' (',
      ui('Läkemedelsmallar'),
      ') finns den valda enhetens läkemedel med styrka, administrering och minsta lager. Listan behövs innan ni kan packa upp och skanna.',
    ),
    list(
      [
        'Tryck på ',
        ui('Nytt läkemedel'),
        ', fyll i ',
        ui('Namn'),
        ', ',
        ui('Styrka'),
        ', ',
        ui('Enhet'),
        ' och ',
        ui('Minsta lager'),
        ' och tryck på ',
        ui('Skapa läkemedel'),
        '. Med minsta lager 0 varnar Medvakt inte för lågt lager.',
      ],
      [
        'Eller tryck på ',
        ui('Importera färdiga mallar'),
        ', välj mallarna och tryck på ',
        ui('Importera N mall(ar)'),
        '. Mallar som redan finns hoppas över, och ',
        ui('Import slutförd!'),
        ' visar vad som lades till.',
      ],
      ['Vårdpersonal ser listan men kan inte ändra den.'],
    ),
  ],
};

export const warnings: GuideSection = {
  id: 'varningar',
  title: 'Varningar',
  roles: MANAGERS,
  blocks: [
    text(
      'Skärmen ',
      ui('Varningar'),
      ' samlar enhetens varningar: utgång, kritisk utgång, lågt lager och systemvarningar. Lågt lager betyder att antalet är lika med eller under läkemedlets minsta lager.',
    ),
    list(
      ['Sök och filtrera på typ och allvarlighetsgrad.'],
      [
        'Öppna en varning för att se dess historik: när den skapades, kvitterades och åtgärdades, och av vem.',
      ],
      [
        ui('Kvittera'),
        ' en varning när du har sett den, och välj ',
        ui('Markera som åtgärdad'),
        ' med en anteckning när du har gjort något åt den. Markera flera rader och välj ',
        ui('Kvittera valda'),
        ' eller ',
        ui('Åtgärda valda'),
        ' för att hantera dem på en gång.',
      ],
      [
        'Varningarna hålls aktuella av sig själva: när en batch kasseras, fylls på eller ändras stängs varningen automatiskt. En varning du själv markerat som åtgärdad kommer inte tillbaka förrän orsaken har försvunnit och uppstått igen.',
      ],
      ['Vårdpersonal ser varningarna men kan inte kvittera eller åtgärda dem.'],
    ),
  ],
};

export const reports: GuideSection = {
  id: 'rapporter',
  title: 'Kassationsrapporter',
  roles: MANAGERS,
  blocks: [
    text(
      'Under ',
      ui('Kassation'),
      ' och fliken ',
      ui('Rapporter'),
      ' ser du hur mycket som kasserats, vilka läkemedel som kasseras mest, fördelningen per orsak och utvecklingen månad för månad.',
    ),
    list(
      ['Välj period: 3, 6 eller 12 månader (förval 6).'],
      [
        'Använd rapporten för att se om enheten köper in mer av något läkemedel än den hinner använda.',
      ],
      [
        'Rapporterna är för enhetsadmin och administratörer; vårdpersonal ser ',
        ui('Behörighet saknas'),
        '.',
      ],
    ),
  ],
};
