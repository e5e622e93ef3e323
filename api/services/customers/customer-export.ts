import type { PerPageQuery } from '../../../shared/schemas/common.ts';
import { CUSTOMER_TYPE_LABELS, type CustomerTypeName } from '../../../shared/constants.ts';
import type { Customer } from '../../../shared/schemas/customer.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import { pagedChunks } from '../../files/paged-chunks.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { heading, searchFilter } from '../../files/export-heading.ts';
import { listCustomers } from './customer-service.ts';

const COLUMNS: ExportColumn<Customer>[] = [
  { header: 'Namn', kind: 'text', width: 30, value: (c) => c.name },
  { header: 'Typ', kind: 'text', width: 10, value: (c) => CUSTOMER_TYPE_LABELS[c.customer_type] },
  { header: 'Enheter', kind: 'number', width: 9, value: (c) => c.site_count },
  { header: 'Pris per månad (kr)', kind: 'number', width: 18, value: (c) => c.monthly_price_sek },
  { header: 'E-post', kind: 'text', width: 28, value: (c) => c.contact_email },
  { header: 'Telefon', kind: 'text', width: 15, value: (c) => c.contact_phone },
  { header: 'Fakturaadress', kind: 'text', width: 34, value: (c) => c.billing_address },
  { header: 'Status', kind: 'text', width: 9, value: (c) => (c.is_active ? 'Aktiv' : 'Inaktiv') },
  { header: 'Skapad', kind: 'datetime', width: 17, value: (c) => c.created_at },
];

/** Every customer, as the admin's customer list shows them. */
export function exportCustomers(
  ctx: ServiceContext,
  query: Omit<PerPageQuery, 'page' | 'per_page'> & { customer_type?: CustomerTypeName | undefined },
): ExportTable<Customer> {
  return {
    title: 'Kunder',
    fileName: 'kunder',
    unit: null,
    heading: heading('Alla kunder', [
      query.customer_type && CUSTOMER_TYPE_LABELS[query.customer_type],
      searchFilter(query.search),
    ]),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: pagedChunks(async (page, size) => ({
      items: (await listCustomers(ctx, { ...query, page, per_page: size })).customers,
    })),
  };
}
