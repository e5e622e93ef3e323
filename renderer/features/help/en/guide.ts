import { delegationsGuide, importGuide, openedPacks, temperaturesGuide } from './guide-routines.ts';
import { disposal, expiry, qrSheets, recall, restore, warningPanel } from './guide-stock.ts';
import { profile, scanning, signIn, unpacking } from './guide-everyone.ts';
import type { GuideChapter } from '../guide-model.ts';
import { medicineList, reports, users, warnings } from './guide-managers.ts';
import { customers, passwordReset, recallMonitor, sites } from './guide-operator.ts';
import {
  controlCount,
  deviationFollowUp,
  narcoticDisposal,
  narcoticJournal,
  narcoticsOverview,
  narcoticWithdrawal,
} from './guide-narcotics.ts';
import { orderProposal, stockTakeFinish, stockTaking, transfers } from './guide-stock-work.ts';
import { apiTokens, badgeSignIn, kiosks, needsAction, offlineKiosk } from './guide-kiosk.ts';

/**
 * The English guide: the Swedish one (../guide.ts) chapter for chapter, section for section and
 * block for block, with the same ids; guide-languages.test.ts keeps the two in step.
 */
export const GUIDE_EN: readonly GuideChapter[] = [
  {
    id: 'all-personal',
    title: 'For all staff',
    intro: 'This applies to everyone who works in Medvakt, whatever their role.',
    sections: [
      signIn,
      badgeSignIn,
      offlineKiosk,
      scanning,
      unpacking,
      expiry,
      openedPacks,
      temperaturesGuide,
      warningPanel,
      recall,
      disposal,
      restore,
      narcoticsOverview,
      narcoticWithdrawal,
      narcoticJournal,
      controlCount,
      stockTaking,
      orderProposal,
      qrSheets,
      profile,
    ],
  },
  {
    id: 'for-enhetsadmin',
    title: 'For site admins',
    intro:
      'A site admin is responsible for one or more units: the staff, the medicine list, the warnings and the follow-up of disposals.',
    sections: [
      users,
      delegationsGuide,
      importGuide,
      medicineList,
      warnings,
      reports,
      narcoticDisposal,
      deviationFollowUp,
      stockTakeFinish,
      transfers,
      kiosks,
      apiTokens,
      needsAction,
    ],
  },
  {
    id: 'for-administrator',
    title: 'For administrators (operations)',
    intro:
      'The administrator runs the service for all customers: customers, units, passwords and the monitoring of recalls.',
    sections: [customers, sites, passwordReset, recallMonitor],
  },
];
