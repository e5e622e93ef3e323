// Imported through loadArgon2 (offline-sign-in.ts) only, so its own chunk holds just argon2.
export { argon2id, argon2Verify } from 'hash-wasm';
