import { DEFAULT_RENDERER_DIR, MEDVAKT_VERSION } from '../api/build-info.ts';
import { readEnvSettings, type Config } from '../api/config.ts';
import { configFromEnv } from '../api/config-from-env.ts';
import { bothLanguages, Refused, type Said } from '../api/services/backup/said.ts';

/** The server's own settings (DATA_DIR, BACKUP_DIR, DATABASE_URL …), read the way it reads them. */
export function commandConfig(env: NodeJS.ProcessEnv): Config {
  return configFromEnv(readEnvSettings(env), {
    rendererDir: DEFAULT_RENDERER_DIR,
    version: MEDVAKT_VERSION,
  });
}

/** Runs an operator command: its report on stdout, a refusal or failure on stderr with exit 1. */
export async function runCommand(command: () => Promise<Said[]> | Said[]): Promise<void> {
  try {
    for (const said of await command()) console.log(bothLanguages(said));
  } catch (error) {
    const said: Said =
      error instanceof Refused
        ? error.said
        : {
            sv: `Misslyckades: ${error instanceof Error ? error.message : String(error)}`,
            en: `Failed: ${error instanceof Error ? error.message : String(error)}`,
          };
    console.error(bothLanguages(said));
    process.exitCode = 1;
  }
}
