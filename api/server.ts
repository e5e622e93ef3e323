import { DEFAULT_RENDERER_DIR, MEDVAKT_VERSION } from './build-info.ts';
import { readEnvSettings } from './config.ts';
import { readDemoData } from './seed/bootstrap.ts';
import { configFromEnv, startServer } from './server-start.ts';

// The only place that reads the environment (the kiosk's embedded API is started by its own entry).
const env = readEnvSettings(process.env);
const config = configFromEnv(env, {
  rendererDir: DEFAULT_RENDERER_DIR,
  version: MEDVAKT_VERSION,
});

const server = await startServer(config);
const storage = server.target.kind === 'postgres' ? 'PostgreSQL' : `SQLite (${server.target.file})`;
console.log(`Medvakt körs på ${server.address}  (databas: ${storage})`);
if (!config.rendererDir)
  console.log('Gränssnittet är inte byggt: kör "npm run build". API:et svarar ändå.');
if (server.seeded === 'demo') {
  console.log('Demodata är inläst. Logga in med:');
  for (const user of readDemoData().users) {
    console.log(`  ${user.role.padEnd(10)}  ${user.email.padEnd(28)}  ${user.password}`);
  }
}
if (server.seeded === 'admin')
  console.log(`Första administratören är skapad: ${config.adminEmail ?? ''}`);
if (server.seeded === 'empty') {
  console.log(
    'Databasen saknar användare. Starta med ADMIN_EMAIL och ADMIN_PASSWORD för att skapa en administratör.',
  );
}

function shutdown() {
  void server.stop().finally(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
