import { randomInt } from 'node:crypto';
import type {
  CommitInput,
  ImportCommitted,
  ImportCounts,
  InitialPassword,
} from '../../../shared/schemas/imports.ts';
import { StrongPassword } from '../../../shared/schemas/password.ts';
import { chunks } from '../../db/chunks.ts';
import type { ImportTable } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { iso } from '../../time.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit, auditActorOf } from '../audit/audit-service.ts';
import { newBatchRow } from '../inventory/inventory-records.ts';
import { createMedicine, updateMedicine } from '../medicines/medicine-service.ts';
import { requireWitness, type SignedWitness, type WitnessSigner } from '../narcotics/witness.ts';
import { linkGtin } from '../qr/gtin-links.ts';
import { refuseNarcoticForToken } from '../api-tokens/token-narcotics.ts';
import { receiveNewBatch } from '../stock/new-batch.ts';
import { asSummary, kindOf } from './import-records.ts';
import { countsOf, findImport } from './imports.ts';
import type { MedicineRowPlan } from './medicine-rows.ts';
import {
  isCataloguePlan,
  isMedicinePlan,
  isStaffPlan,
  isStockPlan,
  narcoticRows,
  planOf,
} from './plan.ts';
import type { CatalogueRowPlan } from './catalogue-rows.ts';
import { upsertCatalogueProducts } from '../catalogue/catalogue-store.ts';
import type { StaffRowPlan } from './staff-rows.ts';
import { createUser } from '../users/user-service.ts';
import type { StockRowPlan } from './stock-rows.ts';

/** A row the services refused at commit (a name or batch taken a moment ago). */
type CommitFailure = { line: number; message: string };

const PASSWORD_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%+=?';

/** A first password of 14 random characters that meets the strength rules. */
function firstPassword(): string {
  for (;;) {
    const password = Array.from(
      { length: 14 },
      () => PASSWORD_CHARACTERS[randomInt(PASSWORD_CHARACTERS.length)],
    ).join('');
    if (StrongPassword.safeParse(password).success) return password;
  }
}

/**
 * Each person through the users service (argon2id, audit, the unit's rules of who may add whom)
 * with a first password that is answered once, to be handed over and changed, and kept nowhere.
 */
async function commitStaff(
  ctx: ServiceContext,
  plans: StaffRowPlan[],
): Promise<{ failures: CommitFailure[]; passwords: InitialPassword[] }> {
  const failures: CommitFailure[] = [];
  const passwords: InitialPassword[] = [];
  for (const plan of plans) {
    if (plan.outcome !== 'create' || !plan.person) continue;
    const password = firstPassword();
    try {
      await createUser(
        ctx,
        { ...plan.person, password, is_active: true, site_id: null },
        { firstPassword: true },
      );
      passwords.push({
        line: plan.line,
        email: plan.person.email,
        name: `${plan.person.first_name} ${plan.person.last_name}`,
        password,
      });
    } catch (error) {
      failures.push({ line: plan.line, message: messageOf(error) });
    }
  }
  return { failures, passwords };
}

/** Batches per transaction: a failure loses no more than one chunk's work, and it is redone. */
const BATCHES_PER_TRANSACTION = 200;

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Raden kunde inte sparas.';

async function applyMedicine(
  ctx: ServiceContext,
  siteId: string,
  plan: MedicineRowPlan,
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

/** Each row through the medicines service, in its own transaction with its audit line. */
async function commitMedicines(
  ctx: ServiceContext,
  row: ImportTable,
  plans: MedicineRowPlan[],
  signer: WitnessSigner,
): Promise<CommitFailure[]> {
  const failures: CommitFailure[] = [];
  for (const plan of plans) {
    if (plan.outcome !== 'create' && plan.outcome !== 'update') continue;
    try {
      await applyMedicine(ctx, row.site_id, plan, signer);
    } catch (error) {
      failures.push({ line: plan.line, message: messageOf(error) });
    }
  }
  return failures;
}

/**
 * Each batch through the stock module as an opening balance naming the import, 200 to a
 * transaction; a narcotic's with the witness who signed this commit. A batch made by someone else
 * since the preview is left as it is and reported.
 */
async function commitStock(
  ctx: ServiceContext,
  row: ImportTable,
  plans: StockRowPlan[],
  witness: SignedWitness | null,
): Promise<CommitFailure[]> {
  const failures: CommitFailure[] = [];
  const creates = plans.filter((p) => p.outcome === 'create' && p.batch);
  const by = { clock: ctx.clock, actor: auditActorOf(ctx) };
  const reason = `Import ${row.id.slice(0, 8)}: ${row.file_name}`.slice(0, 500);
  for (const part of chunks(creates, BATCHES_PER_TRANSACTION)) {
    await ctx.db.transaction().execute(async (trx) => {
      for (const plan of part) {
        const batch = plan.batch;
        if (!batch) continue;
        const item = newBatchRow(
          {
            site_id: row.site_id,
            medicine_template_id: batch.templateId,
            batch_number: batch.batchNumber,
            expiry_date: batch.expiry,
            quantity: batch.quantity,
            unit_type: 'styck',
            location: batch.location,
            notes: null,
          },
          iso(ctx.clock.now()),
        );
        const received = await receiveNewBatch(
          trx,
          by,
          item,
          {
            reason,
            witness: batch.narcotic ? witness : null,
            audit: { action: 'import_opening_balance', after: { import_id: row.id } },
          },
          'opening_balance',
        );
        if (!received.created)
          failures.push({
            line: plan.line,
            message: 'Batchen kom till under tiden; den lämnades.',
          });
      }
    });
  }
  return failures;
}

/** Products of the catalogue per transaction: a failure loses no more than one part's work. */
const PRODUCTS_PER_TRANSACTION = 5_000;

/**
 * The customer's catalogue, many products to a statement (a region's 20,000 rows are reference
 * data, not the record: one audit line for the import says what it did).
 */
async function commitCatalogue(
  ctx: ServiceContext,
  row: ImportTable,
  plans: CatalogueRowPlan[],
): Promise<CommitFailure[]> {
  const customerId = row.customer_id;
  if (customerId === null) return [];
  const products = plans.flatMap((p) =>
    (p.outcome === 'create' || p.outcome === 'update') && p.product ? [p.product] : [],
  );
  const now = iso(ctx.clock.now());
  for (const part of chunks(products, PRODUCTS_PER_TRANSACTION))
    await ctx.db
      .transaction()
      .execute((trx) => upsertCatalogueProducts(trx, customerId, row.id, part, now));
  return [];
}

/**
 * Writes the list, planned again against the unit as it is now, so a list sent twice changes
 * nothing the second time. Of two commits at once one runs and the other is told it is under way.
 */
export async function commitImport(
  ctx: ServiceContext,
  id: string,
  input: CommitInput,
  signer: WitnessSigner,
): Promise<ImportCommitted> {
  const row = await findImport(ctx, id);
  const plans = await planOf(ctx.db, row, ctx.actor.role === 'admin');
  // A narcotic's stock is changed by people, before a witness; never by a token.
  if (narcoticRows(plans) > 0) refuseNarcoticForToken(ctx.actor, { is_controlled_substance: 1 });
  const witness =
    narcoticRows(plans) > 0
      ? await requireWitness(
          ctx,
          row.site_id,
          input.witness,
          signer,
          'Listan har narkotika: ett vittne signerar de ingående saldona.',
        )
      : null;
  const claimed = await ctx.db
    .updateTable('imports')
    .set({ status: 'committing' })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1)
    throw conflict('Importen är redan genomförd eller pågår.', 'IMPORT_DONE');
  let passwords: InitialPassword[] = [];
  try {
    let failures: CommitFailure[];
    const kind = kindOf(row.kind);
    if (kind === 'stock')
      failures = await commitStock(ctx, row, plans.filter(isStockPlan), witness);
    else if (kind === 'catalogue')
      failures = await commitCatalogue(ctx, row, plans.filter(isCataloguePlan));
    else if (kind === 'staff') {
      const made = await commitStaff(ctx, plans.filter(isStaffPlan));
      failures = made.failures;
      passwords = made.passwords;
    } else failures = await commitMedicines(ctx, row, plans.filter(isMedicinePlan), signer);
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
  return { ...asSummary(await findImport(ctx, id)), initial_passwords: passwords };
}
