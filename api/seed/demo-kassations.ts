import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DISPOSAL_REASONS } from '../../shared/schemas/kassation.ts';
import { addDays } from '../../shared/stock-rules.ts';
import { stockholmDay } from '../clock.ts';
import type { Database, KassationTable } from '../db/schema.ts';
import { resourceUrl } from '../resources.ts';
import { actorLabel } from '../services/auth/actor.ts';
import { writeAudit } from '../services/audit/audit-service.ts';
import { batchKey } from '../services/sites/site-scope.ts';
import { iso } from '../time.ts';

// Per site: template, batch, days ago, quantity, reason, description, status, who disposed.
const DemoKassations = z.record(
  z.string(),
  z.array(
    z.tuple([
      z.string(),
      z.string(),
      z.number().int().min(1),
      z.number().int().min(1),
      z.enum(DISPOSAL_REASONS),
      z.string().nullable(),
      z.enum(['initiated', 'approved', 'completed']),
      z.string(),
    ]),
  ),
);

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
// The unit manager approves; a narcotic disposed of by her is approved by the operator. A unit
// without a manager (Akademiska in the demo) is run by the operator, who approves her own.
const MANAGER = 'enhetschef@medvakt.se';
const OPERATOR = 'admin@medvakt.se';

function approverFor(by: string, controlled: boolean): string {
  if (by === OPERATOR) return OPERATOR;
  return controlled && by === MANAGER ? OPERATOR : MANAGER;
}

async function person(trx: Kysely<Database>, email: string) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id: user.id, label: actorLabel(user) };
}

/** A few months of disposal history for the demo sites, so the reports have something to show. */
export async function insertDemoKassations(
  trx: Kysely<Database>,
  siteIds: Map<string, string>,
  now: Date,
): Promise<void> {
  const file = resourceUrl('demo/kassations.json');
  const demo = DemoKassations.parse(JSON.parse(readFileSync(file, 'utf8')));
  for (const [siteKey, records] of Object.entries(demo)) {
    const siteId = siteIds.get(siteKey);
    if (!siteId) throw new Error(`Demodata: okänd enhet ${siteKey}`);
    for (const [schablon, batch, daysAgo, quantity, reason, description, status, by] of records) {
      const template = await trx
        .selectFrom('medicine_templates')
        .select(['id', 'name', 'strength', 'is_controlled_substance'])
        .where('site_id', '=', siteId)
        .where('schablon_id', '=', schablon)
        .executeTakeFirstOrThrow();
      const item = await trx
        .selectFrom('inventory_items')
        .select(['id', 'expiry_date'])
        .where('medicine_template_id', '=', template.id)
        .where('batch_key', '=', batchKey(batch))
        .executeTakeFirst();
      const initiator = await person(trx, by);
      const approver = await person(trx, approverFor(by, template.is_controlled_substance === 1));
      const initiated = new Date(now.getTime() - daysAgo * DAY_MS);
      const approved = new Date(initiated.getTime() + 2 * HOUR_MS);
      const completed = new Date(initiated.getTime() + DAY_MS);
      const day = stockholmDay(initiated);
      const witnessed = status === 'completed' && template.is_controlled_substance === 1;
      const row: KassationTable = {
        id: randomUUID(),
        site_id: siteId,
        inventory_item_id: item?.id ?? null,
        medicine_template_id: template.id,
        medicine_name: template.name,
        medicine_strength: template.strength,
        batch_number: batch,
        expiry_date: item?.expiry_date ?? addDays(day, reason === 'expired' ? -2 : 200),
        quantity,
        unit_type: 'styck',
        reason,
        reason_description: description,
        disposal_method: status === 'completed' ? 'Returnerat till apotek' : null,
        disposal_notes: null,
        status,
        initiated_by: initiator.id,
        initiator_name: initiator.label,
        initiated_at: iso(initiated),
        approved_by: status === 'initiated' ? null : approver.id,
        approved_at: status === 'initiated' ? null : iso(approved),
        completed_by: status === 'completed' ? approver.id : null,
        completed_at: status === 'completed' ? iso(completed) : null,
        cancelled_by: null,
        cancelled_at: null,
        cancel_reason: null,
        approver_name: status === 'initiated' ? null : approver.label,
        approval_notes: null,
        completer_name: status === 'completed' ? approver.label : null,
        completion_notes: null,
        actual_disposal_date: status === 'completed' ? stockholmDay(completed) : null,
        restored_by: null,
        restorer_name: null,
        restored_at: null,
        restoration_reason: null,
        // A completed narcotic disposal was witnessed: by the one who disposed of it.
        witness_user_id: witnessed ? initiator.id : null,
        witness_name: witnessed ? initiator.label : null,
        stock_left: 1,
      };
      await trx.insertInto('kassations').values(row).execute();
      const trail = { entity: 'kassation', entity_id: row.id, site_id: siteId };
      await writeAudit(trx, initiated, initiator, { ...trail, action: 'initiate', after: row });
      if (row.approved_at)
        await writeAudit(trx, approved, approver, {
          ...trail,
          action: 'approve',
          before: { status: 'initiated' },
          after: { status: 'approved' },
        });
      if (row.completed_at)
        await writeAudit(trx, completed, approver, {
          ...trail,
          action: 'complete',
          before: { status: 'approved' },
          after: { status: 'completed', actual_disposal_date: row.actual_disposal_date },
        });
    }
  }
}
