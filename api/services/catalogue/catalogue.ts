import { normaliseGtin } from '../../../shared/gs1.ts';
import type {
  CataloguePage,
  CatalogueProduct,
  CatalogueQuery,
  FromCatalogueInput,
  FromCatalogueResult,
} from '../../../shared/schemas/catalogue.ts';
import type { CatalogueProductTable, Db } from '../../db/schema.ts';
import { containsText } from '../../db/search.ts';
import { invalid, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { requireRole } from '../auth/permissions.ts';
import { createMedicine } from '../medicines/medicine-service.ts';
import { linkGtin } from '../qr/gtin-links.ts';
import { medicineKey, workingSite } from '../sites/site-scope.ts';

const PER_PAGE = 50;

/** The product as the API answers it: without its customer, search key and bookkeeping. */
export function toCatalogueProduct(row: CatalogueProductTable): CatalogueProduct {
  const {
    customer_id: _customer,
    name_key: _key,
    import_id: _import,
    created_at: _c,
    ...product
  } = row;
  return product;
}

/** The customer a unit belongs to, whose catalogue it uses; null for a unit of no customer. */
export async function customerOfSite(db: Db, siteId: string): Promise<string | null> {
  const site = await db
    .selectFrom('sites')
    .select('customer_id')
    .where('id', '=', siteId)
    .executeTakeFirst();
  return site?.customer_id ?? null;
}

/** The product with this GTIN in the catalogue of the unit's customer, in one query. */
export function catalogueProductAt(
  db: Db,
  siteId: string,
  gtin: string,
): Promise<CatalogueProductTable | undefined> {
  return db
    .selectFrom('sites as s')
    .innerJoin('catalogue_products as p', 'p.customer_id', 's.customer_id')
    .selectAll('p')
    .where('s.id', '=', siteId)
    .where('p.gtin', '=', gtin)
    .executeTakeFirst();
}

/** The catalogue of the working unit's customer, searched by name, GTIN or ATC code. */
export async function listCatalogue(
  ctx: ServiceContext,
  query: CatalogueQuery,
): Promise<CataloguePage> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const siteId = await workingSite(ctx, query.site_id);
  const customerId = await customerOfSite(ctx.db, siteId);
  if (customerId === null) return { products: [], total: 0, page: 1, pages: 1, per_page: PER_PAGE };
  let base = ctx.db.selectFrom('catalogue_products').where('customer_id', '=', customerId);
  if (query.q) base = base.where(containsText(ctx.db, ['name', 'gtin', 'atc_code'], query.q));
  const counted = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const page = Math.min(query.page, pages);
  const rows = await base
    .selectAll()
    .orderBy('name_key')
    .orderBy('gtin')
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE)
    .execute();
  return { products: rows.map(toCatalogueProduct), total, page, pages, per_page: PER_PAGE };
}

/**
 * The unit's medicine for a pack of the catalogue, in one step from the scan screen: made from the
 * product (name, strength, form, pack size, schedule, storage, in-use days) with the pack's GTIN
 * linked, or, when the unit already has the medicine by name and strength, the GTIN linked to it.
 */
export async function medicineFromCatalogue(
  ctx: ServiceContext,
  gtinAsked: string,
  input: FromCatalogueInput,
): Promise<FromCatalogueResult> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const siteId = await workingSite(ctx, input.site_id);
  const gtin = normaliseGtin(gtinAsked.trim());
  if (!gtin)
    throw invalid(
      `GTIN ${gtinAsked} är inget giltigt GTIN (kontrollsiffran).`,
      [{ path: 'gtin', message: 'Fel kontrollsiffra' }],
      'GTIN_INVALID',
    );
  const product = await catalogueProductAt(ctx.db, siteId, gtin);
  if (!product)
    throw notFound(`GTIN ${gtin} finns inte i katalogen.`, 'CATALOGUE_PRODUCT_NOT_FOUND');
  const existing = () =>
    ctx.db
      .selectFrom('medicine_templates')
      .select(['id', 'name'])
      .where('site_id', '=', siteId)
      .where('name_key', '=', medicineKey(product.name, product.strength))
      .executeTakeFirst();
  let template = await existing();
  let created = false;
  if (!template) {
    try {
      const made = await createMedicine(ctx, {
        site_id: siteId,
        name: product.name,
        strength: product.strength,
        unit: product.unit,
        pack_size: product.pack_size,
        generic_name: null,
        route_of_administration: null,
        storage_requirements: product.storage_requirements,
        minimum_stock_level: 0,
        par_level: null,
        in_use_days: product.in_use_days,
        narcotic_schedule: product.narcotic_schedule,
        is_controlled_substance: product.narcotic_schedule !== null,
        is_active: true,
      });
      template = { id: made.id, name: made.name };
      created = true;
    } catch (error) {
      // Two taps at once: the other made it, and this one links the pack to it.
      template = await existing();
      if (!template) throw error;
    }
  }
  await linkGtin(ctx, { site_id: siteId, gtin, medicine_template_id: template.id });
  return { medicine_template_id: template.id, medicine_name: template.name, created, gtin };
}
