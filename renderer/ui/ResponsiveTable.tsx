import { Table, type TableProps } from '@mantine/core';

type ResponsiveTableProps = TableProps & {
  /** On a wide screen, the width under which the table scrolls sideways inside its frame. */
  minWidth?: number;
};

/**
 * A table with its columns on a desktop screen and one card a row on phones and tablets
 * (renderer/app/small-screens.css). Each cell names its value with `data-label` (the column's
 * heading); the cell with the row's name and the cell with its buttons have none and span the card.
 */
export function ResponsiveTable({ minWidth, children, ...table }: ResponsiveTableProps) {
  const cards = (
    <Table {...table} data-cards>
      {children}
    </Table>
  );
  if (minWidth === undefined) return cards;
  return (
    <Table.ScrollContainer minWidth={minWidth} data-cards-scroll>
      {cards}
    </Table.ScrollContainer>
  );
}
