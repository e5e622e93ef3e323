import { Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '../../i18n/t.ts';
import { PagePicker } from '../../ui/PagePicker.tsx';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { useCatalogue } from './imports-api.ts';

/** The customer's product catalogue as imported, searchable by name, GTIN and ATC code. */
export function CatalogueList() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const catalogue = useCatalogue(q, page);
  const data = catalogue.data;
  if (!data || (data.total === 0 && q === '')) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('imports.catalogue.title', { count: data.total })}
      </Title>
      <TextInput
        label={t('imports.catalogue.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      <ResponsiveTable minWidth={640} striped aria-label={t('imports.catalogue.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('imports.catalogue.name')}</Table.Th>
            <Table.Th>{t('imports.catalogue.gtin')}</Table.Th>
            <Table.Th>{t('imports.catalogue.form')}</Table.Th>
            <Table.Th>{t('imports.catalogue.pack')}</Table.Th>
            <Table.Th>{t('imports.catalogue.atc')}</Table.Th>
            <Table.Th>{t('imports.catalogue.schedule')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.products.map((p) => (
            <Table.Tr key={p.gtin}>
              <Table.Td>{[p.name, p.strength].filter((part) => part).join(' ')}</Table.Td>
              <Table.Td data-label={t('imports.catalogue.gtin')} ff="monospace">
                {p.gtin}
              </Table.Td>
              <Table.Td data-label={t('imports.catalogue.form')}>{p.unit}</Table.Td>
              <Table.Td data-label={t('imports.catalogue.pack')}>{p.pack_size ?? ''}</Table.Td>
              <Table.Td data-label={t('imports.catalogue.atc')}>{p.atc_code ?? ''}</Table.Td>
              <Table.Td data-label={t('imports.catalogue.schedule')}>
                {p.narcotic_schedule ?? ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      {data.total === 0 ? <Text c="dimmed">{t('imports.catalogue.none')}</Text> : null}
      {data.pages > 1 ? (
        <Group>
          <PagePicker total={data.pages} value={data.page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}
