import { looksLikeGs1, parseGs1 } from '../../../shared/gs1.ts';
import { parseMedvaktCode } from '../../../shared/qr-code.ts';
import type { Gs1Fields, QR_ERROR_CODES } from '../../../shared/schemas/qr.ts';
import type { SiteScanLimits } from '../../../shared/scan-limits.ts';
import { AppError, type ErrorStatus } from '../../errors.ts';
import { canSeeSite } from '../auth/permissions.ts';
import type { QrCaller } from './public-access.ts';
import { signedCodeUrl } from './codes.ts';
import { checkToken, withSiteKeys, type SiteKeys } from './site-keys.ts';

export type QrErrorCode = (typeof QR_ERROR_CODES)[number];

export const QR_TEXTS = {
  invalid: 'Ogiltig QR-kod',
  missingIds: 'Ogiltig QR-kod: saknar site eller medicin ID',
  replaced: 'QR-koden har ersatts av en nyare. Skriv ut ett nytt QR-ark för enheten.',
  notFound: 'Medicin hittades inte',
  inactive: 'Läkemedlet är inaktiverat på enheten och kan inte skannas.',
  siteInactive: 'Enheten är inaktiverad. QR-koden kan inte användas.',
  noSite: 'Välj en enhet först: förpackningar söks bland den valda enhetens läkemedel.',
  signIn: 'Logga in för att skanna läkemedelsförpackningar.',
  gtinUnknown: (gtin: string) =>
    `Förpackningen (GTIN ${gtin}) är inte kopplad till något läkemedel på enheten. Välj vilket läkemedel den är.`,
} as const;

export type ScannedSite = { id: string; name: string };

/** The site of an accepted code, with the limits its scans are held to. */
export type CodeSite = ScannedSite & { limits: SiteScanLimits };

export type ScannedTemplate = {
  id: string;
  site_id: string;
  name: string;
  strength: string | null;
  unit: string;
  is_controlled_substance: number;
  is_active: number;
};

export type ResolvedCode = {
  site: CodeSite;
  template: ScannedTemplate;
  /** The template's Medvakt code, also when a pack was scanned. */
  codeUrl: string;
  gs1: Gs1Fields | null;
};

/** Why a code was not accepted, with the HTTP status the stock calls answer it with. */
export type CodeRefusal = {
  code: QrErrorCode;
  message: string;
  status: ErrorStatus;
  gs1: Gs1Fields | null;
  site: ScannedSite | null;
};

export type CodeResolution = { ok: true; code: ResolvedCode } | { ok: false; refusal: CodeRefusal };

const refuse = (
  code: QrErrorCode,
  message: string,
  status: ErrorStatus,
  extra: Partial<Pick<CodeRefusal, 'gs1' | 'site'>> = {},
): CodeResolution => ({
  ok: false,
  refusal: { code, message, status, gs1: extra.gs1 ?? null, site: extra.site ?? null },
});

export const refusalError = (refusal: CodeRefusal) =>
  new AppError(refusal.status, refusal.code, refusal.message);

/** The resolved code, or the refusal thrown as the stock calls' error. */
export function acceptedOrThrow(resolution: CodeResolution): ResolvedCode {
  if (!resolution.ok) throw refusalError(resolution.refusal);
  return resolution.code;
}

type SiteRow = {
  id: string;
  name: string;
  is_active: number;
  default_withdraw_limit: number;
  default_add_limit: number;
};
type SiteWithKeys = { site: SiteRow; keys: SiteKeys };

/** The site a code names with its signing keys (the first made on first use); null for none. */
async function siteWithKeys(caller: QrCaller, siteId: string): Promise<SiteWithKeys | null> {
  const found = await withSiteKeys(caller.db, siteId, () =>
    caller.db
      .selectFrom('sites')
      .select([
        'id',
        'name',
        'is_active',
        'default_withdraw_limit',
        'default_add_limit',
        'qr_secret',
        'qr_previous_secret',
      ])
      .where('id', '=', siteId)
      .executeTakeFirst(),
  );
  return found && { site: found.row, keys: found.keys };
}

/** The same, and the site's template `templateId` if it has one, in one read. */
async function siteAndTemplate(caller: QrCaller, siteId: string, templateId: string) {
  const found = await withSiteKeys(caller.db, siteId, () =>
    caller.db
      .selectFrom('sites as s')
      .leftJoin('medicine_templates as t', (join) =>
        join.on('t.id', '=', templateId).onRef('t.site_id', '=', 's.id'),
      )
      .select([
        's.id',
        's.name',
        's.is_active',
        's.default_withdraw_limit',
        's.default_add_limit',
        's.qr_secret',
        's.qr_previous_secret',
        't.id as template_id',
        't.site_id as template_site_id',
        't.name as template_name',
        't.strength as template_strength',
        't.unit as template_unit',
        't.is_controlled_substance as template_narcotic',
        't.is_active as template_active',
      ])
      .where('s.id', '=', siteId)
      .executeTakeFirst(),
  );
  if (!found) return null;
  const { row } = found;
  const template: ScannedTemplate | undefined =
    row.template_id !== null &&
    row.template_site_id !== null &&
    row.template_name !== null &&
    row.template_unit !== null &&
    row.template_narcotic !== null &&
    row.template_active !== null
      ? {
          id: row.template_id,
          site_id: row.template_site_id,
          name: row.template_name,
          strength: row.template_strength,
          unit: row.template_unit,
          is_controlled_substance: row.template_narcotic,
          is_active: row.template_active,
        }
      : undefined;
  return { site: row, keys: found.keys, template };
}

async function templateOf(caller: QrCaller, siteId: string, templateId: string) {
  return caller.db
    .selectFrom('medicine_templates')
    .select(['id', 'site_id', 'name', 'strength', 'unit', 'is_controlled_substance', 'is_active'])
    .where('id', '=', templateId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
}

/** The code's template if its site is active and it is there and active; `template` reads it. */
async function templateIn(
  caller: QrCaller,
  { site, keys }: SiteWithKeys,
  templateId: string,
  gs1: Gs1Fields | null,
  template: () => Promise<ScannedTemplate | undefined>,
): Promise<CodeResolution> {
  if (site.is_active !== 1) return refuse('SITE_NOT_FOUND', QR_TEXTS.siteInactive, 409, { gs1 });
  const found = await template();
  const scannedSite = { id: site.id, name: site.name };
  if (!found)
    return refuse('MEDICINE_NOT_FOUND', QR_TEXTS.notFound, 404, { gs1, site: scannedSite });
  if (found.is_active !== 1)
    return refuse('MEDICINE_INACTIVE', QR_TEXTS.inactive, 409, { gs1, site: scannedSite });
  return {
    ok: true,
    code: {
      site: {
        ...scannedSite,
        limits: { withdraw: site.default_withdraw_limit, add: site.default_add_limit },
      },
      template: found,
      codeUrl: signedCodeUrl(caller.baseUrl, keys.current, site.id, templateId),
      gs1,
    },
  };
}

/**
 * A site's template reached through a Medvakt code (or, for a signed-in caller, by its ids with
 * no token). Another tenant's site is answered as not found before anything is looked up.
 */
export async function resolveTemplateCode(
  caller: QrCaller,
  code: { siteId: string; templateId: string; token: string | null },
): Promise<CodeResolution> {
  if (caller.actor && !canSeeSite(caller.actor, code.siteId))
    return refuse('SITE_NOT_ALLOWED', QR_TEXTS.notFound, 404);
  if (!caller.actor && !code.token) return refuse('SIGN_IN_REQUIRED', 'Du måste logga in.', 401);
  const found = await siteAndTemplate(caller, code.siteId, code.templateId);
  if (!found) return refuse('MEDICINE_NOT_FOUND', QR_TEXTS.notFound, 404);
  if (code.token !== null) {
    const check = checkToken(found.keys, code.siteId, code.templateId, code.token);
    if (check === 'forged') return refuse('TOKEN_INVALID', QR_TEXTS.invalid, 403);
    if (check === 'replaced') return refuse('TOKEN_REPLACED', QR_TEXTS.replaced, 403);
  }
  return templateIn(caller, found, code.templateId, null, () => Promise.resolve(found.template));
}

/** A medicine pack's GS1 code: its GTIN looked up among the caller's working site's links. */
async function resolvePackCode(caller: QrCaller, text: string): Promise<CodeResolution> {
  const parsed = parseGs1(text);
  const gs1 = parsed.ok ? parsed.fields : null;
  if (!caller.actor) return refuse('SIGN_IN_REQUIRED', QR_TEXTS.signIn, 401, { gs1 });
  if (!parsed.ok) return refuse('GTIN_INVALID', parsed.error, 422);
  const siteId = caller.siteId;
  if (!siteId) return refuse('SITE_NOT_FOUND', QR_TEXTS.noSite, 400, { gs1 });
  const found = await siteWithKeys(caller, siteId);
  if (!found) return refuse('SITE_NOT_FOUND', QR_TEXTS.noSite, 400, { gs1 });
  const link = await caller.db
    .selectFrom('medicine_gtins')
    .select('medicine_template_id')
    .where('site_id', '=', siteId)
    .where('gtin', '=', parsed.fields.gtin)
    .executeTakeFirst();
  if (!link)
    return refuse('GTIN_UNKNOWN', QR_TEXTS.gtinUnknown(parsed.fields.gtin), 404, {
      gs1,
      site: { id: found.site.id, name: found.site.name },
    });
  const templateId = link.medicine_template_id;
  return templateIn(caller, found, templateId, gs1, () => templateOf(caller, siteId, templateId));
}

/** What a scanned or pasted text is: a Medvakt code, a pack's GS1 code, or neither. */
export async function resolveCode(caller: QrCaller, text: string): Promise<CodeResolution> {
  const medvakt = parseMedvaktCode(text);
  if (medvakt) return resolveTemplateCode(caller, medvakt);
  if (looksLikeGs1(text)) return resolvePackCode(caller, text);
  if (/(^|\/)qr(\/|$)/i.test(text.trim())) return refuse('INVALID_CODE', QR_TEXTS.missingIds, 422);
  return refuse('INVALID_CODE', QR_TEXTS.invalid, 422);
}
