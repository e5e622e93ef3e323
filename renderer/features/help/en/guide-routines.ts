import { EVERYONE, MANAGERS, steps, text, tip, ui, type GuideSection } from '../guide-model.ts';

export const openedPacks: GuideSection = {
  id: 'oppnade-forpackningar',
  title: 'Opened packs (use-by once opened)',
  roles: EVERYONE,
  blocks: [
    text(
      'Insulin pens, eye drops and bottles keep for a shorter time once opened. ',
      "Medvakt works out the day the pack must be used by: the day you open it plus the medicine's shelf life after opening, but never after the batch's expiry date.",
    ),
    steps(
      [
        'Open ',
        ui('Stock'),
        ', choose ',
        ui('More actions'),
        " on the batch's row and ",
        ui('Open a pack'),
        '. On the scanning screen the same button stands beside each batch.',
      ],
      ['Write a note if you like and press ', ui('Open a pack'), '.'],
      ['The date is shown large. Write it on the pack and press ', ui('Done'), '.'],
    ),
    text(
      'Under ',
      ui('Opened packs'),
      " you find the unit's opened packs, the one to use first at the top. ",
      'The day before, a warning is shown, and on the day it becomes critical. Choose ',
      ui('Used up'),
      ' when the pack is empty, or ',
      ui('Dispose of'),
      ' once the day has passed: one pack of the batch is then disposed of with the reason opened pack.',
    ),
    tip(
      'The shelf life after opening is in the SPC (section 6.3). The unit manager sets it on the medicine; the ready-made templates have it for insulin pens and eye drops.',
    ),
  ],
};

export const delegationsGuide: GuideSection = {
  id: 'delegeringar',
  title: 'Delegations',
  roles: MANAGERS,
  blocks: [
    text(
      'Staff without a licence may hand out or give medicines with a delegation from a registered nurse. ',
      'The delegation is personal, applies for a set time and can be revoked.',
    ),
    steps(
      ["Mark the unit's nurses as ", ui('Registered nurse'), ' under Users.'],
      [
        'Open ',
        ui('Delegations'),
        ', choose ',
        ui('New delegation'),
        ', the person, what the delegation covers, the nurse who delegates and the dates.',
      ],
      ["Print the list as the unit's signature list with the export button."],
    ),
    text(
      'With ',
      ui('Require a delegation for withdrawals'),
      " in the unit's settings only registered nurses and staff with a valid delegation may withdraw medicines; narcotics need the narcotics delegation. ",
      'A delegation that ends within 30 days is shown as a warning until it is renewed or revoked.',
    ),
  ],
};

export const temperaturesGuide: GuideSection = {
  id: 'temperaturer',
  title: 'Temperatures and fridges',
  roles: EVERYONE,
  blocks: [
    text(
      'Fridges and freezers are read and signed every day, as on the paper list on the fridge door. ',
      "If nobody has read the fridge by the unit's time (usually 10:00), the warning The fridge has not been read today is shown.",
    ),
    steps(
      ['Open ', ui('Temperatures'), ' and press ', ui('Read'), " on the fridge's card."],
      [
        'Write the current temperature, and the lowest and highest since reset if the thermometer shows them.',
      ],
      ['Press ', ui('Sign the reading'), '. Reset the thermometer.'],
    ),
    text(
      'A temperature out of range opens a deviation the unit manager assesses. ',
      'Until then the medicines in the fridge show ',
      ui('Assess after temperature deviation'),
      ' in the stock list and when scanned. They may be taken, but ask the unit manager first.',
    ),
    text(
      'Under ',
      ui('Month'),
      " every reading is shown in a chart, never averaged, and the month's sheet can be printed as PDF. ",
      ui('Upload logger file'),
      " reads a data logger's CSV file; a period out of range longer than the unit's minutes is a deviation.",
    ),
    tip(
      'The unit manager adds fridges under New storage place and chooses the fridge as storage place on the batches kept there.',
    ),
  ],
};

export const importGuide: GuideSection = {
  id: 'import',
  title: 'Starting a unit: importing its lists',
  roles: MANAGERS,
  blocks: [
    text(
      "A new unit need not type its medicines, stock or staff by hand. Bring in the lists you already keep in Excel or CSV; the first row holds the headings. The order: the region's product catalogue (admin), the medicine list, the stock, the staff.",
    ),
    steps(
      [
        'Open ',
        ui('Import'),
        ', choose what the list holds, choose the file and press ',
        ui('Upload'),
        '.',
      ],
      ['Check the columns Medvakt proposes. Keep the choice if the list comes again.'],
      [
        'Press ',
        ui('Preview'),
        '. Each row shows whether it is added, updated, unchanged or has an error, with the reason and the cell. Nothing is saved yet.',
      ],
      ['Press ', ui('Commit the import'), '. Rows with errors are left out.'],
    ),
    text(
      'Download ',
      ui('Error rows (Excel)'),
      ', correct each row as its last column says and import that file. The same list twice changes nothing.',
    ),
    text(
      "The region's product catalogue (GTIN, name, strength, dosage form, pack size, ATC code, schedule) is brought in by an admin and serves all the customer's units. After that a medicine list needs only a GTIN column: name, strength and dosage form come from the catalogue. When someone scans a pack that is in the catalogue but not at the unit, a unit admin adds the medicine with one tap on ",
      ui('Add the medicine from the catalogue'),
      '.',
    ),
    text(
      'Stock comes in as opening balances in the stock history. When the list holds narcotics, a witness signs their opening balances. The staff list gives each new person a first password shown once: print it. At the first sign-in the person chooses their own before anything else works.',
    ),
    tip(
      "A narcotic classification is not changed by import: it is changed in the medicine's form with a witness.",
    ),
  ],
};
