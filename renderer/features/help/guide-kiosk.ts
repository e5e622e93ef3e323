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
    tip(
      'Fem felaktiga PIN-koder låser taggen i 15 minuter. Logga då in med e-post och lösenord via ',
      ui('Logga in med e-post och lösenord'),
      '.',
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
        ': håll personens tagg mot läsaren eller skriv dess id. En tagg kan bara höra till en person.',
      ],
      [
        'Under ',
        ui('Ändra'),
        ' väljer du hur länge kiosken väntar innan den loggar ut, och om den ska logga ut efter varje uttag.',
      ],
    ),
  ],
};
