import type { QrVerifyInput, QrVerifyResult } from '../../../shared/schemas/qr.ts';
import type { CatalogueProduct } from '../../../shared/schemas/catalogue.ts';
import type { Db } from '../../db/schema.ts';
import { catalogueProductAt, toCatalogueProduct } from '../catalogue/catalogue.ts';
import type { QrCaller } from './public-access.ts';
import { resolveCode } from './resolve-code.ts';

/** The template's total at its site, all batches. */
export async function templateTotal(db: Db, templateId: string): Promise<number> {
  const row = await db
    .selectFrom('inventory_items')
    .select((eb) => eb.fn.sum<number | string | bigint | null>('quantity').as('total'))
    .where('medicine_template_id', '=', templateId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The catalogue's product for a signed-in caller's pack that the unit has no medicine for. */
async function catalogueOffer(
  caller: QrCaller,
  code: string,
  siteId: string | null,
  gtin: string | null,
): Promise<CatalogueProduct | null> {
  if (code !== 'GTIN_UNKNOWN' || !caller.actor || !siteId || !gtin) return null;
  const product = await catalogueProductAt(caller.db, siteId, gtin);
  return product ? toCatalogueProduct(product) : null;
}

/** Says whether a scanned text may be used, and for which medicine; 200 also when it may not. */
export async function verifyCode(caller: QrCaller, input: QrVerifyInput): Promise<QrVerifyResult> {
  const resolution = await resolveCode(caller, input.qr_code_data);
  if (!resolution.ok) {
    const { code, message, gs1, site } = resolution.refusal;
    return {
      is_valid: false,
      error_message: message,
      error_code: code,
      medicine_template_id: null,
      site_id: site?.id ?? null,
      medicine_name: null,
      strength: null,
      unit: null,
      is_controlled_substance: false,
      current_inventory: 0,
      site_name: site?.name ?? null,
      qr_code_data: null,
      gs1,
      site_limits: null,
      catalogue_product: await catalogueOffer(caller, code, site?.id ?? null, gs1?.gtin ?? null),
    };
  }
  const { site, template, codeUrl, gs1 } = resolution.code;
  const narcotic = template.is_controlled_substance === 1;
  return {
    is_valid: true,
    error_message: null,
    error_code: null,
    medicine_template_id: template.id,
    site_id: site.id,
    medicine_name: template.name,
    strength: template.strength,
    unit: template.unit,
    is_controlled_substance: narcotic,
    // Without sign-in a narcotic shows its name and that sign-in is needed, not its stock.
    current_inventory:
      narcotic && !caller.actor ? null : await templateTotal(caller.db, template.id),
    site_name: site.name,
    qr_code_data: codeUrl,
    gs1,
    site_limits: site.limits,
    catalogue_product: null,
  };
}
