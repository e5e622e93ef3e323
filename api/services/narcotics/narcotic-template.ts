import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { workingSite } from '../sites/site-scope.ts';

export type NarcoticTemplate = {
  id: string;
  site_id: string;
  site_name: string;
  name: string;
  strength: string | null;
  unit: string;
};

/**
 * What a product's balance is counted in: its newest batch's unit type (styck, paket), not the
 * template's form (injektionsvätska), which says nothing about how many. `t` is the template.
 */
export const countingUnit = sql<string>`coalesce((select u.unit_type from inventory_items u
  where u.medicine_template_id = t.id order by u.created_at desc limit 1), 'styck')`;

const NOT_A_NARCOTIC = 'Det narkotikaklassade läkemedlet finns inte på enheten.';

export async function narcoticAt(
  db: Kysely<Database>,
  siteId: string,
  templateId: string,
): Promise<NarcoticTemplate> {
  const row = await db
    .selectFrom('medicine_templates as t')
    .innerJoin('sites as s', 's.id', 't.site_id')
    .select(['t.id', 't.site_id', 's.name as site_name', 't.name', 't.strength'])
    .select(countingUnit.as('unit'))
    .where('t.id', '=', templateId)
    .where('t.site_id', '=', siteId)
    .where('t.is_controlled_substance', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_A_NARCOTIC, 'NARCOTIC_NOT_FOUND');
  return row;
}

/**
 * A narcotic of the working site: its journal, counts and patients are for the unit's own staff
 * (and admins), so another site's template answers as if it did not exist.
 */
export async function workingNarcotic(
  ctx: ServiceContext,
  templateId: string,
): Promise<NarcoticTemplate> {
  return narcoticAt(ctx.db, await workingSite(ctx), templateId);
}

export type JournalProduct = NarcoticTemplate & {
  care_provider: string | null;
  form: string;
  pack_size: string | null;
  schedule: string | null;
};

/**
 * A product whose journal the working site keeps: a narcotic, or one that was until it was
 * reclassified (its journal stays readable, the reclassification its last entry).
 */
export async function journalProduct(
  ctx: ServiceContext,
  templateId: string,
): Promise<JournalProduct> {
  const siteId = await workingSite(ctx);
  const row = await ctx.db
    .selectFrom('medicine_templates as t')
    .innerJoin('sites as s', 's.id', 't.site_id')
    .leftJoin('customers as c', 'c.id', 's.customer_id')
    .select(['t.id', 't.site_id', 's.name as site_name', 't.name', 't.strength'])
    .select(['c.name as care_provider', 't.unit as form', 't.pack_size'])
    .select(['t.narcotic_schedule as schedule'])
    .select(countingUnit.as('unit'))
    .where('t.id', '=', templateId)
    .where('t.site_id', '=', siteId)
    .where((eb) =>
      eb.or([
        eb('t.is_controlled_substance', '=', 1),
        eb.exists(
          eb
            .selectFrom('narcotic_record_entries as r')
            .select('r.id')
            .whereRef('r.medicine_template_id', '=', 't.id')
            .where('r.kind', '=', 'reclassified'),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw notFound(NOT_A_NARCOTIC, 'NARCOTIC_NOT_FOUND');
  return row;
}
