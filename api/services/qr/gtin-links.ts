import { normaliseGtin } from '../../../shared/gs1.ts';
import type { GtinLink, GtinLinkInput } from '../../../shared/schemas/qr.ts';
import type { MedicineGtinTable } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { workingSite } from '../sites/site-scope.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

async function templateOfSite(ctx: ServiceContext, siteId: string, templateId: string) {
  const template = await ctx.db
    .selectFrom('medicine_templates')
    .select(['id', 'name', 'strength', 'is_active'])
    .where('id', '=', templateId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!template) throw notFound('Läkemedlet hittades inte på enheten.', 'MEDICINE_NOT_FOUND');
  if (template.is_active !== 1)
    throw conflict('Läkemedlet är inaktiverat på enheten.', 'MEDICINE_INACTIVE');
  return template;
}

async function existingLink(ctx: ServiceContext, siteId: string, gtin: string) {
  return ctx.db
    .selectFrom('medicine_gtins as g')
    .innerJoin('medicine_templates as t', 't.id', 'g.medicine_template_id')
    .select(['g.medicine_template_id', 'g.created_at', 't.name', 't.strength'])
    .where('g.site_id', '=', siteId)
    .where('g.gtin', '=', gtin)
    .executeTakeFirst();
}

const nameOf = (t: { name: string; strength: string | null }) =>
  t.strength ? `${t.name} ${t.strength}` : t.name;

/** The same link again answers as it stands; a link to another medicine is 409. */
function sameOrConflict(
  link: NonNullable<Awaited<ReturnType<typeof existingLink>>>,
  input: GtinLinkInput,
  siteId: string,
  gtin: string,
): GtinLink {
  if (link.medicine_template_id !== input.medicine_template_id)
    throw conflict(
      `GTIN ${gtin} är redan kopplat till ${nameOf(link)} på enheten.`,
      'GTIN_ALREADY_LINKED',
    );
  return {
    site_id: siteId,
    gtin,
    medicine_template_id: link.medicine_template_id,
    medicine_name: link.name,
    created_at: link.created_at,
  };
}

/** Links a medicine pack's GTIN to one of the site's templates (any role working in the site). */
export async function linkGtin(
  ctx: ServiceContext,
  input: GtinLinkInput,
): Promise<{ link: GtinLink; created: boolean }> {
  const siteId = await workingSite(ctx, input.site_id);
  const gtin = normaliseGtin(input.gtin);
  if (!gtin)
    throw invalid(
      `GTIN ${input.gtin} har fel kontrollsiffra.`,
      [{ path: 'gtin', message: 'Fel kontrollsiffra' }],
      'GTIN_INVALID',
    );
  const template = await templateOfSite(ctx, siteId, input.medicine_template_id);
  const before = await existingLink(ctx, siteId, gtin);
  if (before) return { link: sameOrConflict(before, input, siteId, gtin), created: false };
  const row: MedicineGtinTable = {
    site_id: siteId,
    gtin,
    medicine_template_id: template.id,
    created_by: ctx.actor.id,
    created_at: ctx.clock.now().toISOString(),
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('medicine_gtins').values(row).execute();
      await audit(
        trx,
        { ...ctx, siteId },
        { action: 'link_gtin', entity: 'medicine_gtin', entity_id: gtin, after: row },
      );
    });
  } catch (error) {
    const winner = isUniqueViolation(error) ? await existingLink(ctx, siteId, gtin) : undefined;
    if (!winner) throw error;
    return { link: sameOrConflict(winner, input, siteId, gtin), created: false };
  }
  const link = { site_id: siteId, gtin, medicine_template_id: template.id };
  return {
    link: { ...link, medicine_name: template.name, created_at: row.created_at },
    created: true,
  };
}
