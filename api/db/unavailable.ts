/** Socket errors that mean the database server cannot be reached or dropped the connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres and its pool say when a connection ends or cannot be had in time. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Connection terminated due to connection timeout$/,
];

function unavailableByCode(code: string, message: string): boolean {
  // 57P01 admin shutdown (pg_terminate_backend, fast shutdown), 57P02 crash, 57P03 cannot connect
  // now (starting, stopping, recovering); class 08 is a connection exception; 53300 too many
  // connections; 55000 names a database that refuses new connections (ALLOW_CONNECTIONS false).
  if (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
  if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  if (code === '55000') return /is not currently accepting connections/.test(message);
  if (SOCKET_CODES.has(code)) return true;
  // SQLite: another process held the write lock longer than busy_timeout.
  return code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_');
}

/**
 * Whether an error means the database is out of reach for now (down, restarting, failing over,
 * refusing connections, or locked past the wait), so the same request may succeed later; false for
 * errors in the request itself or in the code.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if ('code' in error && typeof error.code === 'string' && unavailableByCode(error.code, message))
    return true;
  if (CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node reports a refused connection to every address of a host name as one AggregateError.
  if (error instanceof AggregateError)
    return error.errors.some((inner: unknown) => isDatabaseUnavailable(inner, depth + 1));
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}
