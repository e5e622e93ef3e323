import { z } from 'zod';
import {
  ColumnMapping,
  IMPORT_KINDS,
  ImportCounts,
  type ImportKind,
  type ImportSummary,
} from '../../../shared/schemas/imports.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import type { Db, ImportTable } from '../../db/schema.ts';
import type { ReadTable } from './read-upload.ts';

const Rows = z.array(z.object({ line: z.number(), cells: z.array(z.string()) }));
const Headers = z.array(z.string());

export const kindOf = (kind: string): ImportKind =>
  IMPORT_KINDS.find((k) => k === kind) ?? 'medicines';

export type StoredImport = ImportTable & { site_name: string };

export const importRows = (db: Db) =>
  db
    .selectFrom('imports as im')
    .innerJoin('sites as s', 's.id', 'im.site_id')
    .selectAll('im')
    .select('s.name as site_name');

export function asSummary(row: StoredImport): ImportSummary {
  return {
    id: row.id,
    site_id: row.site_id,
    site_name: row.site_name,
    kind: kindOf(row.kind),
    file_name: row.file_name,
    row_count: row.row_count,
    status: row.status === 'committed' ? 'committed' : 'draft',
    created_by: personName(row.created_by_label),
    created_at: row.created_at,
    committed_at: row.committed_at,
    counts: row.counts ? ImportCounts.parse(JSON.parse(row.counts)) : null,
  };
}

export const tableOf = (row: ImportTable): ReadTable => ({
  headers: Headers.parse(JSON.parse(row.headers)),
  rows: Rows.parse(JSON.parse(row.rows_json)),
  sheet: row.sheet,
});

export const mappingOf = (row: ImportTable) => ColumnMapping.parse(JSON.parse(row.mapping));
