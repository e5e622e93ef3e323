import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { Customer } from '../../../shared/schemas/customer.ts';
import { useT } from '../../i18n/t.ts';
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
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('customers.column.customer')}</Table.Th>
            <Table.Th>{t('customers.column.type')}</Table.Th>
            <Table.Th>{t('customers.column.contact')}</Table.Th>
            <Table.Th>{t('customers.column.sites')}</Table.Th>
            <Table.Th>{t('customers.column.price')}</Table.Th>
            <Table.Th>{t('customers.column.status')}</Table.Th>
            <Table.Th>{t('customers.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
                <Table.Td>
                  <CustomerTypeBadge type={customer.customer_type} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{customer.contact_email ?? '–'}</Text>
                  {customer.contact_phone ? (
                    <Text size="sm" c="dimmed">
                      {customer.contact_phone}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{customer.site_count}</Table.Td>
                <Table.Td>
                  {t('customers.price', { price: price.format(customer.monthly_price_sek) })}
                </Table.Td>
                <Table.Td>
                  <Badge
                    miw="max-content"
                    color={customer.is_active ? 'green' : 'gray'}
                    variant="light"
                  >
                    {customer.is_active
                      ? t('customers.status.active')
                      : t('customers.status.inactive')}
                  </Badge>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
