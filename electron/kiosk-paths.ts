import { existsSync } from 'node:fs';
import { join } from 'node:path';

export type KioskPaths = {
  /** Settings files laid over the defaults in this order (see loadKioskConfig). */
  settingsFiles: string[];
  /** Where the embedded API keeps its SQLite file, JWT key and backups. */
  dataDir: string;
};

/** The folder every Windows account of the PC shares: %PROGRAMDATA%\Medvakt Kiosk. */
export function machineDir(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string | null {
  return platform === 'win32' && env.PROGRAMDATA ? join(env.PROGRAMDATA, 'Medvakt Kiosk') : null;
}

/**
 * With a machine-wide kiosk.json the PC is one kiosk whoever signs in to Windows: its settings
 * come first and its database is in the shared folder. Otherwise all is in the user's folder.
 */
export function kioskPaths(
  machine: string | null,
  userData: string,
  fileExists: (path: string) => boolean = existsSync,
): KioskPaths {
  const userFile = join(userData, 'kiosk.json');
  const machineFile = machine ? join(machine, 'kiosk.json') : null;
  if (!machine || !machineFile || !fileExists(machineFile))
    return { settingsFiles: [userFile], dataDir: join(userData, 'data') };
  return { settingsFiles: [machineFile, userFile], dataDir: join(machine, 'data') };
}
