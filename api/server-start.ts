import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { Server as TlsServer } from 'node:tls';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, metricsOn, type Config, type EnvSettings } from './config.ts';
import { connectDatabase, databaseTargetFromUrl, type DatabaseTarget } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { underStartLock } from './db/start-lock.ts';
import type { DestinationStream } from 'pino';
import type { AppDeps } from './deps.ts';
import { tlsServeOptions } from './http/tls.ts';
import { reloadCertificatesOnChange } from './http/tls-reload.ts';
import { createLogger, type Logger } from './observability/logger.ts';
import { startProcessMetrics, type ProcessMetrics } from './observability/process-metrics.ts';
import { backupJob } from './jobs/backup-job.ts';
import { recallFeedJobs } from './jobs/recall-job.ts';
import { housekeepingJob } from './jobs/housekeeping-job.ts';
import { databaseTurns, processHolder } from './jobs/job-turns.ts';
import { startJobs } from './jobs/scheduler.ts';
import { warningsJob } from './jobs/warnings-job.ts';
import { mailJob } from './jobs/mail-job.ts';
import { loadJwtSecret } from './secrets.ts';
import { holdDataDirLock } from './services/backup/data-dir-lock.ts';
import { checkLedgerAtStart } from './services/stock/ledger-startup.ts';
import { bootstrap, type BootstrapResult } from './seed/bootstrap.ts';
import { DEMO_FEED_FILE } from './seed/demo-feed.ts';
import { createFeedReader, isHttpSource } from './services/recalls/feed-fetch.ts';

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

export type RunningServer = {
  /** The port listened on (the chosen one when the config asked for port 0). */
  port: number;
  address: string;
  /** The metrics port when this process serves metrics itself; else null. */
  metricsPort: number | null;
  target: DatabaseTarget;
  seeded: BootstrapResult;
  logger: Logger;
  /** Stops accepting requests, waits for running jobs, closes the database. */
  stop: () => Promise<void>;
};

export type StartOptions = {
  /** Where the log goes instead of standard output (tests read it). */
  logDestination?: DestinationStream;
  /** How often the TLS files are looked at for a renewed certificate. */
  tlsCheckIntervalMs?: number;
};

function listen(options: Parameters<typeof serve>[0]): Promise<{ server: Server; port: number }> {
  return new Promise((resolveListen, reject) => {
    const server = serve(options, (info) => resolveListen({ server, port: info.port })) as Server;
    server.once('error', reject);
  });
}

/** Migrates, bootstraps, starts the jobs and listens: the whole server, as `npm start` runs it. */
export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  const logger = createLogger({
    format: config.logFormat,
    level: config.logLevel,
    destination: options.logDestination,
  });
  logger.info(
    { version: config.version, commit: config.commit },
    `Medvakt ${config.version} (${config.commit}) startar`,
  );
  const { scheme, ...tls } = tlsServeOptions(config);
  const target = databaseTargetFromUrl(config.databaseUrl ?? undefined, config.dataDir);
  // `npm run restore` refuses to replace the SQLite file while this lock says a server uses it.
  const releaseLock = target.kind === 'sqlite' ? holdDataDirLock(dirname(target.file)) : () => {};
  const db = connectDatabase(target, {
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    onConnectionLost: (error) =>
      logger.warn(
        { err: error },
        'Databasen stängde en anslutning; servern öppnar en ny när den behövs',
      ),
  });
  let observed: ProcessMetrics | null = null;
  try {
    const base = { db, config, clock: systemClock, feed: createFeedReader(), logger };
    // First: a metrics port in use fails the start at once, and a cluster worker answers its
    // primary's scrapes as soon as it can.
    observed = config.metrics ? await startProcessMetrics(config.metrics, base, logger) : null;
    // Servers started together on one PostgreSQL database take turns to migrate and seed it.
    const seeded = await underStartLock(db, async (locked) => {
      await migrateToLatest(locked);
      return bootstrap({ ...base, db: locked });
    });
    await checkLedgerAtStart(base).catch((error: unknown) => {
      logger.warn({ err: error }, 'Lagerhistoriken kunde inte kontrolleras');
    });
    const deps: AppDeps = { ...base, requestMetrics: observed?.metrics };
    const app = createApp(deps);
    const { server, port } = await listen({
      fetch: app.fetch,
      hostname: config.host,
      port: config.port,
      ...tls,
    });
    const address = `${scheme}://${config.host}:${port}`;
    logger.info({ address, database: target.kind }, `Medvakt lyssnar på ${address}`);
    const stopReloading =
      server instanceof TlsServer && config.tlsCertFile && config.tlsKeyFile
        ? reloadCertificatesOnChange(
            server,
            { certFile: config.tlsCertFile, keyFile: config.tlsKeyFile },
            { logger, intervalMs: options.tlsCheckIntervalMs },
          )
        : () => undefined;
    const metrics = observed?.metrics;
    // Every process on the database offers to run the jobs; a lease row gives each turn to one.
    const jobs = startJobs(
      [
        warningsJob(deps),
        housekeepingJob(deps),
        ...(config.backupDir ? [backupJob(deps)] : []),
        ...recallFeedJobs(deps),
        mailJob(deps),
      ],
      {
        turns: databaseTurns(db, deps.clock, processHolder()),
        log: (message) => logger.error({ component: 'jobs' }, message),
        onFinished: (job, outcome, durationMs) => {
          metrics?.jobFinished(job.name, outcome.ok, durationMs);
          if (outcome.ok)
            logger[job.frequent ? 'debug' : 'info'](
              { job: job.name, duration_ms: durationMs },
              `Jobbet "${job.name}" är klart`,
            );
        },
      },
    );
    const running = observed;
    const stop = async () => {
      await new Promise<void>((done) => server.close(() => done()));
      stopReloading();
      await jobs.stop();
      await running?.stop();
      await db.destroy();
      releaseLock();
      logger.info('Medvakt har stoppats');
    };
    return {
      port,
      address,
      metricsPort: observed?.port ?? null,
      target,
      seeded,
      logger,
      stop,
    };
  } catch (error) {
    await observed?.stop();
    await db.destroy();
    releaseLock();
    throw error;
  }
}
