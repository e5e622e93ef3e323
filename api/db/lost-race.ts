/**
 * The SQLSTATE when PostgreSQL ended this transaction to break a deadlock (40P01) or could not
 * serialise it (40001): nothing it wrote was kept, and the same request may succeed when sent
 * again. Null for any other error.
 */
export function lostRaceCode(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('code' in error)) return null;
  const code = String(error.code);
  return code === '40P01' || code === '40001' ? code : null;
}
