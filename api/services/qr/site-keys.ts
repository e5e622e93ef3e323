import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const newSecret = () => randomBytes(32).toString('base64url');

/** HMAC-SHA256 of site and template under the site's key, cut to 128 bits. */
export const signCode = (secret: string, siteId: string, templateId: string) =>
  createHmac('sha256', secret)
    .update(`${siteId}/${templateId}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

export type SiteKeys = { current: string; previous: string | null };

type KeyColumns = { qr_secret: string | null; qr_previous_secret: string | null };

/**
 * A site's row as `read` gives it, with the site's signing keys, making the first key (and reading
 * the row again) if the site has none yet; null for no site.
 */
export async function withSiteKeys<T extends KeyColumns>(
  db: Kysely<Database>,
  siteId: string,
  read: () => Promise<T | undefined>,
): Promise<{ row: T; keys: SiteKeys } | null> {
  let row = await read();
  if (!row) return null;
  if (!row.qr_secret) {
    // Two first uses at once: the guarded update lets only one key be written.
    await db
      .updateTable('sites')
      .set({ qr_secret: newSecret() })
      .where('id', '=', siteId)
      .where('qr_secret', 'is', null)
      .execute();
    row = await read();
    if (!row?.qr_secret) return null;
  }
  return { row, keys: { current: row.qr_secret, previous: row.qr_previous_secret } };
}

/** The site's signing keys, making the first one if the site has none yet; null for no site. */
export async function siteKeys(db: Kysely<Database>, siteId: string): Promise<SiteKeys | null> {
  const found = await withSiteKeys(db, siteId, () =>
    db
      .selectFrom('sites')
      .select(['qr_secret', 'qr_previous_secret'])
      .where('id', '=', siteId)
      .executeTakeFirst(),
  );
  return found?.keys ?? null;
}

/** A new key for the site; codes signed with the old one are then answered as replaced. */
export async function rotateSiteKey(db: Kysely<Database>, siteId: string, at: string) {
  const keys = await siteKeys(db, siteId);
  if (!keys) return false;
  await db
    .updateTable('sites')
    .set({ qr_previous_secret: keys.current, qr_secret: newSecret(), qr_secret_rotated_at: at })
    .where('id', '=', siteId)
    .execute();
  return true;
}

export type TokenCheck = 'valid' | 'replaced' | 'forged';

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function checkToken(
  keys: SiteKeys,
  siteId: string,
  templateId: string,
  token: string,
): TokenCheck {
  if (sameToken(token, signCode(keys.current, siteId, templateId))) return 'valid';
  if (keys.previous && sameToken(token, signCode(keys.previous, siteId, templateId)))
    return 'replaced';
  return 'forged';
}
