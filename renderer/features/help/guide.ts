import { delegationsGuide, importGuide, openedPacks, temperaturesGuide } from './guide-routines.ts';
import { disposal, expiry, qrSheets, recall, restore, warningPanel } from './guide-stock.ts';
import { profile, scanning, signIn, unpacking } from './guide-everyone.ts';
import type { GuideChapter } from './guide-model.ts';
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

/** The whole guide on /help, one chapter per role; section ids are the page's anchors. */
export const GUIDE: readonly GuideChapter[] = [
  {
    id: 'all-personal',
    title: 'För all personal',
    intro: 'Det här gäller alla som arbetar i Medvakt, oavsett roll.',
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
    title: 'För enhetsadmin',
    intro:
      'Enhetsadmin ansvarar för en eller flera enheter: personalen, läkemedelslistan, varningarna och uppföljningen av kassationer.',
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
    title: 'För administratörer (drift)',
    intro:
      'Administratören sköter driften för alla kunder: kunder, enheter, lösenord och bevakningen av indragningar.',
    sections: [customers, sites, passwordReset, recallMonitor],
  },
];
