import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import type { Warning } from '../../../shared/schemas/warning.ts';
import { useT } from '../../i18n/t.ts';
import { useServerText } from '../../i18n/use-server-text.ts';
import { SeverityBadge, StatusBadge, TypeBadge } from './WarningBadges.tsx';
import { formatWhen, medicineName, selectableIds } from './warning-labels.ts';

type WarningsTableProps = {
  items: Warning[];
  /** Null when the person may not act on warnings: no selection column then. */
  selection: { ids: Set<string>; onChange: (ids: Set<string>) => void } | null;
  onOpen: (warning: Warning) => void;
};

function SelectAll({
  items,
  selection,
}: Pick<WarningsTableProps, 'items'> & {
  selection: NonNullable<WarningsTableProps['selection']>;
}) {
  const t = useT();
  const open = selectableIds(items);
  const chosen = open.filter((id) => selection.ids.has(id)).length;
  return (
    <Checkbox
      aria-label={t('warnings.selectAll')}
      checked={open.length > 0 && chosen === open.length}
      indeterminate={chosen > 0 && chosen < open.length}
      disabled={open.length === 0}
      onChange={() => selection.onChange(new Set(chosen === open.length ? [] : open))}
    />
  );
}

export function WarningsTable({ items, selection, onOpen }: WarningsTableProps) {
  const t = useT();
  const text = useServerText();
  const columns = [
    t('warnings.column.title'),
    t('warnings.column.type'),
    t('warnings.column.severity'),
    t('warnings.column.site'),
    t('warnings.column.medicine'),
    t('warnings.column.created'),
    t('warnings.column.status'),
  ];
  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.ids);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  return (
    <ResponsiveTable minWidth={980} striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          {selection ? (
            <Table.Th w={40}>
              <SelectAll items={items} selection={selection} />
            </Table.Th>
          ) : null}
          {columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((warning) => {
          const medicine = medicineName(warning);
          const title = text(warning.title_message, warning.title);
          return (
            <Table.Tr key={warning.id} data-testid="warning-row">
              {selection ? (
                <Table.Td data-card="beside">
                  {warning.is_resolved ? null : (
                    <Checkbox
                      aria-label={t('warnings.selectOne', { title })}
                      checked={selection.ids.has(warning.id)}
                      onChange={() => toggle(warning.id)}
                    />
                  )}
                </Table.Td>
              ) : null}
              <Table.Td maw={360}>
                <Anchor
                  component="button"
                  type="button"
                  ta="left"
                  fw={500}
                  aria-label={t('warnings.open', { title })}
                  onClick={() => onOpen(warning)}
                >
                  {title}
                </Anchor>
              </Table.Td>
              <Table.Td data-label={columns[1]}>
                <TypeBadge type={warning.warning_type} />
              </Table.Td>
              <Table.Td data-label={columns[2]}>
                <SeverityBadge severity={warning.severity} />
              </Table.Td>
              <Table.Td data-label={columns[3]}>{warning.site.name}</Table.Td>
              <Table.Td data-label={columns[4]}>
                <Text size="sm">{medicine ?? '–'}</Text>
                {warning.inventory_item ? (
                  <Text size="sm" c="dimmed">
                    {t('warnings.batch', { batch: warning.inventory_item.batch_number })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td data-label={columns[5]} miw={130}>
                {formatWhen(warning.created_at)}
              </Table.Td>
              <Table.Td data-label={columns[6]}>
                <StatusBadge warning={warning} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
