import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../errors.ts';
import type { Actor } from '../auth/actor.ts';
import { auditActorOf, type AuditActor } from '../audit/audit-service.ts';
import { QR_LIMITS } from '../../../shared/schemas/qr.ts';
import type { RateLimit } from '../rate-limits/rate-limit.ts';

/** Who calls a QR route: a signed-in person, or (actor null) the public QR page. */
export type QrCaller = AppDeps & {
  actor: Actor | null;
  /** The X-Site-Id the signed-in caller works in; null for the public page. */
  siteId: string | null;
  /** The client's address, named in the audit label of public changes. */
  address: string;
  /** Base of the Medvakt code addresses given back (PUBLIC_BASE_URL or the request's origin). */
  baseUrl: string;
};

export const RATE_LIMITED =
  'För många förfrågningar från den här adressen. Vänta en minut och försök igen.';

export const NARCOTICS_NEED_SIGN_IN =
  'Narkotikaklassade läkemedel kan inte tas ut utan inloggning. Logga in för att göra uttaget.';

/** Without sign-in a narcotic's batches, stock and changes are closed: 403 SIGN_IN_REQUIRED. */
export function assertSignedInForNarcotic(
  caller: Pick<QrCaller, 'actor'>,
  template: { is_controlled_substance: number },
): void {
  if (!caller.actor && template.is_controlled_substance === 1)
    throw forbidden(NARCOTICS_NEED_SIGN_IN, 'SIGN_IN_REQUIRED');
}

export const publicActorLabel = (address: string) => `Publik QR-sida (${address})`;

export function qrAuditActor(caller: QrCaller): AuditActor {
  if (caller.actor) return auditActorOf({ actor: caller.actor });
  return { id: null, label: publicActorLabel(caller.address) };
}

/** The public QR page's limit per client address, counted over every process on the database. */
export const publicPageLimit = (address: string): RateLimit => ({
  bucket: `qr-public:${address}`,
  limit: QR_LIMITS.publicRequestsPerMinute,
  windowMs: 60_000,
});
