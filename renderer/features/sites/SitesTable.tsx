import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Site } from '../../../shared/schemas/site.ts';
import { useT } from '../../i18n/t.ts';
import { CustomerTypeBadge } from '../customers/CustomerTypeBadge.tsx';
import { ActiveBadge, ContactLines, ManagementTable } from '../../ui/ManagementTable.tsx';

type SitesTableProps = {
  sites: Site[];
  onEdit: (site: Site) => void;
  onDelete: (site: Site) => void;
};

export function SitesTable({ sites, onEdit, onDelete }: SitesTableProps) {
  const t = useT();
  const columns = [
    t('sites.column.site'),
    t('sites.column.customer'),
    t('sites.column.contact'),
    t('sites.column.settings'),
    t('sites.column.status'),
    t('sites.column.actions'),
  ];
  return (
    <ManagementTable minWidth={1000} columns={columns}>
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
            <Table.Td data-label={columns[1]}>
              <Stack gap={4} align="flex-start">
                <Text size="sm">{site.customer_name ?? t('sites.noCustomer')}</Text>
                {site.customer_type ? <CustomerTypeBadge type={site.customer_type} /> : null}
              </Stack>
            </Table.Td>
            <Table.Td data-label={columns[2]}>
              <ContactLines email={site.contact_email} phone={site.contact_phone} />
            </Table.Td>
            <Table.Td data-label={columns[3]} style={{ whiteSpace: 'nowrap' }}>
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
            <Table.Td data-label={columns[4]}>
              <ActiveBadge
                active={site.is_active}
                label={
                  site.closed_at
                    ? t('sites.status.closed')
                    : site.is_active
                      ? t('sites.status.active')
                      : t('sites.status.inactive')
                }
              />
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
    </ManagementTable>
  );
}
