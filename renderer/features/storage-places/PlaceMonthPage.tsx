import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PlaceMonth } from '../../../shared/schemas/storage-places.ts';
import { useT } from '../../i18n/t.ts';
import { stockholmToday } from '../../lib/stockholm-day.ts';
import { useSessionStore } from '../../stores/session.ts';
import { detailOrMessage, serverDetail } from '../../ui/api-errors.ts';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { LoggerUploadModal } from './LoggerUploadModal.tsx';
import { downloadMonthSheet, usePlaceMonth } from './storage-places-api.ts';
import { TemperatureChart } from './TemperatureChart.tsx';
import { celsius, shiftMonth } from './temperature-text.ts';

const degrees = (c: number | null) => (c === null ? '–' : celsius(c));

function SignedReadings({ month }: { month: PlaceMonth }) {
  const t = useT();
  const signed = month.readings.filter((r) => r.source === 'manual');
  const today = stockholmToday();
  const firstDay = month.place.created_at.slice(0, 10);
  const missed = month.days
    .filter((d) => !d.signed && d.day >= firstDay && d.day <= today)
    .map((d) => d.day.slice(8));
  const logger = month.readings.length - signed.length;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('temps.signed')}
      </Title>
      {signed.length === 0 ? <Text c="dimmed">{t('temps.noReadings')}</Text> : null}
      {signed.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t('temps.signed')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('temps.col.day')}</Table.Th>
                <Table.Th>{t('temps.col.current')}</Table.Th>
                <Table.Th>{t('temps.col.min')}</Table.Th>
                <Table.Th>{t('temps.col.max')}</Table.Th>
                <Table.Th>{t('temps.col.by')}</Table.Th>
                <Table.Th>{t('temps.col.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {signed.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDateTime(r.read_at)}</Table.Td>
                  <Table.Td
                    fw={r.outside_range ? 700 : undefined}
                    c={r.outside_range ? 'red' : undefined}
                  >
                    {degrees(r.current_c)}
                  </Table.Td>
                  <Table.Td>{degrees(r.min_c)}</Table.Td>
                  <Table.Td>{degrees(r.max_c)}</Table.Td>
                  <Table.Td>{r.read_by}</Table.Td>
                  <Table.Td>{r.note ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {missed.length > 0 ? (
        <Text size="sm">{t('temps.missedDays', { days: missed.join(', ') })}</Text>
      ) : null}
      {logger > 0 ? <Text size="sm">{t('temps.loggerCount', { count: logger })}</Text> : null}
    </Stack>
  );
}

function MonthDeviations({ month }: { month: PlaceMonth }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('temps.deviations')}
      </Title>
      {month.deviations.length === 0 ? <Text c="dimmed">{t('temps.noDeviations')}</Text> : null}
      {month.deviations.map((d) => (
        <Paper key={d.id} withBorder p="sm">
          <Group justify="space-between" align="flex-start">
            <Text fw={600}>{d.title}</Text>
            <Badge color={d.status === 'open' ? 'red' : 'gray'} tt="none">
              {d.status === 'open'
                ? t('temps.deviation.open')
                : t('temps.deviation.closed', {
                    at: d.closed_at ? formatDateTime(d.closed_at) : '',
                    who: d.closed_by ?? '',
                  })}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateTime(d.opened_at)}
          </Text>
          {d.conclusion ? <Text size="sm">{d.conclusion}</Text> : null}
        </Paper>
      ))}
    </Stack>
  );
}

/** A place's month: the chart of every reading, the signed readings, the deviations, the sheet. */
export function PlaceMonthPage() {
  const t = useT();
  const { id = '' } = useParams();
  const [month, setMonth] = useState(stockholmToday().slice(0, 7));
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const data = usePlaceMonth(id, month);
  // A kiosk reads and prints; files are brought in from a computer.
  const kiosk = useSessionStore((s) => s.kioskSession);
  const place = data.data?.place;
  const current = stockholmToday().slice(0, 7);
  const save = (format: 'pdf' | 'csv') => {
    if (!place) return;
    setFailure(null);
    downloadMonthSheet(place, month, format).catch((error: unknown) =>
      setFailure(detailOrMessage(error)),
    );
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title={place ? t('temps.monthTitle', { place: place.name, month }) : t('temps.title')}
        subtitle={
          place
            ? `${t(`temps.kind.${place.kind}`)} · ${t('temps.range', { min: celsius(place.min_c), max: celsius(place.max_c) })}`
            : undefined
        }
        actions={
          <Button component={Link} to="/temperaturer" variant="default">
            {t('temps.back')}
          </Button>
        }
      />
      <Group>
        <Button variant="default" onClick={() => setMonth(shiftMonth(month, -1))}>
          {t('temps.prev')}
        </Button>
        <Button
          variant="default"
          disabled={month >= current}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          {t('temps.next')}
        </Button>
        <Button variant="light" disabled={!place} onClick={() => save('pdf')}>
          {t('temps.pdf')}
        </Button>
        <Button variant="light" disabled={!place} onClick={() => save('csv')}>
          {t('temps.csv')}
        </Button>
        {kiosk ? null : (
          <Button variant="light" disabled={!place?.is_active} onClick={() => setUploading(true)}>
            {t('temps.upload')}
          </Button>
        )}
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {data.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {data.isError ? (
        <Alert color="red" role="alert">
          {serverDetail(data.error) ?? t('temps.loadFailed')}
        </Alert>
      ) : null}
      {data.data ? (
        <>
          <Paper withBorder p="md">
            <TemperatureChart month={data.data} />
          </Paper>
          <SignedReadings month={data.data} />
          <MonthDeviations month={data.data} />
        </>
      ) : null}
      {uploading && place && data.data ? (
        <LoggerUploadModal
          place={place}
          breachMinutes={data.data.breach_minutes}
          onClose={() => setUploading(false)}
        />
      ) : null}
    </Stack>
  );
}
