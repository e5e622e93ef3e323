import { Button, Group, Table, Text } from '@mantine/core';
import type { Customer } from '../../../shared/schemas/customer.ts';
import { useT } from '../../i18n/t.ts';
import { ActiveBadge, ContactLines, ManagementTable } from '../../ui/ManagementTable.tsx';
import { CustomerTypeBadge } from './CustomerTypeBadge.tsx';

type CustomersTableProps = {
  customers: Customer[];
  canDelete: boolean;
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
};

const price = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

export function CustomersTable({ customers, canDelete, onEdit, onDelete }: CustomersTableProps) {
  const t = useT();
  const columns = [
    t('customers.column.customer'),
    t('customers.column.type'),
    t('customers.column.contact'),
    t('customers.column.sites'),
    t('customers.column.price'),
    t('customers.column.status'),
    t('customers.column.actions'),
  ];
  return (
    <ManagementTable minWidth={900} columns={columns}>
      {customers.map((customer) => {
        const label = (action: string) =>
          t('customers.action.for', { action, name: customer.name });
        return (
          <Table.Tr key={customer.id}>
            <Table.Td>
              <Text fw={500}>{customer.name}</Text>
              {customer.billing_address ? (
                <Text size="sm" c="dimmed">
                  {customer.billing_address}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td data-label={columns[1]}>
              <CustomerTypeBadge type={customer.customer_type} />
            </Table.Td>
            <Table.Td data-label={columns[2]}>
              <ContactLines email={customer.contact_email} phone={customer.contact_phone} />
            </Table.Td>
            <Table.Td data-label={columns[3]}>{customer.site_count}</Table.Td>
            <Table.Td data-label={columns[4]}>
              {t('customers.price', { price: price.format(customer.monthly_price_sek) })}
            </Table.Td>
            <Table.Td data-label={columns[5]}>
              <ActiveBadge
                active={customer.is_active}
                label={
                  customer.closed_at
                    ? t('customers.status.closed')
                    : customer.is_active
                      ? t('customers.status.active')
                      : t('customers.status.inactive')
                }
              />
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  aria-label={label(t('customers.action.edit'))}
                  onClick={() => onEdit(customer)}
                >
                  {t('customers.action.edit')}
                </Button>
                {canDelete ? (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={label(t('customers.action.delete'))}
                    onClick={() => onDelete(customer)}
                  >
                    {t('customers.action.delete')}
                  </Button>
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ManagementTable>
  );
}
