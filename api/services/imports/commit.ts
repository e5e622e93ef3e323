import type { ImportCounts, ImportSummary } from '../../../shared/schemas/imports.ts';
import { conflict } from '../../errors.ts';
import { iso } from '../../time.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { createMedicine, updateMedicine } from '../medicines/medicine-service.ts';
import type { WitnessSigner } from '../narcotics/witness.ts';
import { linkGtin } from '../qr/gtin-links.ts';
import { asSummary } from './import-records.ts';
import { countsOf, findImport } from './imports.ts';
import { planOf, type RowPlan } from './plan.ts';

/** A row the services refused at commit (a name taken a moment ago): kept as an error row. */
export type CommitFailure = { line: number; message: string };

async function applyRow(
  ctx: ServiceContext,
  siteId: string,
  plan: RowPlan,
  signer: WitnessSigner,
): Promise<void> {
  if (plan.outcome === 'create' && plan.input) {
    const made = await createMedicine(ctx, { ...plan.input, site_id: siteId });
    if (plan.gtin)
      await linkGtin(ctx, { site_id: siteId, gtin: plan.gtin, medicine_template_id: made.id });
  }
  if (plan.outcome === 'update' && plan.templateId) {
    if (Object.keys(plan.changes).length > 0)
      await updateMedicine(
        ctx,
        plan.templateId,
        { ...plan.changes, witness: null, reason: null },
        signer,
      );
    if (plan.gtin)
      await linkGtin(ctx, {
        site_id: siteId,
        gtin: plan.gtin,
        medicine_template_id: plan.templateId,
      });
  }
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Raden kunde inte sparas.';

/**
 * Writes the list: each row through the medicines service (its own transaction, its audit, its
 * checks), planned again against the unit as it is now, so a list sent twice changes nothing the
 * second time. Of two commits at once one runs and the other is told it is under way.
 */
export async function commitImport(
  ctx: ServiceContext,
  id: string,
  signer: WitnessSigner,
): Promise<ImportSummary> {
  const row = await findImport(ctx, id);
  const claimed = await ctx.db
    .updateTable('imports')
    .set({ status: 'committing' })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1)
    throw conflict('Importen är redan genomförd eller pågår.', 'IMPORT_DONE');
  try {
    const plans = await planOf(ctx.db, row);
    const failures: CommitFailure[] = [];
    for (const plan of plans) {
      if (plan.outcome !== 'create' && plan.outcome !== 'update') continue;
      try {
        await applyRow(ctx, row.site_id, plan, signer);
      } catch (error) {
        failures.push({ line: plan.line, message: messageOf(error) });
      }
    }
    const planned = countsOf(plans);
    const failed = new Set(failures.map((f) => f.line));
    const counts: ImportCounts = {
      create: plans.filter((p) => p.outcome === 'create' && !failed.has(p.line)).length,
      update: plans.filter((p) => p.outcome === 'update' && !failed.has(p.line)).length,
      skip: planned.skip,
      error: planned.error + failures.length,
    };
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('imports')
        .set({
          status: 'committed',
          counts: JSON.stringify(counts),
          committed_at: iso(ctx.clock.now()),
          committed_by_label: actorLabel(ctx.actor),
        })
        .where('id', '=', id)
        .execute();
      await audit(
        trx,
        { ...ctx, siteId: row.site_id },
        {
          action: 'import_committed',
          entity: 'import',
          entity_id: id,
          after: { kind: row.kind, file_name: row.file_name, counts, failed_lines: [...failed] },
        },
      );
    });
  } catch (error) {
    await ctx.db
      .updateTable('imports')
      .set({ status: 'draft' })
      .where('id', '=', id)
      .where('status', '=', 'committing')
      .execute();
    throw error;
  }
  return asSummary(await findImport(ctx, id));
}
