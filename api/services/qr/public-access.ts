import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../errors.ts';
import type { Actor } from '../auth/actor.ts';
import { auditActorOf, type AuditActor } from '../audit/audit-service.ts';
import { QR_LIMITS } from '../../../shared/schemas/qr.ts';

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

type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const WINDOW_MS = 60_000;
/** Above this many addresses, those with no request in the window are forgotten. */
const PRUNE_ABOVE = 5_000;

/** A sliding one-minute window of request times per client address, kept in memory. */
export function createRateLimiter(limit: number, windowMs = WINDOW_MS) {
  const hits = new Map<string, number[]>();
  const prune = (since: number) => {
    for (const [key, times] of hits) if ((times.at(-1) ?? 0) <= since) hits.delete(key);
  };
  return {
    take(key: string, now: number): Verdict {
      const since = now - windowMs;
      const recent = (hits.get(key) ?? []).filter((at) => at > since);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const reopens = (recent[0] ?? now) + windowMs;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((reopens - now) / 1000)),
        };
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > PRUNE_ABOVE) prune(since);
      return { allowed: true };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

// One limiter per app: every createApp has its own deps object.
const limiters = new WeakMap<AppDeps, RateLimiter>();

export function publicRateLimiter(deps: AppDeps): RateLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = createRateLimiter(QR_LIMITS.publicRequestsPerMinute);
    limiters.set(deps, limiter);
  }
  return limiter;
}
