import {
  EVERYONE,
  badges,
  link,
  list,
  steps,
  table,
  text,
  tip,
  ui,
  type GuideSection,
} from '../guide-model.ts';

export const expiry: GuideSection = {
  id: 'utgangsdatum',
  title: 'Colours and badges for expiry dates',
  roles: EVERYONE,
  blocks: [
    text(
      'Under ',
      ui('Stock'),
      ' (',
      ui('Inventory'),
      ') the ',
      ui('Status'),
      ' column shows how close to expiry each batch is:',
    ),
    table(
      ['Status', 'Days left until the expiry date', 'Colour'],
      [[ui('Expired')], ['fewer than 0: already expired'], ['black, and the row is darker']],
      [[ui('Critical')], ['0–7 days'], ['red']],
      [[ui('Warning')], ['8–30 days'], ['yellow']],
      [[ui('OK')], ['more than 30 days'], ['green']],
    ),
    text(
      'Below the expiry date is the time left: ',
      ui('N days'),
      ', ',
      ui('1 day'),
      ', ',
      ui('Expires today'),
      ' or ',
      ui('Expired N days ago'),
      '. ',
      ui('Low stock'),
      ' means that what there is of the medicine is equal to or below its minimum stock.',
    ),
    text(
      'With ',
      ui('Show'),
      ' you see only what is ',
      ui('Expiring soon'),
      ', what has ',
      ui('Expired'),
      ' or what has ',
      ui('Low stock'),
      '.',
    ),
    tip('An expired medicine must not be used: ', link('dispose of it', '#kassation'), '.'),
    text(
      ui('History'),
      ' under ',
      ui('More actions'),
      " on every row shows the batch's history: every change of the quantity (delivery, withdrawal, return, disposal, adjustment) with when, who, why and the balance afterwards. The history cannot be changed afterwards. If you change the quantity with ",
      ui('Edit'),
      ', Medvakt asks for a ',
      ui('Reason for the changed quantity'),
      ', which is saved in the history.',
    ),
  ],
};

export const warningPanel: GuideSection = {
  id: 'varningspanelen',
  title: 'The WARNINGS panel on the home page',
  roles: EVERYONE,
  blocks: [
    text(
      'The ',
      ui('WARNINGS'),
      ' panel on the home page shows medicines whose expiry date is approaching, with a badge for the time left:',
    ),
    badges(
      {
        label: ui('Expired N days ago'),
        example: 'Expired 3 days ago',
        color: 'dark',
        meaning: [
          'Black badge and darker row: the medicine has expired and must not be used. ',
          link('Dispose of it', '#kassation'),
          '.',
        ],
      },
      {
        label: ui('Expires today'),
        example: 'Expires today',
        color: 'red',
        alertIcon: true,
        meaning: ['The medicine expires today. Make sure it is disposed of and replaced.'],
      },
      {
        label: ui('N days'),
        example: '5 days',
        color: 'red',
        alertIcon: true,
        meaning: ['Red badge and red warning symbol: 7 days or fewer left.'],
      },
      {
        label: ui('N days'),
        example: '12 days',
        color: 'red',
        meaning: [
          'Red badge without a symbol: 8–14 days left, or a warning that counts as critical.',
        ],
      },
      {
        label: ui('N days'),
        example: '21 days',
        color: 'yellow',
        meaning: ['Yellow badge: the expiry date is approaching, but more than 14 days are left.'],
      },
    ),
    text(
      'When nothing is nearing its expiry date, the panel says ',
      ui('No medicines are nearing their expiry date'),
      '. Press ',
      ui('Dispose'),
      ' on a row to dispose of the whole batch; you confirm with ',
      ui('Dispose of batch'),
      ' before anything is taken out of the stock. To dispose of only part of it, do it under ',
      ui('Stock'),
      '.',
    ),
    tip(
      "The unit's limits for a warning and a critical warning (normally 30 and 7 days) are set by an administrator under ",
      ui('Warning days'),
      ' and ',
      ui('Critical warning days'),
      '.',
    ),
  ],
};

export const recall: GuideSection = {
  id: 'indragning',
  title: 'RECALL: a recalled medicine',
  roles: EVERYONE,
  blocks: [
    text(
      'When the Swedish Medical Products Agency recalls a batch, Medvakt automatically checks whether the unit has it in stock. The matches are shown in the ',
      ui('RECALLS'),
      ' panel on the home page, with the quantity and the text ',
      ui('Immediate action required'),
      '. A recalled medicine must be disposed of at once.',
    ),
    steps(
      [
        'Take out the packs with the batch number on the row and put them aside, so that nobody uses them in the meantime.',
      ],
      [
        'Press ',
        ui('Dispose'),
        ' on the row and confirm with ',
        ui('Dispose of batch'),
        '. The medicine is recorded as disposed of because of the recall, and the row disappears from the panel.',
      ],
      ["Hand in the packs for disposal following the unit's usual routine."],
    ),
    text(
      'If the quantity in the panel does not match what is in the cupboard, dispose of what is there and contact your site admin.',
    ),
    text(
      'A recall also asks every unit to check its shelves, also for packs that were never registered, and to confirm what it found. The checks are under ',
      ui('Checks to confirm'),
      " in the panel, with the last day. The unit manager confirms, or the unit's users if the unit allows it.",
    ),
    steps(
      ['Press ', ui('Confirm check'), ' on the row.'],
      [
        'Choose ',
        ui('Nothing found'),
        ', or ',
        ui('Found and handled'),
        ' with the number of packs and the ',
        ui('Action'),
        '.',
      ],
      [
        'If you found packs that were not in stock, tick ',
        ui('Register and dispose of packs that were not in stock'),
        ' and fill in the medicine, batch number and expiry date. They are registered and disposed of as recalled in the same step.',
      ],
      [
        'Press ',
        ui('Confirm'),
        '. The confirmation is kept with your name and the time and is never changed; a correction is a new confirmation.',
      ],
    ),
    tip(
      'The panel checks by itself (',
      ui('Checked automatically every 2 minutes'),
      '). With no matches it says ',
      ui('No active recalls'),
      '.',
    ),
  ],
};

export const disposal: GuideSection = {
  id: 'kassation',
  title: 'Disposing of medicines',
  roles: EVERYONE,
  blocks: [
    text(
      'Dispose of medicines that have expired, been damaged or recalled, or for another reason must not be used.',
    ),
    steps(
      ['Open ', ui('Stock'), ' and press ', ui('Dispose'), " on the batch's row."],
      [
        'Enter the ',
        ui('Quantity to dispose of'),
        ', at most what there is, and choose the ',
        ui('Reason'),
        ': ',
        ui('Expired'),
        ', ',
        ui('Damaged'),
        ', ',
        ui('Recalled'),
        ', ',
        ui('Quality issue'),
        ' or ',
        ui('Other'),
        '. For an expired batch the whole quantity and the reason are already filled in.',
      ],
      [
        'Add a note if you like and press ',
        ui('Dispose'),
        '. If you dispose of part of the batch, the rest stays in stock.',
      ],
    ),
    text('The disposal is saved with the reason, quantity, time and your name.'),
  ],
};

export const restore: GuideSection = {
  id: 'angra-kassation',
  title: 'Undoing a wrong disposal',
  roles: EVERYONE,
  blocks: [
    text(
      'Was a disposal wrong? Open ',
      ui('Disposal'),
      ' and the ',
      ui('Overview'),
      ' tab, where everything that has been disposed of is listed.',
    ),
    list(
      [
        'You can undo your own disposal with ',
        ui('Undo'),
        ' on the row as long as it has not been approved. The quantity is put back in stock.',
      ],
      [
        'Site admins and administrators can choose ',
        ui('Restore'),
        ' on any row: the medicine is put back in stock, even if the batch had been removed, and the reason for restoring the disposal is logged. If it fails, the message is ',
        ui('Could not restore the medicine. Please try again.'),
      ],
    ),
    text(
      'If it says ',
      ui('Select a site to view disposal data'),
      ', you have no unit chosen; choose the unit in the list at the top.',
    ),
    tip('Has your disposal already been approved? Ask your site admin to restore it.'),
  ],
};

export const qrSheets: GuideSection = {
  id: 'qr-koder',
  title: 'Printing QR codes',
  roles: EVERYONE,
  blocks: [
    text(
      'The QR codes go on shelf edges or packs so that they can be scanned. You print A4 sheets with a code for every active medicine of the unit.',
    ),
    steps(
      [
        'Choose the unit at the top and open ',
        ui('QR codes'),
        ' in the menu. If it says ',
        ui('No unit selected'),
        ', you have not chosen a unit.',
      ],
      [
        'Open the settings and choose ',
        ui('Codes per page'),
        ': 12 (3×4), 16 (4×4, the default) or 20 (4×5). Fewer codes per page give bigger codes.',
      ],
      [
        'Turn on ',
        ui('Controlled substances'),
        ' only if codes for narcotics should be included; by default they are not.',
      ],
      [
        'Press ',
        ui('Generate QR codes PDF'),
        '. The button shows ',
        ui('Generating PDF...'),
        ' while the sheet is being made. Then the file is downloaded and ',
        ui('PDF generated successfully'),
        ' is shown with the number of codes and pages.',
      ],
      [
        'Press ',
        ui('Print'),
        '. Print on A4 at actual size (100%) without scaling the page, so that the codes can be scanned. Cut along the dashed lines.',
      ],
    ),
    tip(
      'If you need the file again, press ',
      ui('Download again'),
      '. The same file is kept for 30 days.',
    ),
    text(
      "The codes are signed with the unit's own key, so a code cannot be forged or moved to another unit. If a sheet has gone missing, an administrator can press ",
      ui('Change QR key'),
      '. Then every printed sheet of the unit stops working at once, and anyone who scans an old sheet is told that it has been replaced. Print new sheets after the change.',
    ),
  ],
};
