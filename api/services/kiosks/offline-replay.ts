import {
  OFFLINE_CLOCK_SKEW_MINUTES,
  type OfflineEventInput,
  type OfflineEventResult,
} from '../../../shared/schemas/offline.ts';
import { AppError, forbidden, invalid } from '../../errors.ts';
import { iso, minutesAfter } from '../../time.ts';
import { actorLabel, type Actor } from '../auth/actor.ts';
import type { QrCaller } from '../qr/public-access.ts';
import { storedScan } from '../qr/idempotency.ts';
import { resolveCode, type ResolvedCode } from '../qr/resolve-code.ts';
import { medicineOf } from '../qr/scan-stock.ts';
import { scanResolved } from '../qr/scan.ts';
import { worksAt } from './badge-login.ts';
import { requireKiosk } from './kiosk-keys.ts';
import { outsideOfflineBounds } from './offline-bounds.ts';
import { verifyOfflineGrant } from './offline-grant.ts';
import { recordRefusal, refusalByKey, type Refused } from './offline-refusals.ts';

/** The server, as a kiosk's replay reaches it: no one is signed in, the device key is the caller. */
export type ReplayCaller = Omit<QrCaller, 'actor' | 'siteId'>;

const OTHER_SITE =
  'Händelsen gäller ett läkemedel på en annan enhet än kioskens. Den bokas inte här.';
const ONLY_REGISTERED =
  'Bara en registrerad kiosk med egen enhet kan skicka händelser gjorda offline.';
const NARCOTIC_OFFLINE =
  'Narkotika tas inte ut offline. Följ enhetens pappersrutin och för in uttaget i journalen när servern svarar.';
const KEY_REUSED = 'Händelsens nyckel har redan använts för en annan händelse.';

/** Refusals a replay keeps for the unit manager; anything else is a fault to answer as it is. */
const KEPT_STATUSES = new Set([403, 404, 409, 410, 422]);

async function actorOf(caller: ReplayCaller, userId: string, siteId: string) {
  const user = await caller.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role', 'is_active'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw forbidden('Användaren finns inte längre.', 'OFFLINE_GRANT_INVALID');
  const actor: Actor = {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    sessionId: `offline:${siteId}`,
    siteIds: [siteId],
    boundSiteId: siteId,
  };
  const allowed =
    user.is_active === 1 && (user.role === 'admin' || (await worksAt(caller, user.id, siteId)));
  return { actor, allowed };
}

/**
 * Books a withdrawal or put-back a kiosk made while the server could not be reached, as of when it
 * happened. A refusal the event itself causes (too little stock, a recall hold, a narcotic, an
 * event too old or under a grant the person's new credentials ended) is kept as 'Behöver åtgärd'
 * for the unit manager and answered as such; a replay of the same event, booked
 * or refused, is answered as the first time. An event the kiosk may not send is refused outright.
 */
export async function replayOfflineEvent(
  caller: ReplayCaller,
  kioskKey: string | undefined,
  event: OfflineEventInput,
): Promise<OfflineEventResult> {
  const kiosk = await requireKiosk(caller, kioskKey);
  if (!kiosk.id || !kiosk.siteId) throw forbidden(ONLY_REGISTERED, 'KIOSK_NOT_REGISTERED');
  const now = caller.clock.now();
  const occurred = new Date(event.occurred_at);
  if (occurred > minutesAfter(now, OFFLINE_CLOCK_SKEW_MINUTES))
    throw invalid(
      'Händelsen har en tidpunkt i framtiden. Kontrollera kioskens klocka.',
      [{ path: 'occurred_at', message: 'Tidpunkten ligger i framtiden' }],
      'OCCURRED_IN_FUTURE',
    );
  const grant = await verifyOfflineGrant(caller.config, event.grant, occurred);
  if (grant.kioskId !== kiosk.id || grant.siteId !== kiosk.siteId)
    throw forbidden(
      'Offlinebehörigheten gäller en annan kiosk eller enhet.',
      'OFFLINE_GRANT_INVALID',
    );
  const siteId = kiosk.siteId;
  const at = { id: kiosk.id, name: kiosk.name };

  const earlier = await refusalByKey(caller.db, event.idempotency_key);
  if (earlier) {
    if (earlier.site_id !== siteId || earlier.user_id !== grant.userId)
      throw invalid(KEY_REUSED, undefined, 'IDEMPOTENCY_KEY_REUSED');
    return { status: 'needs_action', message: earlier.reason, replayed: true };
  }

  const { actor, allowed } = await actorOf(caller, grant.userId, siteId);
  const scanner: QrCaller = { ...caller, actor, siteId };
  const resolution = await resolveCode(scanner, event.qr_code_data);
  if (!resolution.ok && resolution.refusal.code === 'SITE_NOT_ALLOWED')
    throw forbidden(OTHER_SITE, 'SITE_NOT_ALLOWED');
  if (resolution.ok && resolution.code.site.id !== siteId)
    throw forbidden(OTHER_SITE, 'SITE_NOT_ALLOWED');

  const code: ResolvedCode | null = resolution.ok ? resolution.code : null;
  const refuse = async (reason: string, errorCode: string | null) => {
    const refused: Refused = {
      siteId,
      kiosk: at,
      actor: { id: actor.id, label: actorLabel(actor) },
      event,
      medicine: code
        ? { id: code.template.id, name: medicineOf(code) }
        : { id: null, name: 'Okänt läkemedel' },
      code: errorCode,
      reason,
      narcotic: code?.template.is_controlled_substance === 1,
    };
    const kept = await recordRefusal(caller.db, now, refused, caller);
    return {
      status: 'needs_action',
      message: kept.row.reason,
      replayed: kept.replayed,
    } satisfies OfflineEventResult;
  };

  // An event booked while it was within bounds is answered as booked, however late it comes again.
  if (!(await storedScan(caller.db, event.idempotency_key))) {
    const person = { id: actor.id, label: actorLabel(actor) };
    const outside = await outsideOfflineBounds(caller.db, event, grant, person, now);
    if (outside) return refuse(outside.reason, outside.code);
    if (!allowed)
      return refuse(
        `${person.label} är inaktiverad eller arbetar inte längre på enheten.`,
        'SITE_NOT_ALLOWED',
      );
  }
  if (!resolution.ok) return refuse(resolution.refusal.message, resolution.refusal.code);
  if (resolution.code.template.is_controlled_substance === 1)
    return refuse(NARCOTIC_OFFLINE, 'NARCOTIC_OFFLINE');

  try {
    const booked = await scanResolved(
      scanner,
      resolution.code,
      {
        qr_code_data: event.qr_code_data,
        action_type: event.action_type,
        quantity: event.quantity,
        unit_type: event.unit_type,
        batch_number: event.batch_number,
        expiry_date: event.expiry_date,
        // Events are queued by the kiosk's scan screen: its cap and the site's limits hold.
        source: 'scan_screen',
        // A narcotic, the only delivery that needs these, was refused above.
        delivery_reference: null,
        witness: null,
      },
      event.idempotency_key,
      { occurredAt: iso(occurred) },
    );
    return { status: 'booked', message: booked.message, replayed: booked.replayed };
  } catch (error) {
    if (
      error instanceof AppError &&
      KEPT_STATUSES.has(error.status) &&
      error.code !== 'IDEMPOTENCY_KEY_REUSED'
    )
      return refuse(error.detail, error.code);
    throw error;
  }
}
