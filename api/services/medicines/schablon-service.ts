import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  Schablon,
  type SchablonImportInput,
  type SchablonImportResult,
  type SchablonList,
} from '../../../shared/schemas/medicine.ts';
import type { MedicineTemplateTable } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { resourceUrl } from '../../resources.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { requireRole } from '../auth/permissions.ts';
import { medicineKey, workingSite } from '../sites/site-scope.ts';
import { productKeys } from '../recalls/product-match.ts';
import { iso } from '../../time.ts';

let catalogue: Schablon[] | null = null;

/** The ready-made templates shipped in resources/schablons.json, read once. */
export function readCatalogue(): Schablon[] {
  catalogue ??= z
    .array(Schablon)
    .parse(JSON.parse(readFileSync(resourceUrl('schablons.json'), 'utf8')));
  return catalogue;
}

const label = (s: { name: string; strength: string | null }) =>
  [s.name, s.strength].filter(Boolean).join(' ');

export function listSchablons(query: {
  page: number;
  size: number;
  search?: string | undefined;
}): SchablonList {
  const term = query.search?.toLowerCase();
  const matching = readCatalogue().filter(
    (s) =>
      !term ||
      [s.name, s.generic_name ?? '', s.strength, s.category].some((field) =>
        field.toLowerCase().includes(term),
      ),
  );
  const start = (query.page - 1) * query.size;
  return { schablons: matching.slice(start, start + query.size), total: matching.length };
}

/** A site's own template made from a ready-made one. */
export function templateFromSchablon(
  schablon: Schablon,
  siteId: string,
  now: string,
  minimumStockLevel = 0,
): MedicineTemplateTable {
  return {
    id: randomUUID(),
    site_id: siteId,
    name: schablon.name,
    name_key: medicineKey(schablon.name, schablon.strength),
    ...productKeys(schablon.name),
    generic_name: schablon.generic_name,
    strength: schablon.strength,
    unit: schablon.unit,
    route_of_administration: schablon.route_of_administration,
    storage_requirements: null,
    minimum_stock_level: minimumStockLevel,
    par_level: null,
    in_use_days: schablon.in_use_days,
    is_controlled_substance: schablon.narcotic_schedule === null ? 0 : 1,
    narcotic_schedule: schablon.narcotic_schedule,
    pack_size: null,
    is_active: 1,
    schablon_id: schablon.id,
    created_at: now,
    updated_at: now,
  };
}

/** Imports into the site; a template already there with the same name and strength is skipped. */
export async function importSchablons(
  ctx: ServiceContext,
  input: SchablonImportInput,
): Promise<SchablonImportResult> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const siteId = await workingSite(ctx, input.site_id);
  const byId = new Map(readCatalogue().map((s) => [s.id, s]));
  const unknown = input.schablon_ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw invalid(`Okända mallar: ${unknown.slice(0, 5).join(', ')}`, [
      { path: 'schablon_ids', message: 'Okänd mall' },
    ]);
  }
  const existing = await ctx.db
    .selectFrom('medicine_templates')
    .select('name_key')
    .where('site_id', '=', siteId)
    .execute();
  const taken = new Set(existing.map((r) => r.name_key));
  const now = iso(ctx.clock.now());
  const rows: MedicineTemplateTable[] = [];
  const skipped: string[] = [];
  for (const id of new Set(input.schablon_ids)) {
    const schablon = byId.get(id);
    if (!schablon) continue;
    const key = medicineKey(schablon.name, schablon.strength);
    if (taken.has(key)) {
      skipped.push(label(schablon));
      continue;
    }
    taken.add(key);
    rows.push(templateFromSchablon(schablon, siteId, now));
  }
  if (rows.length > 0) {
    await ctx.db.transaction().execute(async (trx) => {
      for (const row of rows) await trx.insertInto('medicine_templates').values(row).execute();
      await audit(
        trx,
        { ...ctx, siteId },
        {
          action: 'import',
          entity: 'medicine',
          after: {
            imported: rows.map((r) => ({ id: r.id, schablon_id: r.schablon_id, name: label(r) })),
            skipped,
          },
        },
      );
    });
  }
  return {
    imported_count: rows.length,
    skipped_count: skipped.length,
    skipped_duplicates: skipped,
  };
}
