import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OpenedPack } from '../../../shared/schemas/opened-packs.ts';
import { useT } from '../../i18n/t.ts';
import { useSiteStore } from '../../stores/site.ts';
import { detailOrMessage, serverDetail } from '../../ui/api-errors.ts';
import { formatDateTime } from '../../ui/format.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useEndPack, useOpenedPacks } from './opened-packs-api.ts';

type T = ReturnType<typeof useT>;

function dueBadge(pack: OpenedPack, t: T) {
  if (pack.days_left < 0)
    return <Badge color="red">{t('openedPacks.due.past', { days: -pack.days_left })}</Badge>;
  if (pack.days_left === 0) return <Badge color="red">{t('openedPacks.due.today')}</Badge>;
  if (pack.days_left === 1) return <Badge color="orange">{t('openedPacks.due.tomorrow')}</Badge>;
  return <Badge color="gray">{t('openedPacks.due.days', { days: pack.days_left })}</Badge>;
}

function PackCard({ pack }: { pack: OpenedPack }) {
  const t = useT();
  const end = useEndPack();
  const [failure, setFailure] = useState<string | null>(null);
  const medicine = [pack.medicine_name, pack.strength].filter(Boolean).join(' ');
  const finish = (how: 'used-up' | 'dispose') => {
    setFailure(null);
    end.mutate(
      { id: pack.id, how },
      {
        onSuccess: () =>
          notifySuccess(
            how === 'used-up'
              ? t('openedPacks.usedUpDone', { medicine })
              : pack.is_narcotic
                ? t('openedPacks.disposedNarcotic', { medicine })
                : t('openedPacks.disposedDone', { medicine }),
          ),
        onError: (error) => setFailure(detailOrMessage(error)),
      },
    );
  };
  return (
    <Paper component="article" withBorder p="md" aria-label={`${medicine}, ${pack.batch_number}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Text fw={700}>{medicine}</Text>
            <Text size="sm">
              {t('openedPacks.batch', { batch: pack.batch_number })}
              {pack.location ? ` · ${pack.location}` : ''}
            </Text>
          </Stack>
          {dueBadge(pack, t)}
        </Group>
        <Group gap="xs" align="baseline">
          <Text>{t('openedPacks.useBy')}</Text>
          <Text fz={32} fw={700} lh={1.1}>
            {pack.use_by}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('openedPacks.openedBy', { who: pack.opened_by, at: formatDateTime(pack.opened_at) })}
        </Text>
        {pack.note ? <Text size="sm">{pack.note}</Text> : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group grow>
          <Button
            size="md"
            variant="default"
            loading={end.isPending}
            onClick={() => finish('used-up')}
          >
            {t('openedPacks.usedUp')}
          </Button>
          <Button size="md" color="red" loading={end.isPending} onClick={() => finish('dispose')}>
            {t('openedPacks.dispose')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** 'Öppnade förpackningar': the unit's opened packs, the soonest use-by first. */
export function OpenedPacksPage() {
  const t = useT();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const list = useOpenedPacks();
  return (
    <Stack gap="lg">
      <PageHeader title={t('openedPacks.title')} subtitle={t('openedPacks.intro')} />
      {!siteId ? <Alert color="yellow">{t('narcotics.noSite')}</Alert> : null}
      {list.isPending && siteId ? <Loader aria-label={t('app.loading')} /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {serverDetail(list.error) ?? t('openedPacks.loadFailed')}
        </Alert>
      ) : null}
      {list.data?.length === 0 ? <Text c="dimmed">{t('openedPacks.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {list.data?.map((pack) => (
          <PackCard key={pack.id} pack={pack} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
