import { Badge, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveTable } from './ResponsiveTable.tsx';

type ManagementTableProps = { minWidth: number; columns: string[]; children: ReactNode };

/**
 * The striped, scrollable table of the management screens: column headings, then the rows; one
 * card a row on phones and tablets, so each row's cells carry a `data-label` (ResponsiveTable).
 */
export function ManagementTable({ minWidth, columns, children }: ManagementTableProps) {
  return (
    <ResponsiveTable minWidth={minWidth} striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </ResponsiveTable>
  );
}

export function ActiveBadge({ active, label }: { active: boolean; label: string }) {
  return (
    <Badge miw="max-content" color={active ? 'green' : 'gray'} variant="light">
      {label}
    </Badge>
  );
}

/** E-mail (or a dash) with the phone number below it. */
export function ContactLines({ email, phone }: { email: string | null; phone: string | null }) {
  return (
    <>
      <Text size="sm">{email ?? '–'}</Text>
      {phone ? (
        <Text size="sm" c="dimmed">
          {phone}
        </Text>
      ) : null}
    </>
  );
}
