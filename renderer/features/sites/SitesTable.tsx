import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Site } from '../../../shared/schemas/site.ts';
import { useT } from '../../i18n/t.ts';
import { CustomerTypeBadge } from '../customers/CustomerTypeBadge.tsx';

type SitesTableProps = {
  sites: Site[];
  onEdit: (site: Site) => void;
  onDelete: (site: Site) => void;
};

export function SitesTable({ sites, onEdit, onDelete }: SitesTableProps) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sites.column.site')}</Table.Th>
            <Table.Th>{t('sites.column.customer')}</Table.Th>
            <Table.Th>{t('sites.column.contact')}</Table.Th>
            <Table.Th>{t('sites.column.settings')}</Table.Th>
            <Table.Th>{t('sites.column.status')}</Table.Th>
            <Table.Th>{t('sites.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sites.map((site) => {
            const label = (action: string) => t('sites.action.for', { action, name: site.name });
            return (
              <Table.Tr key={site.id}>
                <Table.Td>
                  <Text fw={500}>{site.name}</Text>
                  {site.address ? (
                    <Text size="sm" c="dimmed">
                      {site.address}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {t('sites.users', { count: site.user_count })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Text size="sm">{site.customer_name ?? t('sites.noCustomer')}</Text>
                    {site.customer_type ? <CustomerTypeBadge type={site.customer_type} /> : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{site.contact_email ?? '–'}</Text>
                  {site.contact_phone ? (
                    <Text size="sm" c="dimmed">
                      {site.contact_phone}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">
                    {t('sites.settings.limits', {
                      withdraw: site.default_withdraw_limit,
                      add: site.default_add_limit,
                    })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('sites.settings.days', {
                      warning: site.warning_days,
                      critical: site.critical_warning_days,
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    miw="max-content"
                    color={site.is_active ? 'green' : 'gray'}
                    variant="light"
                  >
                    {site.is_active ? t('sites.status.active') : t('sites.status.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={label(t('sites.action.edit'))}
                      onClick={() => onEdit(site)}
                    >
                      {t('sites.action.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={label(t('sites.action.delete'))}
                      onClick={() => onDelete(site)}
                    >
                      {t('sites.action.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
