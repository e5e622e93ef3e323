import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { StoragePlace } from '../../../shared/schemas/storage-places.ts';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useSiteStore } from '../../stores/site.ts';
import { serverDetail } from '../../ui/api-errors.ts';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PlaceFormModal } from './PlaceFormModal.tsx';
import { ReadingModal, type ReadingOutcome } from './ReadingModal.tsx';
import { useStoragePlaces } from './storage-places-api.ts';
import { celsius } from './temperature-text.ts';

function useManager() {
  return useSessionStore(
    (s) => !s.kioskSession && (s.user?.role === 'admin' || s.user?.role === 'site_admin'),
  );
}

function ReadBadge({ place }: { place: StoragePlace }) {
  const t = useT();
  if (!place.is_active) return <Badge color="gray">{t('temps.inactive')}</Badge>;
  if (place.read_today)
    return (
      <Badge color="green" tt="none">
        {t('temps.readToday')}
      </Badge>
    );
  if (!place.daily_reading) return null;
  return (
    <Badge color="orange" variant="filled" tt="none">
      {t('temps.notReadToday')}
    </Badge>
  );
}

function PlaceCard({
  place,
  onRead,
  onEdit,
}: {
  place: StoragePlace;
  onRead: () => void;
  onEdit: (() => void) | null;
}) {
  const t = useT();
  const last = place.last_reading;
  return (
    <Paper component="article" withBorder p="md" aria-label={place.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {place.name}
            </Text>
            <Text size="sm">
              {t(`temps.kind.${place.kind}`)} ·{' '}
              {t('temps.range', { min: celsius(place.min_c), max: celsius(place.max_c) })}
            </Text>
          </Stack>
          <ReadBadge place={place} />
        </Group>
        <Text size="sm">
          {!last
            ? t('temps.never')
            : last.source === 'logger'
              ? t('temps.lastLogger', {
                  value: celsius(last.current_c),
                  at: formatDateTime(last.read_at),
                })
              : t('temps.last', {
                  value: celsius(last.current_c),
                  at: formatDateTime(last.read_at),
                  who: last.read_by,
                })}
        </Text>
        {place.batch_count > 0 ? (
          <Text size="sm" c="dimmed">
            {t('temps.batches', { count: place.batch_count })}
          </Text>
        ) : null}
        {place.open_deviation_id ? (
          <Alert color="orange" variant="filled" role="status">
            {t('temps.openDeviation')}
            {onEdit ? (
              <>
                {' '}
                <Text
                  component={Link}
                  to={`/avvikelser/${place.open_deviation_id}`}
                  c="white"
                  td="underline"
                  size="sm"
                >
                  {t('temps.showDeviation')}
                </Text>
              </>
            ) : null}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: onEdit ? 3 : 2 }} spacing="xs">
          {place.is_active ? (
            <Button size="lg" onClick={onRead}>
              {t('temps.read')}
            </Button>
          ) : null}
          <Button size="lg" variant="default" component={Link} to={`/temperaturer/${place.id}`}>
            {t('temps.month')}
          </Button>
          {onEdit ? (
            <Button size="lg" variant="subtle" onClick={onEdit}>
              {t('temps.edit')}
            </Button>
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** 'Temperaturer': the unit's fridges, freezers and rooms, read and signed every day. */
export function TemperaturesPage() {
  const t = useT();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const manager = useManager();
  const places = useStoragePlaces(manager);
  const [reading, setReading] = useState<StoragePlace | null>(null);
  const [editing, setEditing] = useState<StoragePlace | 'new' | null>(null);
  const [outcome, setOutcome] = useState<ReadingOutcome | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('temps.title')}
        subtitle={t('temps.intro')}
        actions={
          manager ? (
            <Button onClick={() => setEditing('new')}>{t('temps.newPlace')}</Button>
          ) : undefined
        }
      />
      {!siteId ? <Alert color="yellow">{t('narcotics.noSite')}</Alert> : null}
      {places.isPending && siteId ? <Loader aria-label={t('app.loading')} /> : null}
      {places.isError ? (
        <Alert color="red" role="alert">
          {serverDetail(places.error) ?? t('temps.loadFailed')}
        </Alert>
      ) : null}
      {outcome ? (
        <Alert
          color={outcome.tone === 'ok' ? 'green' : 'red'}
          variant={outcome.tone === 'ok' ? 'light' : 'filled'}
          role={outcome.tone === 'ok' ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setOutcome(null)}
        >
          {outcome.text}
        </Alert>
      ) : null}
      {places.data?.length === 0 ? (
        <Text c="dimmed">
          {t('temps.empty')} {manager ? t('temps.emptyManager') : ''}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {places.data?.map((place) => (
          <PlaceCard
            key={place.id}
            place={place}
            onRead={() => {
              setOutcome(null);
              setReading(place);
            }}
            onEdit={manager ? () => setEditing(place) : null}
          />
        ))}
      </SimpleGrid>
      {reading ? (
        <ReadingModal
          place={reading}
          onClose={() => setReading(null)}
          onDone={(done) => {
            setReading(null);
            setOutcome(done);
          }}
        />
      ) : null}
      {editing ? (
        <PlaceFormModal
          place={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
