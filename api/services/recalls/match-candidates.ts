import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { coversProduct, productsAgree } from './product-match.ts';

/** Which notices or which batches a matching pass is about. */
export type MatchScope = { noticeIds: readonly string[] } | { itemIds: readonly string[] };

const COLUMNS = [
  'n.id as notice_id',
  'n.product_name',
  'n.strength as notice_strength',
  'n.pharmaceutical_form as notice_form',
  'n.gtin',
  'n.reason',
  'n.kind',
  'n.level',
  'n.whole_product',
  'i.id as item_id',
  'i.site_id',
  'i.batch_number',
  'i.quantity',
  't.name',
  't.strength',
  't.unit as form',
] as const;

/** Batches whose normalised batch number a notice names. */
const byBatch = (db: Kysely<Database>) =>
  db
    .selectFrom('recall_notice_batches as nb')
    .innerJoin('recall_notices as n', 'n.id', 'nb.notice_id')
    .innerJoin('inventory_items as i', 'i.recall_key', 'nb.batch_key')
    .innerJoin('medicine_templates as t', 't.id', 'i.medicine_template_id')
    .leftJoin('recall_matches as m', (join) =>
      join.onRef('m.notice_id', '=', 'n.id').onRef('m.inventory_item_id', '=', 'i.id'),
    )
    .where('m.id', 'is', null)
    .select(COLUMNS)
    .select(sql<string | null>`null`.as('pack_gtin'));

/**
 * Whether one name's words stand in the other's, word for word, as SQL over the stored word lists
 * (lower case letters and digits one space apart, so no LIKE wildcard can be in them).
 */
const wordsWithin = sql<boolean>`(' ' || n.product_words || ' ' like '% ' || t.product_words || ' %'
  or ' ' || t.product_words || ' ' like '% ' || n.product_words || ' %')`;

/**
 * For a notice that names no batches: every batch of a medicine with the notice's first word
 * whose name and the notice's contain one another, filtered before any batch is read.
 */
const byName = (db: Kysely<Database>) =>
  db
    .selectFrom('recall_notices as n')
    .innerJoin('medicine_templates as t', (join) =>
      join.onRef('t.product_word', '=', 'n.product_word').on(wordsWithin),
    )
    .innerJoin('inventory_items as i', 'i.medicine_template_id', 't.id')
    .leftJoin('recall_matches as m', (join) =>
      join.onRef('m.notice_id', '=', 'n.id').onRef('m.inventory_item_id', '=', 'i.id'),
    )
    .where('m.id', 'is', null)
    .where('n.whole_product', '=', 1)
    .select(COLUMNS)
    .select(sql<string | null>`null`.as('pack_gtin'));

/** For a notice that names no batches: every batch of a medicine with the notice's GTIN. */
const byGtin = (db: Kysely<Database>) =>
  db
    .selectFrom('recall_notices as n')
    .innerJoin('medicine_gtins as g', 'g.gtin', 'n.gtin')
    .innerJoin('inventory_items as i', (join) =>
      join
        .onRef('i.medicine_template_id', '=', 'g.medicine_template_id')
        .onRef('i.site_id', '=', 'g.site_id'),
    )
    .innerJoin('medicine_templates as t', 't.id', 'i.medicine_template_id')
    .leftJoin('recall_matches as m', (join) =>
      join.onRef('m.notice_id', '=', 'n.id').onRef('m.inventory_item_id', '=', 'i.id'),
    )
    .where('m.id', 'is', null)
    .where('n.whole_product', '=', 1)
    .select(COLUMNS)
    .select('g.gtin as pack_gtin');

/**
 * Every stock batch without a match that a notice may cover, in one statement over all sites
 * (batch path, name path and GTIN path as one union); the products are compared afterwards.
 */
function candidateRows(db: Kysely<Database>, scope: MatchScope) {
  if ('noticeIds' in scope) {
    const ids = [...scope.noticeIds];
    return byBatch(db)
      .where('nb.notice_id', 'in', ids)
      .unionAll(byName(db).where('n.id', 'in', ids))
      .unionAll(byGtin(db).where('n.id', 'in', ids))
      .execute();
  }
  const ids = [...scope.itemIds];
  return byBatch(db)
    .where('i.id', 'in', ids)
    .unionAll(byName(db).where('i.id', 'in', ids))
    .unionAll(byGtin(db).where('i.id', 'in', ids))
    .execute();
}

export type Candidate = Awaited<ReturnType<typeof candidateRows>>[number];

/** Whether the notice covers the candidate's medicine, as its batch or its whole product. */
function covers(c: Candidate): boolean {
  const notice = {
    product_name: c.product_name,
    strength: c.notice_strength,
    gtin: c.gtin,
    pharmaceutical_form: c.notice_form,
  };
  if (c.whole_product === 1)
    return coversProduct(notice, {
      name: c.name,
      strength: c.strength,
      form: c.form,
      packGtin: c.pack_gtin,
    });
  return productsAgree(notice, { name: c.name, strength: c.strength });
}

/**
 * The batches (any quantity) that the notices in scope cover and have no match for yet, each
 * once per notice.
 */
export async function coveredBatches(
  db: Kysely<Database>,
  scope: MatchScope,
): Promise<Candidate[]> {
  const seen = new Set<string>();
  const found: Candidate[] = [];
  for (const c of await candidateRows(db, scope)) {
    const pair = `${c.notice_id}|${c.item_id}`;
    if (seen.has(pair) || !covers(c)) continue;
    seen.add(pair);
    found.push(c);
  }
  return found;
}
