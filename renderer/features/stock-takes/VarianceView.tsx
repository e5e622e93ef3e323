import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { useState } from 'react';
import type { VarianceReport } from '../../../shared/schemas/stock-take.ts';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { printOutcomeText, printPdfFile } from '../../platform/print.ts';
import { downloadReport } from './stock-takes-api.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The variance report on screen, with the same report as CSV for Excel and as a PDF to print. */
export function VarianceView({ report }: { report: VarianceReport }) {
  const t = useT();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const take = { id: report.id, finished_at: report.finished_at };
  const run = (job: () => Promise<string | null>) =>
    job()
      .then((text) => setMessage(text ? { ok: true, text } : null))
      .catch((error: unknown) => setMessage({ ok: false, text: errorMessage(error) }));
  const figures: [string, number][] = [
    [t('stockTakes.report.counted'), report.lines_counted],
    [t('stockTakes.report.differing'), report.lines_with_difference],
    [t('stockTakes.report.missing'), report.units_missing],
    [t('stockTakes.report.found'), report.units_found],
  ];
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {figures.map(([label, value]) => (
          <Paper key={label} withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="xl" fw={700}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {report.lines.length === 0 ? (
        <Alert color="green">{t('stockTakes.report.none')}</Alert>
      ) : (
        <ResponsiveTable minWidth={600} striped aria-label={t('stockTakes.report.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stockTakes.col.medicine')}</Table.Th>
              <Table.Th>{t('stockTakes.col.batch')}</Table.Th>
              <Table.Th>{t('stockTakes.col.expected')}</Table.Th>
              <Table.Th>{t('stockTakes.col.counted')}</Table.Th>
              <Table.Th>{t('stockTakes.col.difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.lines.map((l) => (
              <Table.Tr key={`${l.inventory_item_id}-${l.batch_number}`}>
                <Table.Td>{l.medicine_name}</Table.Td>
                <Table.Td data-label={t('stockTakes.col.batch')}>{l.batch_number}</Table.Td>
                <Table.Td data-label={t('stockTakes.col.expected')}>{l.expected}</Table.Td>
                <Table.Td data-label={t('stockTakes.col.counted')}>{l.counted}</Table.Td>
                <Table.Td data-label={t('stockTakes.col.difference')}>
                  {signed(l.difference)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {message ? (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      ) : null}
      <Group>
        <Button
          variant="default"
          onClick={() =>
            void run(async () => (await downloadReport(take, report.site_name, 'csv'), null))
          }
        >
          {t('stockTakes.report.csv')}
        </Button>
        <Button
          variant="default"
          onClick={() =>
            void run(async () =>
              printOutcomeText(
                await printPdfFile(await downloadReport(take, report.site_name, 'pdf')),
                t,
              ),
            )
          }
        >
          {t('stockTakes.report.print')}
        </Button>
      </Group>
    </Stack>
  );
}
