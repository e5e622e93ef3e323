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
  TextInput,
} from '@mantine/core';
import { PagePicker } from '../../ui/PagePicker.tsx';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { StockTakeStatus } from '../../../shared/schemas/stock-take.ts';
import { errorMessage } from '../../api-client/client.ts';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useStartStockTake, useStockTakes } from './stock-takes-api.ts';
import { useT } from '../../i18n/t.ts';
import { useSiteStore } from '../../stores/site.ts';

const STATUS_COLOR: Record<StockTakeStatus, string> = {
  open: 'blue',
  completed: 'green',
  cancelled: 'gray',
};

/** Inventering: the site's stock-takes, and a new one started for the whole site or one place. */
export function StockTakesPage() {
  const t = useT();
  const navigate = useNavigate();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const [page, setPage] = useState(1);
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  const list = useStockTakes(page);
  const start = useStartStockTake();

  if (!siteId)
    return (
      <Stack>
        <PageHeader title={t('stockTakes.title')} subtitle={t('stockTakes.intro')} />
        <Alert color="yellow">{t('stockTakes.noSite')}</Alert>
      </Stack>
    );

  return (
    <Stack>
      <PageHeader title={t('stockTakes.title')} subtitle={t('stockTakes.intro')} />
      <Paper withBorder p="md" radius="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            start.mutate(
              { location: location.trim() || null, note: note.trim() || null },
              { onSuccess: (take) => void navigate(`/inventering/${take.id}`) },
            );
          }}
        >
          <Stack>
            <Text fw={600}>{t('stockTakes.startHeading')}</Text>
            <Group grow align="flex-end">
              <TextInput
                label={t('stockTakes.location')}
                description={t('stockTakes.locationHint')}
                value={location}
                maxLength={100}
                onChange={(e) => setLocation(e.currentTarget.value)}
              />
              <TextInput
                label={t('stockTakes.startNote')}
                value={note}
                maxLength={500}
                onChange={(e) => setNote(e.currentTarget.value)}
              />
            </Group>
            {start.isError ? (
              <Alert color="red" role="alert">
                {errorMessage(start.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={start.isPending}>
                {t('stockTakes.start')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {list.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      {list.data && list.data.items.length === 0 ? (
        <Text c="dimmed">{t('stockTakes.empty')}</Text>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ResponsiveTable minWidth={640} striped aria-label={t('stockTakes.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stockTakes.col.started')}</Table.Th>
              <Table.Th>{t('stockTakes.col.location')}</Table.Th>
              <Table.Th>{t('stockTakes.col.progress')}</Table.Th>
              <Table.Th>{t('stockTakes.col.status')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.items.map((take) => (
              <Table.Tr key={take.id}>
                <Table.Td>
                  {formatDateTime(take.started_at)} · {take.started_by}
                </Table.Td>
                <Table.Td data-label={t('stockTakes.col.location')}>
                  {take.location ?? t('stockTakes.wholeSite')}
                </Table.Td>
                <Table.Td data-label={t('stockTakes.col.progress')}>
                  {t('stockTakes.progress', {
                    counted: take.lines_counted,
                    total: take.lines_total,
                  })}
                </Table.Td>
                <Table.Td data-label={t('stockTakes.col.status')}>
                  <Badge color={STATUS_COLOR[take.status]} variant="light">
                    {t(`stockTakes.status.${take.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button component={Link} to={`/inventering/${take.id}`} size="xs" variant="light">
                    {take.status === 'open' ? t('stockTakes.continue') : t('stockTakes.open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      ) : null}
      {list.data && list.data.pages > 1 ? (
        <PagePicker total={list.data.pages} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
