import type { DatabaseTarget } from './db/connect.ts';

/** The code of a Node system error (EADDRINUSE, ECONNREFUSED …), or null. */
function codeOf(error: unknown): string | null {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null;
}

/** The file or folder a Node file-system error is about, or null. */
function pathOf(error: unknown): string | null {
  return error instanceof Error && 'path' in error && typeof error.path === 'string'
    ? error.path
    : null;
}

/** The setting whose file or folder holds `path` (the most specific one), or null. */
function settingHolding(path: string, settings: Record<string, string | null>): string | null {
  const holding = Object.entries(settings)
    .filter(([, value]) => value !== null && (path === value || path.startsWith(`${value}/`)))
    .sort(([, a], [, b]) => (b?.length ?? 0) - (a?.length ?? 0));
  return holding[0]?.[0] ?? null;
}

const FILE_ERRORS = new Set(['EACCES', 'EPERM', 'ENOENT', 'ENOTDIR', 'EROFS', 'EISDIR']);

/**
 * A start that failed for a reason the operator can fix, in one Swedish line instead of a stack
 * trace; null for anything else (which is a fault and keeps its stack).
 */
export function startupProblem(
  error: unknown,
  where: { port: number; database: string; paths?: Record<string, string | null> },
): string | null {
  const path = pathOf(error);
  const code = codeOf(error);
  if (path && code && FILE_ERRORS.has(code)) {
    const setting = settingHolding(path, where.paths ?? {});
    const fix = setting ? `Kontrollera ${setting} och att` : 'Kontrollera att';
    return `Servern kan inte använda ${path} (${code}). ${fix} användaren som kör servern får läsa och skriva där.`;
  }
  switch (code) {
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
