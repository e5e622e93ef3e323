import type { Witness } from '../../../shared/schemas/narcotics.ts';
import type { UserTable } from '../../db/schema.ts';
import { invalid, tooManyRequests, type FieldError } from '../../errors.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { loginAttemptSucceeded, reserveLoginAttempt } from '../auth/login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { checkBadgePin, minutesUntil, type BadgePinCheck } from '../kiosks/badge-pin.ts';
import { kioskOfKey } from '../kiosks/kiosk-keys.ts';

/** A second person who signed by signing in again: the id and label the records keep. */
export type SignedWitness = { id: string; label: string };

/** Where a witness signs from: the client's address, and the kiosk's device key when at one. */
export type WitnessSigner = { address: string; kioskKey: string | undefined };

const WITNESS_WRONG = 'Vittnets e-postadress eller lösenord är fel.';

const refused = (detail: string) =>
  invalid(detail, [{ path: 'witness', message: detail }], 'WITNESS_INVALID');

type PasswordWitness = Extract<Witness, { email: string }>;
type BadgeWitness = Extract<Witness, { badge_id: string }>;

/** E-mail and password, checked like a sign-in: the attempt is counted before the password is. */
async function passwordSigner(
  ctx: ServiceContext,
  witness: PasswordWitness,
  address: string,
): Promise<UserTable> {
  const reservation = await reserveLoginAttempt(ctx, { email: witness.email, address });
  const row = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', witness.email)
    .executeTakeFirst();
  const ok = row
    ? await verifyPassword(row.password_hash, witness.password)
    : await verifyAgainstDummy(witness.password);
  if (!row || !ok) throw refused(WITNESS_WRONG);
  await loginAttemptSucceeded(ctx, reservation);
  return row;
}

function badgeRefusal(check: Exclude<BadgePinCheck, { ok: true }>, now: Date): Error {
  if (check.reason === 'refused') return refused('Vittnets tagg eller PIN-kod är fel.');
  const { seconds, minutes } = minutesUntil(check.until, now);
  const wait = `${minutes} ${minutes === 1 ? 'minut' : 'minuter'}`;
  return check.reason === 'locked'
    ? tooManyRequests(`Vittnets tagg är låst i ${wait}. Signera med e-post och lösenord.`, seconds)
    : tooManyRequests(
        `För många felaktiga försök med tagg och PIN-kod på den här kiosken. Vittnet kan signera ` +
          `med e-post och lösenord, eller försöka igen om ${wait}.`,
        seconds,
        'KIOSK_THROTTLED',
      );
}

/** Badge and PIN, only at a registered kiosk of this site (or this installation's own kiosk). */
async function badgeSigner(
  ctx: ServiceContext,
  siteId: string,
  witness: BadgeWitness,
  kioskKey: string | undefined,
): Promise<UserTable> {
  const kiosk = await kioskOfKey(ctx, kioskKey);
  if (!kiosk)
    throw refused(
      'Tagg och PIN-kod fungerar bara på en registrerad kiosk. Signera med e-post och lösenord.',
    );
  if (kiosk.siteId && kiosk.siteId !== siteId)
    throw refused('Kiosken står på en annan enhet. Signera med e-post och lösenord.');
  const check = await checkBadgePin(ctx, kiosk, witness.badge_id, witness.pin);
  if (!check.ok) throw badgeRefusal(check, ctx.clock.now());
  return check.user;
}

/**
 * Checks that a second person signed (by password, or by badge and PIN at a kiosk) and that the
 * witness is another active person of the site. Runs before the caller's transaction, so a failed
 * attempt stays counted.
 */
export async function verifyWitness(
  ctx: ServiceContext,
  siteId: string,
  witness: Witness,
  signer: WitnessSigner,
): Promise<SignedWitness> {
  const row =
    'badge_id' in witness
      ? await badgeSigner(ctx, siteId, witness, signer.kioskKey)
      : await passwordSigner(ctx, witness, signer.address);
  if (row.id === ctx.actor.id) throw refused('Vittnet måste vara en annan person än du.');
  if (row.is_active !== 1) throw refused('Vittnets konto är inaktiverat.');
  if (row.role !== 'admin') {
    const member = await ctx.db
      .selectFrom('user_sites')
      .select('user_id')
      .where('user_id', '=', row.id)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (!member) throw refused('Vittnet arbetar inte på den här enheten.');
  }
  return { id: row.id, label: actorLabel(row) };
}

/**
 * A witness the step cannot go without: 422 WITNESS_REQUIRED with `message` when none signed,
 * otherwise verified as `verifyWitness` does.
 */
export async function requireWitness(
  ctx: ServiceContext,
  siteId: string,
  witness: Witness | null | undefined,
  signer: WitnessSigner,
  message: string,
): Promise<SignedWitness> {
  if (!witness) throw invalid(message, [{ path: 'witness', message }], 'WITNESS_REQUIRED');
  return verifyWitness(ctx, siteId, witness, signer);
}

/**
 * A counted difference in a narcotic needs a second person's signature and a reason: every one
 * missing is named in one answer, WITNESS_REQUIRED before NOTE_REQUIRED. `witnessMessage` says
 * what was counted (a count, or a stock-take's narcotic line).
 */
export function requireSignedDiscrepancy(
  signed: boolean,
  note: string | null | undefined,
  witnessMessage: string,
): void {
  const errors: FieldError[] = [];
  if (!signed) errors.push({ path: 'witness', message: witnessMessage });
  if (!note) errors.push({ path: 'note', message: 'Ange orsak till avvikelsen' });
  const [first] = errors;
  if (first) throw invalid(first.message, errors, signed ? 'NOTE_REQUIRED' : 'WITNESS_REQUIRED');
}
