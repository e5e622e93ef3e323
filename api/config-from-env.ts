import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, metricsOn, type Config, type EnvSettings } from './config.ts';
import { loadJwtSecret } from './secrets.ts';
import { DEMO_FEED_FILE } from './seed/demo-feed.ts';
import { isHttpSource } from './services/recalls/feed-fetch.ts';

// Read before anything heavy is loaded, so a setting the server cannot start with is named at once.

/** A configured feed (URL, or a path resolved here); with demo data, the demo feed by default. */
function recallFeedSource(configured: string | undefined, demo: string): string | null {
  if (configured)
    return isHttpSource(configured) || configured.startsWith('file://')
      ? configured
      : resolve(configured);
  return demo === '1' || demo === 'true' ? fileURLToPath(DEMO_FEED_FILE) : null;
}

/** The JWT key; a data folder the server cannot write is a configuration error naming DATA_DIR. */
function jwtSecretIn(fromEnv: string | undefined, dataDir: string): Uint8Array {
  try {
    return loadJwtSecret(fromEnv, dataDir);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'fel';
    throw new ConfigError(
      'DATA_DIR',
      `servern kan inte skriva nyckelfilen jwt-secret i ${dataDir} (${code}). Ge användaren som kör servern skrivrätt till mappen, eller sätt JWT_SECRET`,
    );
  }
}

/** The server's settings from its environment; relative paths count from the working folder. */
export function configFromEnv(
  env: EnvSettings,
  paths: { rendererDir: string; version: string; commit?: string },
): Config {
  const dataDir = resolve(env.DATA_DIR);
  const rendererDir = resolve(paths.rendererDir);
  return {
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? null,
    jwtSecret: jwtSecretIn(env.JWT_SECRET, dataDir),
    accessTokenMinutes: env.ACCESS_TOKEN_MINUTES,
    sessionHours: env.SESSION_HOURS,
    demoData: env.DEMO_DATA === '1' || env.DEMO_DATA === 'true',
    adminEmail: env.ADMIN_EMAIL ?? null,
    adminPassword: env.ADMIN_PASSWORD ?? null,
    rendererDir: existsSync(join(rendererDir, 'index.html')) ? rendererDir : null,
    support: { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE, hours: env.SUPPORT_HOURS },
    hostingNotice: env.HOSTING_NOTICE || null,
    tlsCertFile: env.TLS_CERT_FILE ? resolve(env.TLS_CERT_FILE) : null,
    tlsKeyFile: env.TLS_KEY_FILE ? resolve(env.TLS_KEY_FILE) : null,
    // PostgreSQL is backed up by its host; the embedded SQLite file by this server.
    backupDir: env.DATABASE_URL ? null : resolve(env.BACKUP_DIR ?? join(dataDir, 'backups')),
    backupKeep: env.BACKUP_KEEP,
    recallFeedUrl: recallFeedSource(env.RECALL_FEED_URL, env.DEMO_DATA),
    recallSyncMinutes: env.RECALL_SYNC_MINUTES,
    publicBaseUrl: env.PUBLIC_BASE_URL ?? null,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    localKioskKey: env.KIOSK_LOCAL_KEY ?? null,
    workers: env.WORKERS,
    warningsIntervalSeconds: env.WARNINGS_INTERVAL_SECONDS,
    apiTokenRateLimitPerMinute: env.API_TOKEN_RATE_LIMIT_PER_MINUTE,
    version: paths.version,
    commit: paths.commit ?? 'okänd',
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    metrics: metricsOn(env) ? { host: env.METRICS_HOST, port: env.METRICS_PORT } : null,
    logFormat: env.LOG_FORMAT,
    logLevel: env.LOG_LEVEL,
    mail: env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : null,
  };
}
