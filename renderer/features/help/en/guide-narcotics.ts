import {
  EVERYONE,
  MANAGERS,
  link,
  list,
  steps,
  text,
  tip,
  ui,
  type GuideSection,
} from '../guide-model.ts';

export const narcoticsOverview: GuideSection = {
  id: 'narkotika',
  title: 'Narcotics: journal and control count',
  roles: EVERYONE,
  blocks: [
    text(
      'Under ',
      ui('Narcotics'),
      " are the unit's narcotic medicines. Medvakt is the unit's narcotics journal: ",
      'every withdrawal, delivery, control count and disposal is recorded there with the balance ',
      'afterwards, so no paper journal is needed.',
    ),
    text(
      'The list shows no balance: whoever opens it is often about to count, and the count is blind. ',
      'The balance is in the journal and the stock list.',
    ),
    list(
      [
        ui('Last control count'),
        ': when the medicine was last counted and whether it was ',
        ui('Correct'),
        ' or a ',
        ui('Discrepancy'),
        '.',
      ],
      [
        ui('Next count by'),
        ': the day by which the next control count must be done. Once that day has passed, it says ',
        ui('Overdue'),
        ' and the warning ',
        ui('Control count overdue'),
        ' is shown under Warnings until the medicine has been counted.',
      ],
    ),
    tip(
      "How often the unit counts is decided by the administrator in the unit's settings (every 30 days unless something else has been chosen).",
    ),
  ],
};

export const narcoticWithdrawal: GuideSection = {
  id: 'narkotika-uttag',
  title: 'Taking out narcotics for a patient',
  roles: EVERYONE,
  blocks: [
    text(
      'Narcotics are taken out like other medicines, by ',
      link('scanning', '#uttag-och-aterlamning'),
      ' the code and choosing ',
      ui('Take out'),
      '. The difference is the ',
      ui('Patient'),
      " field, which must be filled in: the name, personal identity number or the unit's own patient reference.",
    ),
    text(
      'Without a patient no withdrawal is saved (',
      ui('A patient is needed to take out a controlled medicine'),
      "). The patient is shown only in the unit's journal and its printouts, never in logs or on the open QR page.",
    ),
  ],
};

export const narcoticJournal: GuideSection = {
  id: 'narkotika-journal',
  title: 'Reading, printing and correcting the journal',
  roles: EVERYONE,
  blocks: [
    steps(
      ['Open ', ui('Narcotics'), ' and choose ', ui('Journal'), ' on the medicine.'],
      [
        'The journal opens at the latest entries. Each row has its number in the journal (',
        ui('Entry'),
        ') and shows ',
        ui('Date and time'),
        ', ',
        ui('Event'),
        ', ',
        ui('Batch'),
        ', ',
        ui('In'),
        ', ',
        ui('Out'),
        ', ',
        ui('Balance'),
        ' after the entry, ',
        ui('Patient'),
        ', ',
        ui('Done by'),
        ', ',
        ui('Witness'),
        " and the delivery's ",
        ui('Delivery note/requisition'),
        '. A changed classification, a new name and a changed batch are entries too, with a witness.',
      ],
      [
        'Choose a period with ',
        ui('From'),
        ' and ',
        ui('To'),
        ' to see the opening and closing balance of just that period.',
      ],
      [
        ui('Download PDF'),
        ' gives the journal for the period on A4 with page numbers, the way the inspector wants it. ',
        ui('Download CSV'),
        ' gives the same entries for Excel.',
      ],
    ),
    text(
      'An entry is never changed. If something was wrong, choose ',
      ui('Correct'),
      ' on the row: a new entry is added that points to the old one (Corrects entry N), and the old one shows Corrected by entry M. ',
      'Enter the ',
      ui('Right quantity'),
      ", between 0 and the entry's own quantity, and why. A correction is always signed by a colleague. ",
      'An entry is corrected once; a count or a correction is not corrected. If the balance is off for another reason, make a control count.',
    ),
    tip('The journal is kept for at least five years. No function in Medvakt deletes an entry.'),
  ],
};

export const controlCount: GuideSection = {
  id: 'kontrollrakning',
  title: 'Control count',
  roles: EVERYONE,
  blocks: [
    steps(
      ['Open ', ui('Narcotics'), ' and choose ', ui('Count'), ' on the medicine.'],
      [
        'Scan the pack (or type the batch number) in ',
        ui('Scan batch'),
        ' and the cursor jumps to the right batch. Type how many you count. ',
        'The expected balance is not shown until the count has been saved, so the count is blind.',
      ],
      ['Count every batch and press ', ui('Save count'), '.'],
      [
        'If everything matches, ',
        ui('Correct'),
        ' is shown. The count is saved all the same: it is what the inspector looks for.',
      ],
    ),
    text(
      'If there is a discrepancy, a colleague at the unit must sign (a discrepancy must be signed by another person) and you give the reason in ',
      ui('Note'),
      '. The colleague fills in ',
      ui('Witness e-mail'),
      ' and ',
      ui('Witness password'),
      ' on the same screen. The balance is corrected to what you counted, and both names are recorded in the journal.',
    ),
    text(
      'Every saved count is under ',
      ui('Control counts'),
      ' on the Narcotics page: who counted, the witness, when, expected, counted, difference and status.',
    ),
    tip(
      'Whoever has received a delivery of the medicine since the last count may not do the count. ',
      'If two people count the same medicine at the same time, only one of the counts is saved; the other person has to count again.',
    ),
  ],
};

export const narcoticDisposal: GuideSection = {
  id: 'narkotika-kassation',
  title: 'Disposing of narcotics with a witness',
  roles: MANAGERS,
  blocks: [
    text(
      'Narcotics are ',
      link('disposed of', '#kassation'),
      ' like other medicines, but the person who approves must be someone other than the person who disposed of them, and a witness must be present when the disposal is finished with ',
      ui('Complete'),
      ': a colleague at the unit fills in ',
      ui('Witness e-mail'),
      ' and ',
      ui('Witness password'),
      ' in the same dialog. Without a witness Medvakt refuses to complete the disposal of narcotics.',
    ),
    text(
      'The witness is named on the disposal certificate and on the disposal row of the journal.',
    ),
  ],
};

export const deviationFollowUp: GuideSection = {
  id: 'avvikelser',
  title: 'Deviations',
  roles: MANAGERS,
  blocks: [
    text(
      'A control count or stock-take with a difference for a narcotic, a correction in the journal and a narcotic event from the kiosk that was not booked each become a deviation. It shows as a warning on the unit’s panel and is e-mailed to the unit managers.',
    ),
    steps(
      ['Open ', ui('Narcotics'), ' and choose ', ui('Deviations'), '.'],
      ['Open the deviation. Write what you find out in ', ui('New note'), '.'],
      ['Write your ', ui('Conclusion'), ' and press ', ui('Close the deviation'), '.'],
    ),
    tip(
      'A closed deviation cannot be changed, and the warning on the panel goes only when the deviation is closed.',
    ),
  ],
};
