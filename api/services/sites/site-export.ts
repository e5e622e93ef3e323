import type { Site } from '../../../shared/schemas/site.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import { pagedChunks } from '../../files/paged-chunks.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { isAdmin } from '../auth/permissions.ts';
import { heading, searchFilter } from '../../files/export-heading.ts';
import { listSites, type SiteListQuery } from './site-service.ts';

const COLUMNS: ExportColumn<Site>[] = [
  { header: 'Namn', kind: 'text', width: 30, value: (s) => s.name },
  { header: 'Kund', kind: 'text', width: 26, value: (s) => s.customer_name },
  { header: 'Adress', kind: 'text', width: 34, value: (s) => s.address },
  { header: 'E-post', kind: 'text', width: 28, value: (s) => s.contact_email },
  { header: 'Telefon', kind: 'text', width: 15, value: (s) => s.contact_phone },
  { header: 'Användare', kind: 'number', width: 10, value: (s) => s.user_count },
  { header: 'Varning (dagar)', kind: 'number', width: 15, value: (s) => s.warning_days },
  { header: 'Kritisk (dagar)', kind: 'number', width: 15, value: (s) => s.critical_warning_days },
  {
    header: 'Narkotikaräkning (dagar)',
    kind: 'number',
    width: 22,
    value: (s) => s.narcotics_count_days,
  },
  { header: 'Status', kind: 'text', width: 9, value: (s) => (s.is_active ? 'Aktiv' : 'Inaktiv') },
  { header: 'Skapad', kind: 'datetime', width: 17, value: (s) => s.created_at },
];

const STATUS_LABELS = { all: null, active: 'Aktiva', inactive: 'Inaktiva' } as const;

/** The sites the person sees, as the site list shows them. */
export function exportSites(
  ctx: ServiceContext,
  query: Omit<SiteListQuery, 'page' | 'per_page'>,
): ExportTable<Site> {
  return {
    title: 'Enheter',
    fileName: 'enheter',
    unit: null,
    heading: heading(isAdmin(ctx.actor) ? 'Alla enheter' : 'Dina enheter', [
      STATUS_LABELS[query.status ?? 'all'],
      searchFilter(query.search),
    ]),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: pagedChunks(async (page, size) => ({
      items: (await listSites(ctx, { ...query, page, per_page: size })).sites,
    })),
  };
}
