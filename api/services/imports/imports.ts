import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  type ColumnMapping,
  type ImportCounts,
  type ImportKind,
  type ImportPreview,
  type ImportStarted,
  type ImportSummary,
  type MappingInput,
  type PreviewQuery,
} from '../../../shared/schemas/imports.ts';
import type { Db, ImportTable } from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import { iso } from '../../time.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { canSeeSite, requireRole } from '../auth/permissions.ts';
import { workingSite } from '../sites/site-scope.ts';
import { fieldsOf, mappingAsHeadings, proposeMapping, savedMapping } from './columns.ts';
import { narcoticRows, planOf, type RowPlan } from './plan.ts';
import type { ReadTable } from './read-upload.ts';
import { asSummary, importRows, kindOf, tableOf } from './import-records.ts';

const NOT_FOUND = 'Importen hittades inte.';
const SavedHeadings = z.record(z.string(), z.string());
const PER_PAGE = 50;

/** Unit managers and admins bring lists in; care staff do not. */
export const manageImports = (ctx: ServiceContext) => requireRole(ctx.actor, 'admin', 'site_admin');

/** An API token's write:stock brings stock in; a unit's medicine list is brought in by people. */
function stockOnlyForTokens(ctx: ServiceContext, kind: ImportKind) {
  if (ctx.actor.token && kind !== 'stock')
    throw forbidden('En API-token importerar lager, inte läkemedelslistor.', 'TOKEN_SCOPE');
}

/** A catalogue is the customer's, for all its units: an admin brings it in. */
function catalogueForAdmins(ctx: ServiceContext, kind: ImportKind) {
  if (kind === 'catalogue' && ctx.actor.role !== 'admin')
    throw forbidden('Produktkatalogen gäller kundens alla enheter och importeras av en admin.');
}

/** The import as the caller may see it (its unit), 404 otherwise. */
export async function findImport(ctx: ServiceContext, id: string, db: Db = ctx.db) {
  manageImports(ctx);
  const row = await importRows(db).where('im.id', '=', id).executeTakeFirst();
  if (!row || !canSeeSite(ctx.actor, row.site_id)) throw notFound(NOT_FOUND, 'IMPORT_NOT_FOUND');
  stockOnlyForTokens(ctx, kindOf(row.kind));
  catalogueForAdmins(ctx, kindOf(row.kind));
  return row;
}

/**
 * Keeps an uploaded list for the unit until it is committed, with the mapping proposed for it:
 * the customer's saved mapping when this file's headings fit it, else one read from the headings.
 */
export async function startImport(
  ctx: ServiceContext,
  kind: ImportKind,
  siteAsked: string | undefined,
  fileName: string,
  table: ReadTable,
): Promise<ImportStarted> {
  manageImports(ctx);
  stockOnlyForTokens(ctx, kind);
  const siteId = await workingSite(ctx, siteAsked);
  const site = await ctx.db
    .selectFrom('sites')
    .select(['customer_id', 'closed_at'])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  if (site.closed_at) throw conflict('Enheten är stängd; inget kan importeras dit.', 'SITE_CLOSED');
  catalogueForAdmins(ctx, kind);
  if (kind === 'catalogue' && !site.customer_id)
    throw conflict(
      'Enheten hör inte till någon kund; en produktkatalog hör till kunden.',
      'SITE_WITHOUT_CUSTOMER',
    );
  const saved = site.customer_id
    ? await ctx.db
        .selectFrom('import_mappings')
        .select('mapping')
        .where('customer_id', '=', site.customer_id)
        .where('kind', '=', kind)
        .executeTakeFirst()
    : undefined;
  const fromSaved = saved
    ? savedMapping(kind, SavedHeadings.parse(JSON.parse(saved.mapping)), table.headers)
    : null;
  const mapping = fromSaved ?? proposeMapping(kind, table.headers);
  const row: ImportTable = {
    id: randomUUID(),
    customer_id: site.customer_id,
    site_id: siteId,
    kind,
    file_name: fileName.slice(0, 200),
    sheet: table.sheet,
    headers: JSON.stringify(table.headers),
    rows_json: JSON.stringify(table.rows),
    row_count: table.rows.length,
    mapping: JSON.stringify(mapping),
    status: 'draft',
    counts: null,
    created_by_user_id: ctx.actor.id,
    created_by_label: actorLabel(ctx.actor),
    created_at: iso(ctx.clock.now()),
    committed_at: null,
    committed_by_label: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('imports').values(row).execute();
    await audit(
      trx,
      { ...ctx, siteId },
      {
        action: 'import_uploaded',
        entity: 'import',
        entity_id: row.id,
        after: { kind, file_name: row.file_name, rows: row.row_count },
      },
    );
  });
  const stored = await findImport(ctx, row.id);
  return {
    ...asSummary(stored),
    columns: table.headers,
    fields: fieldsOf(kind),
    proposed_mapping: mapping,
    mapping_source: fromSaved ? 'saved' : 'headers',
  };
}

/** A mapping must name columns the file has, each once, and every required field. */
function checkMapping(kind: ImportKind, mapping: ColumnMapping, columns: number): ColumnMapping {
  const fields = fieldsOf(kind);
  const checked: ColumnMapping = {};
  const used = new Map<number, string>();
  for (const field of fields) {
    const column = mapping[field.key] ?? null;
    const wrong = (message: string) =>
      invalid(message, [{ path: `mapping.${field.key}`, message }], 'IMPORT_MAPPING_INVALID');
    const standIn = field.required_unless ? (mapping[field.required_unless] ?? null) : null;
    if (column === null && field.required && standIn === null)
      throw wrong(`Välj kolumnen för ${field.label}: den krävs.`);
    if (column !== null && column >= columns)
      throw wrong(`Filen har ingen kolumn ${column + 1} för ${field.label}.`);
    if (column !== null && used.has(column))
      throw wrong(`Kolumn ${column + 1} är redan vald för ${used.get(column)}.`);
    if (column !== null) used.set(column, field.label);
    checked[field.key] = column;
  }
  return checked;
}

function requireDraft(row: ImportTable) {
  if (row.status !== 'draft')
    throw conflict('Importen är redan genomförd. Ladda upp filen igen för en ny.', 'IMPORT_DONE');
}

/** Sets the columns each field is read from; `save` keeps it for the customer's next file. */
export async function setMapping(
  ctx: ServiceContext,
  id: string,
  input: MappingInput,
): Promise<ImportPreview> {
  const row = await findImport(ctx, id);
  requireDraft(row);
  const kind = kindOf(row.kind);
  const table = tableOf(row);
  const mapping = checkMapping(kind, input.mapping, table.headers.length);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('imports')
      .set({ mapping: JSON.stringify(mapping) })
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .execute();
    if (input.save && row.customer_id) {
      const saved = {
        customer_id: row.customer_id,
        kind,
        mapping: JSON.stringify(mappingAsHeadings(mapping, table.headers)),
        updated_at: iso(ctx.clock.now()),
      };
      await trx
        .insertInto('import_mappings')
        .values(saved)
        .onConflict((oc) =>
          oc.columns(['customer_id', 'kind']).doUpdateSet({
            mapping: saved.mapping,
            updated_at: saved.updated_at,
          }),
        )
        .execute();
    }
  });
  return previewImport(ctx, id, { page: 1 });
}

export const countsOf = (plans: readonly RowPlan[]): ImportCounts => ({
  create: plans.filter((p) => p.outcome === 'create').length,
  update: plans.filter((p) => p.outcome === 'update').length,
  skip: plans.filter((p) => p.outcome === 'skip').length,
  error: plans.filter((p) => p.outcome === 'error').length,
});

/** Every row with what it will do, as of now; nothing is written. */
export async function previewImport(
  ctx: ServiceContext,
  id: string,
  query: PreviewQuery,
): Promise<ImportPreview> {
  const row = await findImport(ctx, id);
  const plans = await planOf(ctx.db, row, ctx.actor.role === 'admin');
  const shown = query.outcome ? plans.filter((p) => p.outcome === query.outcome) : plans;
  const pages = Math.max(1, Math.ceil(shown.length / PER_PAGE));
  const page = Math.min(query.page, pages);
  return {
    id,
    counts: countsOf(plans),
    rows: shown
      .slice((page - 1) * PER_PAGE, page * PER_PAGE)
      .map(({ line, outcome, message, cell, values }) => ({
        line,
        outcome,
        message,
        cell,
        values,
      })),
    page,
    pages,
    per_page: PER_PAGE,
    narcotic_rows: narcoticRows(plans),
  };
}

/** The unit's imports, the newest first. */
export async function listImports(
  ctx: ServiceContext,
  siteAsked: string | undefined,
): Promise<ImportSummary[]> {
  manageImports(ctx);
  const siteId = await workingSite(ctx, siteAsked);
  const rows = await importRows(ctx.db)
    .where('im.site_id', '=', siteId)
    .orderBy('im.created_at', 'desc')
    .orderBy('im.id')
    .limit(200)
    .execute();
  return rows.map(asSummary);
}
