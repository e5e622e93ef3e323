import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { readEnvSettings, type Config } from './config.ts';
import { connectDatabase, databaseTargetFromUrl } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { tlsServeOptions } from './http/tls.ts';
import { startJobs } from './jobs/scheduler.ts';
import { backupJob } from './jobs/backup-job.ts';
import { warningsJob } from './jobs/warnings-job.ts';
import { recallFeedJobs } from './jobs/recall-job.ts';
import { DEMO_FEED_FILE } from './seed/demo-feed.ts';
import { createFeedReader, isHttpSource } from './services/recalls/feed-fetch.ts';
import { loadJwtSecret } from './secrets.ts';
import { bootstrap, readDemoData } from './seed/bootstrap.ts';

// The only place that reads the environment.
const env = readEnvSettings(process.env);

/** A configured feed (URL, or a path resolved here); with demo data, the demo feed by default. */
function recallFeedSource(configured: string | undefined, demo: string): string | null {
  if (configured)
    return isHttpSource(configured) || configured.startsWith('file://')
      ? configured
      : resolve(configured);
  return demo === '1' || demo === 'true' ? fileURLToPath(DEMO_FEED_FILE) : null;
}
const dataDir = resolve(env.DATA_DIR);
const rendererDir = resolve('dist/renderer');
const config: Config = {
  host: env.HOST,
  port: env.PORT,
  dataDir,
  databaseUrl: env.DATABASE_URL ?? null,
  jwtSecret: loadJwtSecret(env.JWT_SECRET, dataDir),
  accessTokenMinutes: env.ACCESS_TOKEN_MINUTES,
  sessionHours: env.SESSION_HOURS,
  demoData: env.DEMO_DATA === '1' || env.DEMO_DATA === 'true',
  adminEmail: env.ADMIN_EMAIL ?? null,
  adminPassword: env.ADMIN_PASSWORD ?? null,
  rendererDir: existsSync(resolve(rendererDir, 'index.html')) ? rendererDir : null,
  support: { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE, hours: env.SUPPORT_HOURS },
  tlsCertFile: env.TLS_CERT_FILE ? resolve(env.TLS_CERT_FILE) : null,
  tlsKeyFile: env.TLS_KEY_FILE ? resolve(env.TLS_KEY_FILE) : null,
  // PostgreSQL is backed up by its host; the embedded SQLite file by this server.
  backupDir: env.DATABASE_URL ? null : resolve(env.BACKUP_DIR ?? join(dataDir, 'backups')),
  backupKeep: env.BACKUP_KEEP,
  recallFeedUrl: recallFeedSource(env.RECALL_FEED_URL, env.DEMO_DATA),
  recallSyncMinutes: env.RECALL_SYNC_MINUTES,
  publicBaseUrl: env.PUBLIC_BASE_URL ?? null,
  trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  version: (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version,
};

const target = databaseTargetFromUrl(config.databaseUrl ?? undefined, dataDir);
const db = connectDatabase(target);
await migrateToLatest(db);
const deps = { db, config, clock: systemClock, feed: createFeedReader() };
const seeded = await bootstrap(deps);
const app = createApp(deps);
const jobs = startJobs([
  warningsJob(deps),
  ...(config.backupDir ? [backupJob(deps)] : []),
  ...recallFeedJobs(deps),
]);

const { scheme, ...tls } = tlsServeOptions(config);
const listen = { fetch: app.fetch, hostname: config.host, port: config.port, ...tls };
const server = serve(listen, (info) => {
  const address = `${scheme}://${config.host}:${info.port}`;
  const storage = target.kind === 'postgres' ? 'PostgreSQL' : `SQLite (${target.file})`;
  console.log(`Medvakt körs på ${address}  (databas: ${storage})`);
  if (!config.rendererDir)
    console.log('Gränssnittet är inte byggt: kör "npm run build". API:et svarar ändå.');
  if (seeded === 'demo') {
    console.log('Demodata är inläst. Logga in med:');
    for (const user of readDemoData().users) {
      console.log(`  ${user.role.padEnd(10)}  ${user.email.padEnd(28)}  ${user.password}`);
    }
  }
  if (seeded === 'admin')
    console.log(`Första administratören är skapad: ${config.adminEmail ?? ''}`);
  if (seeded === 'empty') {
    console.log(
      'Databasen saknar användare. Starta med ADMIN_EMAIL och ADMIN_PASSWORD för att skapa en administratör.',
    );
  }
});

function shutdown() {
  server.close(() => {
    void jobs
      .stop()
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
