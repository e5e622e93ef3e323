import { Badge, Group, Table, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import type { ApiCoverage } from '../../../shared/schemas/dashboard.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useServerText } from '../../i18n/use-server-text.ts';
import { moduleProgress, type ModuleProgress } from './dashboard-format.ts';

const COLOURS: Record<ModuleProgress, string> = { done: 'green', started: 'yellow', none: 'gray' };

/** The spec's API modules with how many of their calls the server answers. */
export function ApiModules({ modules }: { modules: ApiCoverage['modules'] }) {
  const t = useT();
  const text = useServerText();
  const title = t('dashboard.modules.title');
  return (
    <>
      <Title order={3} size="h5" mt="md" mb="xs">
        {title}
      </Title>
      <ResponsiveTable striped aria-label={title} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.modules.name')}</Table.Th>
            <Table.Th>{t('dashboard.modules.completed')}</Table.Th>
            <Table.Th>{t('dashboard.modules.status')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.modules.count')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modules.map((m) => {
            const progress = moduleProgress(m);
            return (
              <Table.Tr key={m.name}>
                <Table.Td>{text(m.name_message, m.name)}</Table.Td>
                <Table.Td data-label={t('dashboard.modules.completed')}>
                  {m.completed ? (
                    <Group gap={4} c="green">
                      <CheckIcon size={16} />
                      <Text size="sm">{t('dashboard.modules.yes')}</Text>
                    </Group>
                  ) : (
                    <Text size="sm">{t('dashboard.modules.no')}</Text>
                  )}
                </Table.Td>
                <Table.Td data-label={t('dashboard.modules.status')}>
                  <Badge color={COLOURS[progress]} variant="light">
                    {t(`dashboard.modules.status.${progress}`)}
                  </Badge>
                </Table.Td>
                <Table.Td data-label={t('dashboard.modules.count')} ta="right">
                  {m.implemented}/{m.total}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ResponsiveTable>
    </>
  );
}
