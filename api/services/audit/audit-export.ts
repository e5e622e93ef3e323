import type { AuditEntry } from '../../../shared/schemas/audit.ts';
import type { ExportColumn, ExportTable } from '../../files/export-table.ts';
import { KEYSET_CHUNK, keysetChunks } from '../../files/paged-chunks.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { heading } from '../../files/export-heading.ts';
import { auditRows, newestAuditFirst, toAuditEntry, type AuditFilter } from './audit-service.ts';

type AuditKey = { at: string; id: string };
type AuditLine = AuditEntry & { site_name: string | null };

/** A change's details as the log keeps them: JSON text, to be read, never run. */
const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

const COLUMNS: ExportColumn<AuditLine>[] = [
  { header: 'Tid', kind: 'datetime', width: 17, value: (a) => a.at },
  { header: 'Vem', kind: 'text', width: 32, value: (a) => a.actor_label },
  { header: 'Enhet', kind: 'text', width: 24, value: (a) => a.site_name },
  { header: 'Åtgärd', kind: 'text', width: 18, value: (a) => a.action },
  { header: 'Objekt', kind: 'text', width: 16, value: (a) => a.entity },
  { header: 'Objektets id', kind: 'text', width: 38, value: (a) => a.entity_id },
  { header: 'Före', kind: 'text', width: 40, value: (a) => json(a.before) },
  { header: 'Efter', kind: 'text', width: 60, value: (a) => json(a.after) },
];

/**
 * The audit log with the screen's filters, every row: read after the last row read (newest
 * first, then by id), so a log of millions is neither counted nor skipped through.
 */
export async function exportAudit(
  ctx: ServiceContext,
  filter: Omit<AuditFilter, 'page' | 'size'>,
): Promise<ExportTable<AuditLine>> {
  const rows = auditRows(ctx, filter);
  const sites = new Map(
    (await ctx.db.selectFrom('sites').select(['id', 'name']).execute()).map((s) => [s.id, s.name]),
  );
  const after = (last: AuditKey | null) =>
    newestAuditFirst(
      last
        ? rows.where((eb) =>
            eb.or([
              eb('at', '<', last.at),
              eb.and([eb('at', '=', last.at), eb('id', '>', last.id)]),
            ]),
          )
        : rows,
    )
      .limit(KEYSET_CHUNK)
      .execute();
  const site = filter.site_id ? (sites.get(filter.site_id) ?? null) : null;
  return {
    title: 'Granskningslogg',
    fileName: 'granskningslogg',
    unit: site,
    heading: heading(site ?? 'Alla enheter', [filter.entity, filter.actor_id && 'en användare']),
    exportedAt: ctx.clock.now(),
    columns: COLUMNS,
    chunks: keysetChunks(after, (row) => {
      const entry = toAuditEntry(row);
      return { ...entry, site_name: entry.site_id ? (sites.get(entry.site_id) ?? null) : null };
    }),
  };
}
