import type { openedPacks as sv } from '../sv/opened-packs.ts';

/** Opened packs and the day each must be used by. */
export const openedPacks: Record<keyof typeof sv, string> = {
  'nav.openedPacks': 'Opened packs',
  'openedPacks.title': 'Opened packs',
  'openedPacks.intro':
    'Insulin pens, eye drops and bottles that are open, the soonest use-by first. Mark a pack as used up, or dispose of it once its day has passed.',
  'openedPacks.open': 'Open a pack',
  'openedPacks.openTitle': 'Open a pack',
  'openedPacks.openIntro':
    '{medicine}, batch {batch} (expires {expiry}). Medvakt works out the day the pack must be used by.',
  'openedPacks.note': 'Note (optional)',
  'openedPacks.openedTitle': 'The pack is open',
  'openedPacks.openedIntro': '{medicine}, batch {batch}',
  'openedPacks.useBy': 'Use by',
  'openedPacks.useByRule':
    'Today + {days} days of shelf life after opening (the batch expires {expiry}).',
  'openedPacks.useByExpiry':
    "The medicine keeps no shorter once opened: the batch's expiry date applies.",
  'openedPacks.writeOnPack': 'Write the date on the pack.',
  'openedPacks.done': 'Done',
  'openedPacks.batch': 'Batch {batch}',
  'openedPacks.openedBy': 'Opened by {who} {at}',
  'openedPacks.due.past': 'Past its use-by {days} day(s) ago',
  'openedPacks.due.today': 'Last day today',
  'openedPacks.due.tomorrow': 'Last day tomorrow',
  'openedPacks.due.days': '{days} days left',
  'openedPacks.usedUp': 'Used up',
  'openedPacks.dispose': 'Dispose of',
  'openedPacks.usedUpDone': '{medicine} is marked as used up.',
  'openedPacks.disposedDone': '{medicine}: the pack is disposed of.',
  'openedPacks.disposedNarcotic':
    '{medicine}: the pack awaits destruction before a witness under Disposal.',
  'openedPacks.empty': 'No opened packs at the unit.',
  'openedPacks.loadFailed': 'The opened packs could not be loaded.',
  'scan.batch.openedUseBy': 'Opened pack: use by {date}',
};
