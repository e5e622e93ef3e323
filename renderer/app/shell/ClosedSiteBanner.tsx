import { Alert, Text } from '@mantine/core';
import { formatDateTime } from '../../ui/format.ts';
import { useT } from '../../i18n/t.ts';
import { useCurrentSite } from '../../stores/site.ts';

/** Says on every screen of a closed site that it is there to be read, not worked in. */
export function ClosedSiteBanner() {
  const t = useT();
  const site = useCurrentSite();
  if (!site?.closed_at) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      role="status"
      mb="md"
      title={t('shell.site.closedBanner.title')}
    >
      <Text size="sm">
        {t('shell.site.closedBanner.text', { date: formatDateTime(site.closed_at) })}
      </Text>
    </Alert>
  );
}
