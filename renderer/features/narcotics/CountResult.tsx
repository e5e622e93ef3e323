import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { NarcoticCount } from '../../../shared/schemas/narcotics.ts';
import { useT } from '../../i18n/t.ts';
import { signed } from './narcotic-format.ts';

/** What the count found, shown only once it is saved (the count itself is blind). */
export function CountResult({ count }: { count: NarcoticCount }) {
  const t = useT();
  const ok = count.status === 'ok';
  return (
    <Alert
      color={ok ? 'green' : 'orange'}
      role="status"
      title={
        <Group gap="xs">
          {t('narcotics.count.saved')}
          <Badge color={ok ? 'green' : 'red'} size="lg" data-testid="count-status">
            {t(`narcotics.status.${count.status}`)}
          </Badge>
        </Group>
      }
    >
      <Stack gap="xs">
        <Text>
          {t('narcotics.count.summary', {
            expected: count.expected,
            counted: count.counted,
            difference: signed(count.difference),
          })}
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('narcotics.journal.batch')}</Table.Th>
              <Table.Th ta="right">{t('narcotics.count.expected')}</Table.Th>
              <Table.Th ta="right">{t('narcotics.count.counted')}</Table.Th>
              <Table.Th ta="right">{t('narcotics.count.difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {count.lines.map((line) => (
              <Table.Tr key={line.inventory_item_id}>
                <Table.Td>{line.batch_number}</Table.Td>
                <Table.Td ta="right">{line.expected}</Table.Td>
                <Table.Td ta="right">{line.counted}</Table.Td>
                <Table.Td ta="right">{signed(line.difference)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">
          {count.witness_name
            ? t('narcotics.count.signedBy', {
                counter: count.counter_name,
                witness: count.witness_name,
              })
            : t('narcotics.count.countedBy', { counter: count.counter_name })}
        </Text>
      </Stack>
    </Alert>
  );
}
