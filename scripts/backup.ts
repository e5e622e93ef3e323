import { backupNow } from '../api/services/backup/backup-now.ts';
import { commandConfig, runCommand } from './command-config.ts';

// `npm run backup`: a backup now, beside the nightly ones.
await runCommand(async () => {
  const file = await backupNow(commandConfig(process.env));
  return [{ sv: `Säkerhetskopian är skriven: ${file}`, en: `Backup written: ${file}` }];
});
