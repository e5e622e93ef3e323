import { ROLE_LABELS, type RoleName } from '../../../shared/constants.ts';
import type { SizeQuery } from '../../../shared/schemas/common.ts';
import type { User } from '../../../shared/schemas/user.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import { pagedChunks } from '../../files/paged-chunks.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { isAdmin } from '../auth/permissions.ts';
import { heading, searchFilter } from '../../files/export-heading.ts';
import { listUsers } from './user-service.ts';

const yes = (flag: boolean) => (flag ? 'Ja' : null);

const COLUMNS: ExportColumn<User>[] = [
  { header: 'Förnamn', kind: 'text', width: 16, value: (u) => u.first_name },
  { header: 'Efternamn', kind: 'text', width: 18, value: (u) => u.last_name },
  { header: 'E-post', kind: 'text', width: 30, value: (u) => u.email },
  { header: 'Roll', kind: 'text', width: 14, value: (u) => ROLE_LABELS[u.role] },
  { header: 'Enheter', kind: 'text', width: 40, value: (u) => u.site_names.join(', ') },
  { header: 'Mobil', kind: 'text', width: 15, value: (u) => u.mobile_phone },
  { header: 'Status', kind: 'text', width: 9, value: (u) => (u.is_active ? 'Aktiv' : 'Inaktiv') },
  { header: 'Bricka', kind: 'text', width: 8, value: (u) => yes(u.has_badge) },
  { header: 'PIN', kind: 'text', width: 6, value: (u) => yes(u.has_pin) },
  { header: 'Senast inloggad', kind: 'datetime', width: 17, value: (u) => u.last_login },
  { header: 'Skapad', kind: 'datetime', width: 17, value: (u) => u.created_at },
];

/** The users the person manages (every user for admins, their units' for unit managers). */
export function exportUsers(
  ctx: ServiceContext,
  query: Omit<SizeQuery, 'page' | 'size'> & { role?: RoleName | undefined },
): ExportTable<User> {
  return {
    title: 'Användare',
    fileName: 'anvandare',
    unit: null,
    heading: heading(isAdmin(ctx.actor) ? 'Alla enheter' : 'Dina enheter', [
      query.role && ROLE_LABELS[query.role],
      searchFilter(query.search),
    ]),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: pagedChunks((page, size) => listUsers(ctx, { ...query, page, size })),
  };
}
