import type { Config } from '../config.ts';
import type { DatabaseTarget } from '../db/connect.ts';
import type { Logger } from '../observability/logger.ts';
import { readDemoData, type BootstrapResult } from '../seed/bootstrap.ts';

type Started = {
  address: string;
  target: DatabaseTarget;
  seeded: BootstrapResult;
  processes: number;
};

/**
 * What a person at the terminal needs after `npm start`: where it runs and how to sign in. With
 * LOG_FORMAT=json the same news are log lines, so a log collector reads nothing but JSON; they
 * leave the demo passwords and the administrator's e-mail out, as every log line does.
 */
export function greet(config: Config, started: Started, log: Logger): void {
  const { target, seeded, processes } = started;
  const storage = target.kind === 'postgres' ? 'PostgreSQL' : `SQLite (${target.file})`;
  const many = processes > 1 ? `, ${processes} processer` : '';
  const banner = `Medvakt körs på ${started.address}  (databas: ${storage}${many})`;
  const noRenderer = 'Gränssnittet är inte byggt: kör "npm run build". API:et svarar ändå.';
  const noUsers =
    'Databasen saknar användare. Starta med ADMIN_EMAIL och ADMIN_PASSWORD för att skapa en administratör.';
  if (config.logFormat === 'json') {
    log.info({ address: started.address, database: target.kind, processes }, banner);
    if (!config.rendererDir) log.warn(noRenderer);
    if (seeded === 'demo') log.info('Demodata är inläst. Inloggningarna står i README.');
    if (seeded === 'admin') log.info('Första administratören är skapad (ADMIN_EMAIL).');
    if (seeded === 'empty') log.warn(noUsers);
    return;
  }
  console.log(banner);
  if (!config.rendererDir) console.log(noRenderer);
  if (seeded === 'demo') {
    console.log('Demodata är inläst. Logga in med:');
    for (const user of readDemoData().users)
      console.log(`  ${user.role.padEnd(10)}  ${user.email.padEnd(28)}  ${user.password}`);
  }
  if (seeded === 'admin')
    console.log(`Första administratören är skapad: ${config.adminEmail ?? ''}`);
  if (seeded === 'empty') console.log(noUsers);
}
