import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Config } from '../../config.ts';
import { unauthorized } from '../../errors.ts';
import { rememberVerified, verifiedClaims, type AccessClaims } from './verified-tokens.ts';

const ISSUER = 'medvakt';

export async function signAccessToken(
  config: Config,
  claims: AccessClaims,
  now: Date,
): Promise<{ token: string; expiresIn: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresIn = config.accessTokenMinutes * 60;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresIn)
    .sign(config.jwtSecret);
  return { token, expiresIn };
}

function claimsOf(payload: JWTPayload): AccessClaims {
  const sid = payload.sid;
  if (typeof payload.sub !== 'string' || typeof sid !== 'string') throw invalidToken();
  return { userId: payload.sub, sessionId: sid };
}

const invalidToken = () =>
  unauthorized('Ogiltig eller utgången inloggning. Logga in igen.', 'INVALID_TOKEN');

export async function verifyAccessToken(
  config: Config,
  token: string,
  now: Date,
  options: { allowExpired?: boolean } = {},
): Promise<AccessClaims> {
  const known = verifiedClaims(config.jwtSecret, token, now);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const claims = claimsOf(payload);
    if (payload.exp !== undefined) rememberVerified(config.jwtSecret, token, claims, payload.exp);
    return claims;
  } catch (error) {
    // jose checks the signature before the expiry, so an expired token's claims are authentic.
    if (options.allowExpired && error instanceof errors.JWTExpired) return claimsOf(error.payload);
    throw invalidToken();
  }
}
