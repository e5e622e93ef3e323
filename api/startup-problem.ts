import type { DatabaseTarget } from './db/connect.ts';

/** The code of a Node system error (EADDRINUSE, ECONNREFUSED …), or null. */
function codeOf(error: unknown): string | null {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null;
}

/**
 * A start that failed for a reason the operator can fix, in one Swedish line instead of a stack
 * trace; null for anything else (which is a fault and keeps its stack).
 */
export function startupProblem(
  error: unknown,
  where: { port: number; database: string },
): string | null {
  switch (codeOf(error)) {
    case 'MEDVAKT_METRICS_PORT':
      return error instanceof Error ? error.message : null;
    case 'EADDRINUSE':
      return `Porten ${where.port} används redan av ett annat program. Stoppa det eller välj en annan port med PORT.`;
    case 'EACCES':
      return `Servern får inte lyssna på port ${where.port}. Välj en port över 1023 med PORT, eller ge rättigheten.`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `Databasen ${where.database} svarar inte (${codeOf(error) ?? ''}). Kontrollera DATABASE_URL och att databasen är igång.`;
    case '28P01':
    case '28000':
      return `Databasen ${where.database} tog inte emot inloggningen. Kontrollera användare och lösenord i DATABASE_URL.`;
    case '3D000':
      return `Databasen i DATABASE_URL finns inte på ${where.database}. Skapa den först (createdb).`;
    default:
      return null;
  }
}

/** Where the database is, for a message: never the password of a connection string. */
export function databaseLabel(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return target.file;
  try {
    const url = new URL(target.url);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
