import { Alert, Loader, Stack } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RotateKeyCard } from './RotateKeyCard.tsx';
import { SheetCard } from './SheetCard.tsx';
import { useSheetGeneration } from './use-sheet-generation.ts';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useCurrentSite, useSiteStore } from '../../stores/site.ts';

export function QrCodesPage() {
  const t = useT();
  const user = useSessionStore((s) => s.user);
  const siteId = useSiteStore((s) => s.currentSiteId);
  const header = <PageHeader title={t('qrCodes.title')} subtitle={t('qrCodes.subtitle')} />;

  if (!user) return <Loader aria-label={t('app.loading')} />;
  if (!siteId)
    return (
      <Stack>
        {header}
        <Alert color="yellow" title={t('qrCodes.noSite.title')}>
          {t('qrCodes.noSite.text')}
        </Alert>
      </Stack>
    );
  return (
    <Stack>
      {header}
      {/* A new unit starts from a clean card: no result of the previous unit is kept. */}
      <UnitSheets key={siteId} siteId={siteId} isAdmin={user.role === 'admin'} />
    </Stack>
  );
}

function UnitSheets({ siteId, isAdmin }: { siteId: string; isAdmin: boolean }) {
  const site = useCurrentSite();
  const generation = useSheetGeneration(siteId);
  const siteName = site?.name ?? '';
  return (
    <>
      <SheetCard siteName={siteName} generation={generation} />
      {isAdmin ? (
        <RotateKeyCard siteId={siteId} siteName={siteName} onRotated={generation.reset} />
      ) : null}
    </>
  );
}
