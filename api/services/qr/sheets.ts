import { randomBytes, randomUUID } from 'node:crypto';
import type {
  QrKeyRotateInput,
  QrKeyRotateResult,
  QrPdfInput,
  QrPdfResult,
} from '../../../shared/schemas/qr.ts';
import type { QrSheetTable } from '../../db/schema.ts';
import { invalid, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { canSeeSite, requireRole } from '../auth/permissions.ts';
import { workingSite } from '../sites/site-scope.ts';
import { iso } from '../../time.ts';
import { currentSiteKey, signedCodeUrl } from './codes.ts';
import { renderSheet, sheetPageCount, type SheetCode } from './sheet-pdf.ts';
import { rotateSiteKey } from './site-keys.ts';

/** Stored sheets are for 'Ladda ner igen' and reprints, not an archive. */
const KEEP_DAYS = 30;
const SHEET_NOT_FOUND = 'QR-arket hittades inte. Skapa ett nytt ark.';
const SHEET_NAME = /^qr-koder-[a-z0-9]+(?:-[a-z0-9]+)*-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.pdf$/;

/** The site's name in ASCII for a file name: 'Björkhagens äldreboende' -> 'bjorkhagens-aldreboende'. */
export function siteSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug || 'enhet';
}

const collator = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });
const byNameAndStrength = (a: SheetCode, b: SheetCode) =>
  collator.compare(a.name, b.name) || collator.compare(a.strength ?? '', b.strength ?? '');

async function sheetCodes(ctx: ServiceContext, siteId: string, input: QrPdfInput, baseUrl: string) {
  let query = ctx.db
    .selectFrom('medicine_templates')
    .select(['id', 'name', 'strength', 'unit', 'is_controlled_substance'])
    .where('site_id', '=', siteId)
    .where('is_active', '=', 1);
  if (!input.include_controlled_substances) query = query.where('is_controlled_substance', '=', 0);
  const templates = await query.execute();
  if (templates.length === 0) {
    const controlledOnly = !input.include_controlled_substances && (await hasActive(ctx, siteId));
    throw invalid(
      controlledOnly
        ? 'Enheten har bara narkotikaklassade läkemedelsmallar. Slå på Narkotikaklassade läkemedel för att skapa QR-koder för dem.'
        : 'Enheten har inga aktiva läkemedelsmallar att skapa QR-koder för.',
      undefined,
      'NO_ACTIVE_TEMPLATES',
    );
  }
  const secret = await currentSiteKey(ctx.db, siteId);
  return templates
    .map((t): SheetCode => ({
      url: signedCodeUrl(baseUrl, secret, siteId, t.id),
      name: t.name,
      strength: t.strength,
      unit: t.unit,
      controlled: t.is_controlled_substance === 1,
    }))
    .sort(byNameAndStrength);
}

async function hasActive(ctx: ServiceContext, siteId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('medicine_templates')
    .select('id')
    .where('site_id', '=', siteId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Draws the site's A4 sheet, keeps it for downloading and drops the site's old sheets. */
export async function generateSheet(
  ctx: ServiceContext,
  input: QrPdfInput,
  baseUrl: string,
): Promise<QrPdfResult> {
  const siteId = await workingSite(ctx, input.site_id);
  const site = await ctx.db
    .selectFrom('sites')
    .select('name')
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  const codes = await sheetCodes(ctx, siteId, input, baseUrl);
  const now = ctx.clock.now();
  const day = ctx.clock.today();
  const pdf = await renderSheet({
    siteName: site.name,
    day,
    codesPerPage: input.codes_per_page,
    codes,
  });
  const row: QrSheetTable = {
    id: randomUUID(),
    site_id: siteId,
    filename: `qr-koder-${siteSlug(site.name)}-${day}-${randomBytes(4).toString('hex')}.pdf`,
    include_controlled: input.include_controlled_substances ? 1 : 0,
    codes_per_page: input.codes_per_page,
    total_codes: codes.length,
    total_pages: sheetPageCount(codes.length, input.codes_per_page),
    pdf,
    generated_by: ctx.actor.id,
    generated_at: iso(now),
  };
  const { pdf: _bytes, ...described } = row;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('qr_sheets').values(row).execute();
    await trx
      .deleteFrom('qr_sheets')
      .where('site_id', '=', siteId)
      .where('generated_at', '<', iso(new Date(now.getTime() - KEEP_DAYS * 86_400_000)))
      .execute();
    await audit(trx, ctx, {
      action: 'generate',
      entity: 'qr_sheet',
      entity_id: row.id,
      site_id: siteId,
      after: described,
    });
  });
  return {
    pdf_filename: row.filename,
    total_codes: row.total_codes,
    total_pages: row.total_pages,
    generated_at: row.generated_at,
  };
}

export type SheetFile = { filename: string; pdf: Buffer };

/** A stored sheet by its file name; 404 for any other name and for sheets of others' sites. */
export async function downloadSheet(ctx: ServiceContext, filename: string): Promise<SheetFile> {
  if (!SHEET_NAME.test(filename)) throw notFound(SHEET_NOT_FOUND, 'QR_SHEET_NOT_FOUND');
  const sheet = await ctx.db
    .selectFrom('qr_sheets')
    .select(['site_id', 'filename', 'pdf'])
    .where('filename', '=', filename)
    .executeTakeFirst();
  if (!sheet || !canSeeSite(ctx.actor, sheet.site_id))
    throw notFound(SHEET_NOT_FOUND, 'QR_SHEET_NOT_FOUND');
  return { filename: sheet.filename, pdf: Buffer.from(sheet.pdf) };
}

/**
 * A new signing key for the site: every printed sheet of it stops working (scans say the sheet
 * was replaced), so the stored sheets go too.
 */
export async function rotateKey(
  ctx: ServiceContext,
  input: QrKeyRotateInput,
): Promise<QrKeyRotateResult> {
  requireRole(ctx.actor, 'admin');
  const siteId = await workingSite(ctx, input.site_id);
  const at = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await rotateSiteKey(trx, siteId, at);
    const dropped = await trx.deleteFrom('qr_sheets').where('site_id', '=', siteId).execute();
    await audit(trx, ctx, {
      action: 'rotate_qr_key',
      entity: 'site',
      entity_id: siteId,
      site_id: siteId,
      after: {
        qr_secret_rotated_at: at,
        sheets_removed: dropped.reduce((n, r) => n + Number(r.numDeletedRows), 0),
      },
    });
  });
  return { site_id: siteId, rotated_at: at };
}
