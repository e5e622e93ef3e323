import type { Server } from 'node:http';
import { Server as TlsServer } from 'node:tls';
import { dirname } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
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
import { holdDataDirLock } from './services/backup/data-dir-lock.ts';
import { checkLedgerAtStart } from './services/system/ledger-at-start.ts';
import { bootstrap, type BootstrapResult } from './seed/bootstrap.ts';
import { createFeedReader } from './services/recalls/feed-fetch.ts';

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
