import type { Config } from '../config.ts';
import type { DatabaseTarget } from '../db/connect.ts';
import { readDemoData, type BootstrapResult } from '../seed/bootstrap.ts';

type Started = {
  address: string;
  target: DatabaseTarget;
  seeded: BootstrapResult;
  processes: number;
};

/** What a person at the terminal needs after `npm start`: where it runs and how to sign in. */
export function greet(config: Config, started: Started): void {
  const { target, seeded, processes } = started;
  const storage = target.kind === 'postgres' ? 'PostgreSQL' : `SQLite (${target.file})`;
  const many = processes > 1 ? `, ${processes} processer` : '';
  console.log(`Medvakt körs på ${started.address}  (databas: ${storage}${many})`);
  if (!config.rendererDir)
    console.log('Gränssnittet är inte byggt: kör "npm run build". API:et svarar ändå.');
  if (seeded === 'demo') {
    console.log('Demodata är inläst. Logga in med:');
    for (const user of readDemoData().users)
      console.log(`  ${user.role.padEnd(10)}  ${user.email.padEnd(28)}  ${user.password}`);
  }
  if (seeded === 'admin')
    console.log(`Första administratören är skapad: ${config.adminEmail ?? ''}`);
  if (seeded === 'empty')
    console.log(
      'Databasen saknar användare. Starta med ADMIN_EMAIL och ADMIN_PASSWORD för att skapa en administratör.',
    );
}
