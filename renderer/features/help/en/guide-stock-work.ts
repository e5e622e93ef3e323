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

export const stockTaking: GuideSection = {
  id: 'inventering',
  title: 'Stock-take: counting the stock',
  roles: EVERYONE,
  blocks: [
    steps(
      [
        'Open ',
        ui('Stock-take'),
        '. Leave the storage place empty for the whole unit, or type e.g. Fridge for one place, and press ',
        ui('Start stock-take'),
        '.',
      ],
      [
        'Scan the shelf label (every batch of the medicine is shown) or the pack (just that batch) in ',
        ui('Scan shelf label or pack'),
        '. You can also search the list.',
      ],
      [
        'Type how many you count and press Enter. The row is saved and the next uncounted row opens. ',
        'If you count a row again, the old quantity is replaced.',
      ],
      [
        'If there is something on the shelf that is not in the list, choose ',
        ui('Found batch'),
        ' and enter the medicine, batch number, expiry date and quantity.',
      ],
    ),
    text(
      'The count is blind: the expected quantity is not shown to you while you count. Withdrawals made while you are counting are fine; ',
      'they are taken into account when the stock-take is completed.',
    ),
  ],
};

export const stockTakeFinish: GuideSection = {
  id: 'inventering-avsluta',
  title: 'Completing a stock-take and reading the differences',
  roles: MANAGERS,
  blocks: [
    steps(
      ['Open the stock-take and choose ', ui('Complete the stock-take'), '.'],
      [
        'If there are rows that nobody has counted, choose ',
        ui('Keep their quantity as it is'),
        ' or ',
        ui('Set their quantity to 0 (not on the shelf)'),
        '.',
      ],
      [
        'A difference for narcotics needs a reason, and a colleague signs as witness with their email and password.',
      ],
      [
        'Press ',
        ui('Book the differences and complete'),
        ". Every difference is booked in the stock and shows in the batch's history and, for narcotics, in the journal.",
      ],
    ),
    list(
      [ui('Lines counted'), ' and ', ui('Lines with a difference'), ' sum up the count.'],
      [
        ui('Missing (units)'),
        ' and ',
        ui('Found (units)'),
        ' show how much was missing or found on top of the stock.',
      ],
    ),
    tip(
      'If a batch was changed by hand after it was counted, Medvakt asks you to count just that row again before the stock-take can be completed.',
    ),
  ],
};

export const transfers: GuideSection = {
  id: 'flytta',
  title: 'Moving medicines to another unit',
  roles: MANAGERS,
  blocks: [
    steps(
      [
        'Open ',
        ui('Stock'),
        ' and choose ',
        ui('More actions'),
        ' and ',
        ui('Move to another unit'),
        ' on the batch.',
      ],
      ['Choose the unit and the quantity and press ', ui('Move'), '.'],
    ),
    text(
      'The move is booked at both units at once, with the same batch number and expiry date. ',
      'If the medicine does not exist at the receiving unit, it is added there. A recalled batch cannot be moved.',
    ),
  ],
};

export const orderProposal: GuideSection = {
  id: 'bestallningsforslag',
  title: 'Order proposal',
  roles: EVERYONE,
  blocks: [
    text(
      ui('Order proposal'),
      ' shows medicines that are at or below their minimum stock and how much needs to be ordered to reach the target level. ',
      'Expired, recalled and soon-to-expire packs are not counted as stock.',
    ),
    list(
      [ui('Download CSV'), " gives the list for Excel or the supplier's order form."],
      [ui('Print'), ' prints the list on A4.'],
      [
        'If another unit of the same care provider has more than it needs, ',
        ui('Move instead'),
        ' is suggested. The unit manager can then choose ',
        ui('Move here'),
        '.',
      ],
    ),
  ],
};
