import { LOGIN_THROTTLE } from '../../../../shared/constants.ts';
import { EVERYONE, link, steps, text, tip, ui, type GuideSection } from '../guide-model.ts';

export const signIn: GuideSection = {
  id: 'logga-in',
  title: 'Signing in and choosing your unit',
  roles: EVERYONE,
  blocks: [
    text(
      'You sign in with your own account. Never share a sign-in with a colleague: everything you do is logged in your name.',
    ),
    steps(
      [
        'Type your email address in the ',
        ui('Email'),
        ' field and your password in the ',
        ui('Password'),
        ' field.',
      ],
      [
        'Press ',
        ui('Sign in'),
        '. You come to your home page; ',
        ui('Dashboard'),
        ' in the menu always leads back there.',
      ],
      [
        'If you work at several units, choose the unit in the list ',
        ui('Choose the site to work in'),
        ' at the top of the page. Everything you see and do applies to the chosen unit until you switch. If you have only one unit, its name is shown there instead.',
      ],
      [
        'Press ',
        ui('Log out'),
        ' when you are done. On the shared computer in the medicine room, always log out, so that the next person does not work in your name.',
      ],
    ),
    text(
      'You are also logged out automatically after a while without activity. You choose how long under ',
      ui('Settings'),
      ', at ',
      ui('Log out automatically after inactivity'),
      '. A sign-in lasts at most one shift; after that you sign in again.',
    ),
    tip(
      `After ${LOGIN_THROTTLE.maxFailures} failed attempts, sign-in for that email address is paused on that computer for ${LOGIN_THROTTLE.windowMinutes} minutes; from another computer it still works. Read more under `,
      link('Locked out?', '/support#utelast'),
      '.',
    ),
  ],
};

export const profile: GuideSection = {
  id: 'profil',
  title: 'Your profile and your password',
  roles: EVERYONE,
  blocks: [
    text(
      'Under ',
      ui('Settings'),
      ' you change ',
      ui('First name'),
      ', ',
      ui('Last name'),
      ' and ',
      ui('Mobile phone'),
      ' and press ',
      ui('Save profile'),
      '. The email address is used for signing in and cannot be changed here; ask your site admin if it needs changing.',
    ),
    text(
      'Under ',
      ui('Change password'),
      ' you fill in ',
      ui('Current password'),
      ', ',
      ui('New password'),
      ' and ',
      ui('Confirm new password'),
      '. The password must have at least 8 characters, with an upper-case and a lower-case letter, a digit and a special character. Your sessions on other computers end when you change it.',
    ),
    text(
      'Under ',
      ui('Settings in this browser'),
      ' you choose the language, the theme and the time until you are logged out automatically. They apply only to the computer you are using.',
    ),
  ],
};

export const scanning: GuideSection = {
  id: 'uttag-och-aterlamning',
  title: 'Taking out and putting back with a scanner or camera',
  roles: EVERYONE,
  blocks: [
    text(
      'Every medicine has a QR code on the shelf edge or on the pack (see ',
      link('Printing QR codes', '#qr-koder'),
      '). Open ',
      ui('Scan'),
      ' in the menu. When you scan the code, the medicine is shown on the ',
      ui('QR code scanning'),
      ' screen, and you choose ',
      ui('View'),
      ', ',
      ui('Take out'),
      ' or ',
      ui('Refill'),
      '.',
    ),
    steps(
      [
        'Hold the hand scanner to the QR code or to the barcode on the pack (GS1 DataMatrix). You do not need to click in a field first; the screen picks up the scan anyway. You can also paste the code and press ',
        ui('Verify'),
        '.',
      ],
      ['Check that the right medicine and strength are shown, and how much there is in stock.'],
      [
        'Choose to take out or to refill, choose the batch and enter the quantity. The batch that expires first is listed first. If you refill a batch that is not in the list, enter its batch number and expiry date. If you scan the barcode on the pack, the batch and expiry date are taken from the pack.',
      ],
      ['Confirm. The result is shown for a moment, then the screen is ready for the next scan.'],
    ),
    text(
      'You can take out at most 100 at a time, and no more than there is in stock; otherwise ',
      ui('Not enough stock'),
      ' is shown. Expired batches and batches blocked by a recall (',
      ui('Blocked'),
      ') cannot be chosen. If the code is not recognised, ',
      ui('Invalid QR code'),
      ' is shown. If the code has been replaced by a new QR sheet for the unit, the screen says so; use the new sheet then.',
    ),
    text(
      'A pack whose barcode the unit does not recognise yet is shown as ',
      ui('Unknown pack'),
      '. Choose which medicine it contains and press ',
      ui('Link and continue'),
      '; next time it is recognised straight away.',
    ),
    text(
      'With a camera: press ',
      ui('Scan with camera'),
      " and hold the code in front of the camera. With a mobile phone you can scan the shelf's QR code with the phone's camera; this opens a page for that medicine where you can take out or put back without signing in. Narcotics always require you to sign in.",
    ),
    text(
      'Glucagon in an emergency: the ',
      ui('Glucagon (emergency)'),
      " button on the scan screen takes out (at most 10) or puts back (1) the unit's glucagon without you having to scan.",
    ),
    tip('Every withdrawal and return is logged with your name and the time.'),
  ],
};

export const unpacking: GuideSection = {
  id: 'uppackning',
  title: 'Unpacking a delivery',
  roles: EVERYONE,
  blocks: [
    text(
      'Register every delivery in the stock, so that Medvakt can warn in good time before anything expires. First choose the right unit at the top.',
    ),
    steps(
      [
        'Site admins and administrators open the user portal (the address /user) and fill in the form ',
        ui('Unpack medicine'),
        '.',
      ],
      [
        'Choose the ',
        ui('Medicine'),
        " among the unit's medicine templates. If it is missing, it is added under ",
        link('Medicines and templates', '#lakemedelsmallar'),
        '.',
      ],
      [
        'Fill in ',
        ui('Batch number'),
        ' and ',
        ui('Expiry date'),
        ' exactly as they are printed on the pack.',
      ],
      [
        'Enter the ',
        ui('Quantity'),
        ' and ',
        ui('Unit type'),
        ' (',
        ui('Pieces'),
        ' or ',
        ui('Packs'),
        '), and preferably the ',
        ui('Location'),
        ', for example cupboard and shelf.',
      ],
      ['Press ', ui('Unpack'), '. If the batch already exists, the quantity is added to it.'],
    ),
    text(
      'All staff can also add a batch under ',
      ui('Stock'),
      ' with ',
      ui('Add to stock'),
      '. There Medvakt objects if the batch number already exists for the medicine; then change the existing row with ',
      ui('Edit'),
      ' instead.',
    ),
  ],
};
