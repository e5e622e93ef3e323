import { existsSync } from 'node:fs';
import { systemClock, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { connectDatabase, databaseTargetFromUrl } from '../../db/connect.ts';
import { runBackup } from './backup-service.ts';
import { Refused } from './said.ts';

const onPostgres = () =>
  new Refused({
    sv: 'Medvakt använder PostgreSQL (DATABASE_URL). Säkerhetskopior av PostgreSQL görs med pg_dump på databasvärden, inte med npm run backup.',
    en: 'Medvakt uses PostgreSQL (DATABASE_URL). Backups of PostgreSQL are made with pg_dump on the database host, not with npm run backup.',
  });

/**
 * `npm run backup`: the nightly job's backup, now, into the same folder under the same rotation.
 * VACUUM INTO copies consistently while a server keeps writing.
 */
export async function backupNow(config: Config, clock: Clock = systemClock): Promise<string> {
  const target = databaseTargetFromUrl(config.databaseUrl ?? undefined, config.dataDir);
  if (target.kind === 'postgres') throw onPostgres();
  if (!existsSync(target.file))
    throw new Refused({
      sv: `Det finns ingen databas att säkerhetskopiera: ${target.file} saknas. Kontrollera DATA_DIR.`,
      en: `There is no database to back up: ${target.file} does not exist. Check DATA_DIR.`,
    });
  const db = connectDatabase(target);
  try {
    const file = await runBackup({ db, config, clock });
    if (!file)
      throw new Refused({
        sv: 'Ingen mapp för säkerhetskopior är inställd (BACKUP_DIR).',
        en: 'No backup folder is configured (BACKUP_DIR).',
      });
    return file;
  } finally {
    await db.destroy();
  }
}
