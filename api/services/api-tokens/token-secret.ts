import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '../../../shared/schemas/api-tokens.ts';

/** A new token: the prefix and 256 random bits, shown to its maker once. */
export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * The token is 256 random bits, so a plain SHA-256, looked up directly, keeps it unreadable at
 * rest. argon2id is for guessable secrets (passwords, PINs) and would cost ~50 ms on every call.
 */
export const apiTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
