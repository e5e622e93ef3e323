import {
  DELEGATION_KIND_LABELS,
  type Delegation,
  type DelegationQuery,
} from '../../../shared/schemas/delegations.ts';
import { heading } from '../../files/export-heading.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { siteName } from '../sites/site-records.ts';
import { workingSite } from '../sites/site-scope.ts';
import { listDelegations, manageDelegations } from './delegations.ts';

const STATES: Record<Delegation['state'], string> = {
  active: 'Gäller',
  upcoming: 'Börjar senare',
  ended: 'Har gått ut',
  revoked: 'Återkallad',
};

const COLUMNS: ExportColumn<Delegation>[] = [
  { header: 'Person', kind: 'text', width: 26, value: (d) => d.user_name },
  { header: 'Delegering', kind: 'text', width: 30, value: (d) => DELEGATION_KIND_LABELS[d.kind] },
  { header: 'Från och med', kind: 'text', width: 12, value: (d) => d.valid_from },
  { header: 'Till och med', kind: 'text', width: 12, value: (d) => d.valid_to },
  { header: 'Delegerad av', kind: 'text', width: 26, value: (d) => d.issued_by },
  { header: 'Status', kind: 'text', width: 14, value: (d) => STATES[d.state] },
  { header: 'Anteckning', kind: 'text', width: 30, value: (d) => d.note },
  // The unit's signature list: the person signs on the printed page.
  { header: 'Namnteckning', kind: 'text', width: 24, value: () => '' },
];

/** The unit's delegations as its signature list (PDF) or a file (CSV, Excel). */
export async function exportDelegations(
  ctx: ServiceContext,
  query: DelegationQuery,
): Promise<ExportTable<Delegation>> {
  manageDelegations(ctx);
  const siteId = await workingSite(ctx, query.site_id);
  const unit = await siteName(ctx.db, siteId);
  return {
    title: 'Delegeringar',
    fileName: 'delegeringar',
    unit,
    heading: heading(unit, [query.status === 'current' ? 'Gällande och kommande' : null]),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: async function* () {
      yield await listDelegations(ctx, { ...query, site_id: siteId });
    },
  };
}
