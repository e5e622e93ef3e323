import { MANAGERS, link, list, steps, text, tip, ui, type GuideSection } from '../guide-model.ts';

export const users: GuideSection = {
  id: 'anvandare',
  title: 'Users at your units',
  roles: MANAGERS,
  blocks: [
    text(
      'As a ',
      ui('Site admin'),
      ' you add and manage the staff at your units under ',
      ui('Users'),
      ' in the menu.',
    ),
    steps(
      ['Press ', ui('New user'), '.'],
      [
        'Fill in ',
        ui('Email'),
        ', ',
        ui('First name'),
        ', ',
        ui('Last name'),
        ' and a first ',
        ui('Password'),
        ': at least 8 characters, with an upper-case and a lower-case letter, a digit and a special character.',
      ],
      [
        'Choose one or more units under ',
        ui('Sites'),
        '. As a site admin you can only create users with the role ',
        ui('User'),
        ', and only at your own units.',
      ],
      ['Press ', ui('Create user'), '.'],
      [
        'Give the password to the person in a safe way and ask them to change it under ',
        ui('Settings'),
        '.',
      ],
    ),
    text(
      'In the list you can search for users and ',
      ui('Edit'),
      ' them or, under ',
      ui('More actions'),
      ', ',
      ui('Deactivate'),
      ', ',
      ui('Activate'),
      ' or ',
      ui('Delete'),
      ' them. A deactivated user is logged out at once and cannot sign in until the account is activated again; deactivate an account when someone leaves or is away for a long time. A user who also works at another unit can only be deleted by an administrator.',
    ),
    tip(
      'Has someone forgotten their password? Only an administrator can set a new one (see ',
      link('A new password for a user', '#losenord'),
      ').',
    ),
  ],
};

export const medicineList: GuideSection = {
  id: 'lakemedelsmallar',
  title: 'Medicines and templates',
  roles: MANAGERS,
  blocks: [
    text(
      'Under ',
      ui('Medicines'),
      ' (',
      ui('Medicine templates'),
      ") are the chosen unit's medicines with strength, administration and minimum stock. The list is needed before you can unpack and scan.",
    ),
    list(
      [
        'Press ',
        ui('New medicine'),
        ', fill in ',
        ui('Name'),
        ', ',
        ui('Strength'),
        ', ',
        ui('Unit'),
        ' and ',
        ui('Minimum stock'),
        ' and press ',
        ui('Create medicine'),
        '. With a minimum stock of 0, Medvakt does not warn about low stock.',
      ],
      [
        'Or press ',
        ui('Import ready-made templates'),
        ', choose the templates and press ',
        ui('Import N template(s)'),
        '. Templates that already exist are skipped, and ',
        ui('Import complete!'),
        ' shows what was added.',
      ],
      ['Care staff see the list but cannot change it.'],
    ),
  ],
};

export const warnings: GuideSection = {
  id: 'varningar',
  title: 'Warnings',
  roles: MANAGERS,
  blocks: [
    text(
      'The ',
      ui('Warnings'),
      " screen gathers the unit's warnings: expiry, critical expiry, low stock and system warnings. Low stock means that the quantity is equal to or below the medicine's minimum stock.",
    ),
    list(
      ['Search, and filter by type and severity.'],
      [
        'Open a warning to see its history: when it was created, acknowledged and resolved, and by whom.',
      ],
      [
        ui('Acknowledge'),
        ' a warning when you have seen it, and choose ',
        ui('Mark as resolved'),
        ' with a note when you have done something about it. Select several rows and choose ',
        ui('Acknowledge selected'),
        ' or ',
        ui('Resolve selected'),
        ' to handle them all at once.',
      ],
      [
        'The warnings keep themselves up to date: when a batch is disposed of, refilled or changed, its warning is closed automatically. A warning you have marked as resolved yourself does not come back until its cause has gone away and arisen again.',
      ],
      ['Care staff see the warnings but cannot acknowledge or resolve them.'],
    ),
  ],
};

export const reports: GuideSection = {
  id: 'rapporter',
  title: 'Disposal reports',
  roles: MANAGERS,
  blocks: [
    text(
      'Under ',
      ui('Disposal'),
      ' and the ',
      ui('Reports'),
      ' tab you see how much has been disposed of, which medicines are disposed of most, the breakdown by reason and the trend month by month.',
    ),
    list(
      ['Choose a period: 3, 6 or 12 months (6 by default).'],
      ['Use the report to see whether the unit buys more of a medicine than it manages to use.'],
      [
        'The reports are for site admins and administrators; care staff see ',
        ui('Access denied'),
        '.',
      ],
    ),
  ],
};
