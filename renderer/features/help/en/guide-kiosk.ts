import {
  EVERYONE,
  MANAGERS,
  list,
  steps,
  text,
  tip,
  ui,
  type GuideSection,
} from '../guide-model.ts';

export const badgeSignIn: GuideSection = {
  id: 'tagg-och-pin',
  title: 'Signing in at the kiosk with a badge and PIN',
  roles: EVERYONE,
  blocks: [
    steps(
      ['Choose a PIN under ', ui('Settings'), ', ', ui('PIN for the kiosk'), ' (4–8 digits).'],
      [
        'At the kiosk in the medicine room: hold your badge to the reader when it says ',
        ui('Tap your badge'),
        '.',
      ],
      ['Type your PIN on the keypad and press ', ui('Sign in'), '.'],
    ),
    text(
      'You are logged out after a few minutes without activity. Press ',
      ui('Switch user'),
      ' when you are done, so that the next person does not work in your name.',
    ),
    text(
      "Signed in with a badge you do the medicine room's work in the kiosk's unit: scanning, taking out and putting back, narcotic withdrawals and control counts with a witness, stock lists, warnings and starting a disposal. Users, units, kiosks, settings and other administration are done after signing in with email and password, also by unit managers and administrators.",
    ),
    text(
      'At the kiosk a witness signs with their badge and PIN (',
      ui('Badge and PIN'),
      '), or with their email and password.',
    ),
    tip(
      'The kiosk answers Wrong badge or PIN whatever was wrong. Five wrong PINs lock the badge for 15 minutes at the kiosks of your organisation. Then sign in with your email and password via ',
      ui('Sign in with e-mail and password'),
      '.',
    ),
  ],
};

export const offlineKiosk: GuideSection = {
  id: 'kiosk-offline',
  title: 'When the server does not answer',
  roles: EVERYONE,
  blocks: [
    text(
      'A kiosk connected to a central server goes on taking withdrawals and refills while the network is down. At the top it says ',
      ui('Offline – N events waiting'),
      '.',
    ),
    list(
      [
        'Medicines the kiosk has shown before can be taken out and refilled. The receipt says ',
        ui('Saved on the kiosk'),
        '; the event is booked with the right time when the server answers again.',
      ],
      [
        "Narcotics are not taken out offline. Follow the unit's paper routine and enter the withdrawal in the journal when the server answers.",
      ],
      [
        'You can sign in with your badge and PIN if you have done so at the same kiosk in the last 12 hours.',
      ],
      [
        'An event that reaches the server more than 24 hours after it happened is not booked, nor are events by someone who changed their password or PIN, had their badge removed or was deactivated after signing in at the kiosk. The unit manager sees them like everything else that could not be booked.',
      ],
      [
        'Do not turn off the computer while events are waiting. ',
        ui('Try sending now'),
        ' sends them at once.',
      ],
    ),
    tip(
      'A withdrawal that the server cannot book (for example because there is too little in stock) does not disappear: it is shown on the kiosk until someone presses ',
      ui('I have read this'),
      ', and the unit manager sees it under ',
      ui('Needs action'),
      '.',
    ),
  ],
};

export const needsAction: GuideSection = {
  id: 'behover-atgard',
  title: 'Needs action',
  roles: MANAGERS,
  blocks: [
    text(
      'Under ',
      ui('Needs action'),
      ' are the withdrawals and refills from a kiosk without contact with the server that could not be booked: when it happened, when it came in, the kiosk, who, what and why.',
    ),
    steps(
      ['Find out what happened and correct the stock, for example with a stock-take.'],
      ['Press ', ui('Resolve'), ', write what was done and press ', ui('Mark as resolved'), '.'],
      [ui('Show resolved'), ' shows who resolved what.'],
    ),
  ],
};

export const kiosks: GuideSection = {
  id: 'kiosker',
  title: 'Kiosks and badges',
  roles: MANAGERS,
  blocks: [
    list(
      [
        ui('Kiosks'),
        ": register the kiosk computer for the unit. The device key is shown once and goes into the kiosk's kiosk.json. ",
        ui('Revoke'),
        ' shuts the kiosk out at once.',
      ],
      [
        ui('Users'),
        ', ',
        ui('Badge'),
        ": hold the person's badge to the reader or type its id. A badge can belong to only one person; if it cannot be registered, use another badge.",
      ],
      [
        'After 20 wrong badge or PIN attempts in 15 minutes the kiosk takes no more for a while. The list of kiosks shows it as a warning, and the activity log has every refused attempt.',
      ],
      [
        'Under ',
        ui('Edit'),
        ' you choose how long the kiosk waits before it logs out, and whether it should log out after every withdrawal.',
      ],
    ),
  ],
};

export const apiTokens: GuideSection = {
  id: 'api-token',
  title: "API tokens for the region's systems",
  roles: MANAGERS,
  blocks: [
    text(
      "The region's own systems, such as a BI dashboard or the procurement system, fetch data from Medvakt with an API token. It belongs to the system, not to a person.",
    ),
    steps(
      [ui('API tokens'), ', ', ui('Create API token'), '.'],
      [
        "Type the system's name, choose the units and what the system may do. Give a last valid day if the system is only to be used for a while.",
      ],
      [
        'Copy the token and give it to whoever runs the system. It is shown only now; if it is lost, revoke it and create a new one.',
      ],
    ),
    list(
      ["All the token does shows in the log and the stock history under the system's name."],
      [ui('Last used'), ' shows whether the system fetches as it should.'],
      [ui('Revoke'), ' closes the token at once, for example when the system is replaced.'],
    ),
  ],
};
