import type { Kysely } from 'kysely';
import type { QrCode, QrGenerateInput } from '../../../shared/schemas/qr.ts';
import { medvaktCodeUrl } from '../../../shared/qr-code.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { workingSite } from '../sites/site-scope.ts';
import { codePng, codeSvg } from './code-image.ts';
import { signCode, siteKeys } from './site-keys.ts';

/** The address printed in a template's code, signed with the given key of its site. */
export const signedCodeUrl = (
  baseUrl: string,
  secret: string,
  siteId: string,
  templateId: string,
): string =>
  medvaktCodeUrl(baseUrl, { siteId, templateId, token: signCode(secret, siteId, templateId) });

/** The key a site's codes are signed with now (made on first use); 404 for no such site. */
export async function currentSiteKey(db: Kysely<Database>, siteId: string): Promise<string> {
  const keys = await siteKeys(db, siteId);
  if (!keys) throw notFound('Enheten hittades inte.', 'SITE_NOT_FOUND');
  return keys.current;
}

/** One template's code: its address, drawn as SVG and PNG. */
export async function generateCode(
  ctx: ServiceContext,
  input: QrGenerateInput,
  baseUrl: string,
): Promise<QrCode> {
  const siteId = await workingSite(ctx, input.site_id);
  const template = await ctx.db
    .selectFrom('medicine_templates')
    .select(['id', 'name', 'strength', 'unit', 'is_controlled_substance'])
    .where('id', '=', input.medicine_template_id)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!template) throw notFound('Läkemedlet hittades inte på enheten.', 'MEDICINE_NOT_FOUND');
  const secret = await currentSiteKey(ctx.db, siteId);
  const url = signedCodeUrl(baseUrl, secret, siteId, template.id);
  const [svg, png] = await Promise.all([codeSvg(url), codePng(url)]);
  return {
    qr_code_data: url,
    svg,
    png,
    site_id: siteId,
    medicine_template_id: template.id,
    medicine_name: template.name,
    strength: template.strength,
    unit: template.unit,
    is_controlled_substance: template.is_controlled_substance === 1,
  };
}
