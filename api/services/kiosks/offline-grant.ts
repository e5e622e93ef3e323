import { jwtVerify, SignJWT } from 'jose';
import { OFFLINE_GRANT_HOURS } from '../../../shared/schemas/offline.ts';
import type { Config } from '../../config.ts';
import { forbidden } from '../../errors.ts';

/**
 * A kiosk's permission to act for one person while the server cannot be reached: signed by the
 * server at a badge sign-in, valid for OFFLINE_GRANT_HOURS, for that kiosk and its site only.
 * Events are checked against the time they happened, so a queue replayed the next morning still
 * counts what was done during the night.
 */
export type OfflineGrant = { userId: string; kioskId: string; siteId: string };

/** A grant as verified: with when the server issued it, by its own clock. */
export type VerifiedGrant = OfflineGrant & { issuedAt: Date };

const ISSUER = 'medvakt';
const AUDIENCE = 'medvakt-offline-kiosk';

export async function issueOfflineGrant(
  config: Config,
  grant: OfflineGrant,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  // iat is in whole seconds; a credentials change is compared with the issue to the millisecond.
  return new SignJWT({ kiosk: grant.kioskId, site: grant.siteId, issued_ms: now.getTime() })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(grant.userId)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + OFFLINE_GRANT_HOURS * 3600)
    .sign(config.jwtSecret);
}

export const GRANT_NOT_VALID =
  'Händelsen saknar en giltig offlinebehörighet: den som gjorde den hade inte loggat in med tagg ' +
  `vid den här kiosken under de ${OFFLINE_GRANT_HOURS} timmarna före.`;

/** The grant's claims when it is authentic and was valid when the event happened; 403 otherwise. */
export async function verifyOfflineGrant(
  config: Config,
  token: string,
  occurredAt: Date,
): Promise<VerifiedGrant> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: occurredAt,
    });
    const { sub, kiosk, site, iat, issued_ms } = payload;
    const issued = typeof issued_ms === 'number' ? issued_ms : (iat ?? 0) * 1000;
    if (typeof sub === 'string' && typeof kiosk === 'string' && typeof site === 'string')
      return { userId: sub, kioskId: kiosk, siteId: site, issuedAt: new Date(issued) };
  } catch {
    // Forged, for another server, or not valid at that time: the same refusal below.
  }
  throw forbidden(GRANT_NOT_VALID, 'OFFLINE_GRANT_INVALID');
}
