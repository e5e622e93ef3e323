import { randomUUID } from 'node:crypto';
import type {
  CertificateInput,
  CertificateMeta,
} from '../../../shared/schemas/kassation-reports.ts';
import { stockholmDay } from '../../clock.ts';
import type { KassationCertificateTable } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { requireRole } from '../auth/permissions.ts';
import { iso } from '../../time.ts';
import { renderCertificate } from './certificate-pdf.ts';
import { findKassation } from './records.ts';

const filenameOf = (c: KassationCertificateTable) =>
  `kassationsintyg-${stockholmDay(new Date(c.generated_at))}-${c.kassation_id.slice(0, 8)}.pdf`;

const toMeta = (c: KassationCertificateTable): CertificateMeta => ({
  id: c.id,
  kassation_id: c.kassation_id,
  include_signatures: c.include_signatures === 1,
  additional_notes: c.additional_notes,
  generator_name: c.generator_name,
  generated_at: c.generated_at,
  filename: filenameOf(c),
});

/** Records that a certificate was issued, with its options; the PDF is drawn when downloaded. */
export async function generateCertificate(
  ctx: ServiceContext,
  id: string,
  input: CertificateInput,
): Promise<CertificateMeta> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const kassation = await findKassation(ctx, id);
  if (kassation.status === 'cancelled')
    throw conflict(
      'Kassationen är avbruten och har därför inget kassationsintyg.',
      'KASSATION_CANCELLED',
    );
  const row: KassationCertificateTable = {
    id: randomUUID(),
    kassation_id: id,
    include_signatures: input.include_signatures ? 1 : 0,
    additional_notes: input.additional_notes,
    generated_by: ctx.actor.id,
    generator_name: actorLabel(ctx.actor),
    generated_at: iso(ctx.clock.now()),
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('kassation_certificates').values(row).execute();
    await audit(
      trx,
      { ...ctx, siteId: kassation.site_id },
      { action: 'certificate', entity: 'kassation', entity_id: id, after: row },
    );
  });
  return toMeta(row);
}

export type CertificateFile = { filename: string; pdf: Buffer };

/** The newest certificate of the kassation as an A4 PDF. */
export async function downloadCertificate(
  ctx: ServiceContext,
  id: string,
): Promise<CertificateFile> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const kassation = await findKassation(ctx, id);
  const certificate = await ctx.db
    .selectFrom('kassation_certificates')
    .selectAll()
    .where('kassation_id', '=', id)
    .orderBy('generated_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (!certificate)
    throw notFound(
      'Inget kassationsintyg har skapats för kassationen ännu. Skapa intyget först.',
      'CERTIFICATE_NOT_FOUND',
    );
  const site = await ctx.db
    .selectFrom('sites as s')
    .leftJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.name as site_name', 'c.name as customer_name'])
    .where('s.id', '=', kassation.site_id)
    .executeTakeFirstOrThrow();
  const { is_controlled_substance, has_certificate: _has, ...record } = kassation;
  const pdf = await renderCertificate({
    kassation: record,
    certificate,
    siteName: site.site_name,
    customerName: site.customer_name,
    isControlled: is_controlled_substance === 1,
  });
  return { filename: filenameOf(certificate), pdf };
}
