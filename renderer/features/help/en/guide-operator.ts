import { OPERATOR, link, list, steps, text, tip, ui, type GuideSection } from '../guide-model.ts';

export const customers: GuideSection = {
  id: 'kunder',
  title: 'Customers',
  roles: OPERATOR,
  blocks: [
    text(
      'Under ',
      ui('Customers'),
      ' (',
      ui('Customer management'),
      ') are the regions, municipalities and private care providers that use Medvakt.',
    ),
    steps(
      ['Press ', ui('New customer'), '.'],
      [
        'Fill in ',
        ui('Name'),
        ' and ',
        ui('Customer type'),
        ' (',
        ui('Region'),
        ', ',
        ui('Municipality'),
        ' or ',
        ui('Private'),
        '), contact details, ',
        ui('Billing address'),
        ' and ',
        ui('Monthly price per site (SEK)'),
        ' (900 SEK by default).',
      ],
      ['Press ', ui('Create customer'), '.'],
    ),
    text(
      'If you delete a customer with ',
      ui('Delete'),
      ", the customer's units are deleted at the same time and their users are detached from them. This cannot be undone. If the customer is only to be paused, open ",
      ui('Edit'),
      ' and turn off ',
      ui('Active'),
      ' instead.',
    ),
  ],
};

export const sites: GuideSection = {
  id: 'enheter',
  title: 'Units',
  roles: OPERATOR,
  blocks: [
    text(
      'Under ',
      ui('Sites'),
      ' (',
      ui('Site management'),
      ") you create and change the customers' care units. The customer is billed per unit and month.",
    ),
    steps(
      ['Press ', ui('New site'), '.'],
      [
        'Choose the ',
        ui('Customer'),
        ' and fill in ',
        ui('Name'),
        ', ',
        ui('Address'),
        ' and contact details.',
      ],
      [
        'Under ',
        ui('Limits and warnings'),
        ' enter the ',
        ui('Withdraw limit'),
        ' (the most per withdrawal, 1–100), ',
        ui('Add limit'),
        ' (1–10), ',
        ui('Warning days'),
        ' (30 by default) and ',
        ui('Critical warning days'),
        ' (7 by default).',
      ],
      ['Press ', ui('Create site'), '.'],
    ),
    text(
      'A unit with users is only deleted when you confirm with ',
      ui('Delete or close'),
      '. The users remain but are detached from the unit. A unit with stock history is ',
      'never deleted: it is closed and shown as ',
      ui('Closed'),
      '. Stock, journals and history are kept, nothing can be changed any more, and unit ',
      'managers and admins can still read and export the journals: choose the unit at the end of ',
      'the site switcher. Staff are linked to units under ',
      link('Users', '#anvandare'),
      '.',
    ),
  ],
};

export const passwordReset: GuideSection = {
  id: 'losenord',
  title: 'A new password for a user',
  roles: OPERATOR,
  blocks: [
    text(
      'Only administrators can set a new password for someone else. Nobody can see a password, not even support.',
    ),
    steps(
      [
        'Open ',
        ui('Users'),
        ' and press ',
        ui('More actions'),
        ' and ',
        ui('Password'),
        " on the person's row.",
      ],
      [
        'Type a ',
        ui('New password'),
        ' that follows the password rules and press ',
        ui('Save password'),
        '.',
      ],
      [
        'The person is logged out everywhere and signs in with the new password. Ask them to change it to one of their own under ',
        ui('Settings'),
        '.',
      ],
    ),
    tip(
      "Check who you are talking to before you set a new password, for example by calling back on the unit's number.",
    ),
  ],
};

export const recallMonitor: GuideSection = {
  id: 'indragningsbevakning',
  title: 'Monitoring recalls',
  roles: OPERATOR,
  blocks: [
    text(
      'Under ',
      ui('Withdrawal Monitor'),
      ' (',
      ui('Medicine recalls'),
      ') you see the recalls from the Swedish Medical Products Agency that Medvakt has fetched or that have been entered by hand, one row per batch with product name, batch number and expiry date.',
    ),
    list(
      ['Search for a medicine name or batch number and press ', ui('Search'), '.'],
      [
        'Press ',
        ui('Refresh RSS'),
        ' to fetch new recalls at once instead of waiting for the next automatic check. The ',
        ui('Recall feed'),
        ' box shows when the feed was last read and whether that worked, and if not, why.',
      ],
      [
        "A recall that matches a batch in a unit's stock blocks the batch and is shown to the unit in the ",
        ui('RECALLS'),
        ' panel (see ',
        link('RECALL', '#indragning'),
        ').',
      ],
      ['If there is nothing to show, it says ', ui('No recalls found'), '.'],
    ),
    text(
      'If a recall is missing from the feed, you enter it yourself, in one of two ways. Medvakt matches it against the stock of every unit at once and tells you how many batches were blocked.',
    ),
    steps(
      [
        'Press ',
        ui('New recall'),
        ', fill in the ',
        ui('Product name'),
        ', strength, GTIN or item number, ',
        ui('Class'),
        ' and ',
        ui('Reason'),
        '. Write one batch number per row, with its expiry date if there is one, and press ',
        ui('Add batch'),
        ' for more.',
      ],
      [
        'Or press ',
        ui('Paste text'),
        ', paste the text from the Swedish Medical Products Agency and press ',
        ui('Find batch numbers'),
        '. Check and correct what Medvakt found.',
      ],
      ['Press ', ui('Save recall'), '.'],
    ),
    text(
      'A class I or II recall asks every active unit to check its shelves and confirm, within 2 working days for class I and 5 for class II and III. The ',
      ui('Check'),
      ' column shows how many have confirmed, for example ',
      ui('{confirmed} of {total} units have confirmed'),
      ', and how many are late.',
    ),
    list(
      [
        "Press the count to see every unit's answer: outcome, quantity, action, who and when. ",
        ui('Export'),
        " gives the report as PDF, CSV or Excel, for example for the region's pharmacist or an inspector.",
      ],
      [
        'For a class III recall, or one without a class, press ',
        ui('Ask every unit to check'),
        '.',
      ],
      [
        'When every unit has confirmed, the recall shows as ',
        ui('Followed up'),
        '. If it must be closed before then, press ',
        ui('Close the follow-up'),
        ' and write why.',
      ],
      ['A unit that has not confirmed in time gets the warning Recall not confirmed.'],
    ),
    tip(
      "Write the product name as it is in the recall, for example with strength and dosage form. Medvakt compares it with the units' medicine templates and batch numbers.",
    ),
  ],
};
