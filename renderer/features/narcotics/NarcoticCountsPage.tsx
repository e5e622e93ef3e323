import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { PagePicker } from '../../ui/PagePicker.tsx';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api-client/client.ts';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useNarcoticCounts } from './counts-api.ts';
import { useNarcotics, type Period } from './narcotics-api.ts';
import { productName, signed } from './narcotic-format.ts';
import { useT } from '../../i18n/t.ts';

/** The unit's saved control counts: who counted, who witnessed, when and what they found. */
export function NarcoticCountsPage() {
  const t = useT();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const narcotics = useNarcotics();
  const counts = useNarcoticCounts(templateId, period, page);
  const data = counts.data;
  const choose = (next: Partial<Period>) => {
    setPeriod({ ...period, ...next });
    setPage(1);
  };
  const products = (narcotics.data?.items ?? []).map((n) => ({
    value: n.medicine_template_id,
    label: productName(n),
  }));

  return (
    <Stack>
      <PageHeader
        title={t('narcotics.counts.title')}
        subtitle={t('narcotics.counts.intro')}
        actions={
          <Button component={Link} to="/narkotika" variant="default">
            {t('narcotics.action.back')}
          </Button>
        }
      />
      <Group align="flex-end">
        <Select
          label={t('narcotics.counts.medicine')}
          placeholder={t('narcotics.counts.allMedicines')}
          data={products}
          value={templateId}
          onChange={(value) => {
            setTemplateId(value);
            setPage(1);
          }}
          clearable
        />
        <TextInput
          type="date"
          label={t('narcotics.journal.from')}
          value={period.from}
          onChange={(e) => choose({ from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('narcotics.journal.to')}
          value={period.to}
          onChange={(e) => choose({ to: e.currentTarget.value })}
        />
      </Group>
      {counts.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {counts.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(counts.error)}
        </Alert>
      ) : null}
      {data && data.items.length === 0 ? (
        <Text c="dimmed">{t('narcotics.counts.empty')}</Text>
      ) : null}
      {data && data.items.length > 0 ? (
        <ResponsiveTable minWidth={900} striped aria-label={t('narcotics.counts.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('narcotics.counts.when')}</Table.Th>
              <Table.Th>{t('narcotics.counts.medicine')}</Table.Th>
              <Table.Th>{t('narcotics.counts.counter')}</Table.Th>
              <Table.Th>{t('narcotics.counts.witness')}</Table.Th>
              <Table.Th ta="right">{t('narcotics.count.expected')}</Table.Th>
              <Table.Th ta="right">{t('narcotics.count.counted')}</Table.Th>
              <Table.Th ta="right">{t('narcotics.count.difference')}</Table.Th>
              <Table.Th>{t('narcotics.counts.status')}</Table.Th>
              <Table.Th>{t('narcotics.counts.note')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((c) => (
              <Table.Tr key={c.id} data-testid="count-row">
                <Table.Td data-label={t('narcotics.counts.when')}>
                  {formatDateTime(c.counted_at)}
                </Table.Td>
                <Table.Td data-label={t('narcotics.counts.medicine')}>{c.medicine_name}</Table.Td>
                <Table.Td data-label={t('narcotics.counts.counter')}>{c.counter_name}</Table.Td>
                <Table.Td data-label={t('narcotics.counts.witness')}>
                  {c.witness_name ?? '–'}
                </Table.Td>
                <Table.Td data-label={t('narcotics.count.expected')} ta="right">
                  {c.expected}
                </Table.Td>
                <Table.Td data-label={t('narcotics.count.counted')} ta="right">
                  {c.counted}
                </Table.Td>
                <Table.Td data-label={t('narcotics.count.difference')} ta="right">
                  {signed(c.difference)}
                </Table.Td>
                <Table.Td data-label={t('narcotics.counts.status')}>
                  <Badge color={c.status === 'ok' ? 'green' : 'orange'}>
                    {t(`narcotics.status.${c.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td data-label={t('narcotics.counts.note')}>{c.note ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      ) : null}
      {data && data.pages > 1 ? (
        <PagePicker total={data.pages} value={data.page} onChange={setPage} />
      ) : null}
      {data ? (
        <Text size="sm" c="dimmed">
          {t('narcotics.counts.total', { total: data.total })}
        </Text>
      ) : null}
    </Stack>
  );
}
