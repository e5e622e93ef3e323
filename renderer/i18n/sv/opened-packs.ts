/** Opened packs and the day each must be used by (brytdatum). */
export const openedPacks = {
  'nav.openedPacks': 'Öppnade förpackningar',
  'openedPacks.title': 'Öppnade förpackningar',
  'openedPacks.intro':
    'Insulinpennor, ögondroppar och flaskor som är brutna, tidigast "använd senast" först. Markera en förpackning som förbrukad, eller kassera den när dagen har gått.',
  'openedPacks.open': 'Öppna förpackning',
  'openedPacks.openTitle': 'Öppna förpackning',
  'openedPacks.openIntro':
    '{medicine}, batch {batch} (utgår {expiry}). Medvakt räknar ut när förpackningen ska användas senast.',
  'openedPacks.note': 'Anteckning (valfri)',
  'openedPacks.openedTitle': 'Förpackningen är öppnad',
  'openedPacks.openedIntro': '{medicine}, batch {batch}',
  'openedPacks.useBy': 'Använd senast',
  'openedPacks.useByRule':
    'I dag + {days} dagar enligt hållbarhet efter öppning (batchen utgår {expiry}).',
  'openedPacks.useByExpiry':
    'Läkemedlet har ingen kortare hållbarhet efter öppning: batchens utgångsdatum gäller.',
  'openedPacks.writeOnPack': 'Skriv datumet på förpackningen.',
  'openedPacks.done': 'Klar',
  'openedPacks.batch': 'Batch {batch}',
  'openedPacks.openedBy': 'Öppnad av {who} {at}',
  'openedPacks.due.past': 'Gick ut för {days} dag(ar) sedan',
  'openedPacks.due.today': 'Sista dagen i dag',
  'openedPacks.due.tomorrow': 'Sista dagen i morgon',
  'openedPacks.due.days': '{days} dagar kvar',
  'openedPacks.usedUp': 'Förbrukad',
  'openedPacks.dispose': 'Kassera',
  'openedPacks.usedUpDone': '{medicine} är markerad som förbrukad.',
  'openedPacks.disposedDone': '{medicine}: förpackningen är kasserad.',
  'openedPacks.disposedNarcotic':
    '{medicine}: förpackningen väntar på destruktion med vittne under Kassation.',
  'openedPacks.empty': 'Inga öppnade förpackningar på enheten.',
  'openedPacks.loadFailed': 'De öppnade förpackningarna kunde inte hämtas.',
  'scan.batch.openedUseBy': 'Bruten förpackning: använd senast {date}',
} as const;
