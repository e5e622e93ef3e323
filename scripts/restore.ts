import { resolve } from 'node:path';
import { databaseTargetFromUrl } from '../api/db/connect.ts';
import { restoreBackup } from '../api/services/backup/restore.ts';
import { Refused, type Said } from '../api/services/backup/said.ts';
import { commandConfig, runCommand } from './command-config.ts';

// `npm run restore -- <file>`: puts a backup in place of the SQLite database (server stopped).
await runCommand(() => {
  const argument = process.argv[2];
  if (!argument)
    throw new Refused({
      sv: 'Ange säkerhetskopian: npm run restore -- <fil>',
      en: 'Name the backup: npm run restore -- <file>',
    });
  const config = commandConfig(process.env);
  if (databaseTargetFromUrl(config.databaseUrl ?? undefined, config.dataDir).kind === 'postgres')
    throw new Refused({
      sv: 'Medvakt använder PostgreSQL (DATABASE_URL). PostgreSQL återställs med pg_restore på databasvärden (se README), inte med npm run restore.',
      en: 'Medvakt uses PostgreSQL (DATABASE_URL). PostgreSQL is restored with pg_restore on the database host (see README), not with npm run restore.',
    });
  // npm runs scripts from the project folder; a relative path means the caller's folder.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  const result = restoreBackup({ dataDir: config.dataDir, file, now: new Date() });

  const report: Said[] = [
    {
      sv: `Databasen ${result.database} är återställd från ${file}.`,
      en: `The database ${result.database} was restored from ${file}.`,
    },
  ];
  if (result.keptAside.length > 0)
    report.push({
      sv: `Den tidigare databasen ligger kvar som ${result.keptAside.join(', ')}: för att ångra eller jämföra. Ta bort den när allt fungerar.`,
      en: `The previous database was kept as ${result.keptAside.join(', ')}: to undo or compare. Remove it once all is well.`,
    });
  report.push({
    sv: `${result.revokedSessions} inloggningar avslutades: alla loggar in igen.`,
    en: `${result.revokedSessions} sessions were revoked: everyone signs in again.`,
  });
  if (result.pendingMigrations > 0)
    report.push({
      sv: `Säkerhetskopian kommer från en äldre version: servern migrerar den (${result.pendingMigrations} migreringar) när den startar.`,
      en: `The backup comes from an older version: the server migrates it (${result.pendingMigrations} migrations) when it starts.`,
    });
  report.push({ sv: 'Starta servern igen.', en: 'Start the server again.' });
  return report;
});
