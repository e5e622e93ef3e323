import { existsSync, readFileSync } from 'node:fs';
import { KioskConfig } from '../shared/kiosk.ts';

export type LoadedKioskConfig = {
  config: KioskConfig;
  /** Swedish texts for the start screen and the log; the defaults are used where a value was bad. */
  problems: string[];
};

type JsonObject = Record<string, unknown>;

function readJsonObject(file: string): JsonObject {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('filen måste innehålla ett JSON-objekt');
  return parsed as JsonObject;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function issuesOf(candidate: JsonObject): { key: string; message: string }[] {
  const parsed = KioskConfig.safeParse(candidate);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    key:
      issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.map(String).join('.'),
    message: issue.code === 'unrecognized_keys' ? 'okänd inställning' : issue.message,
  }));
}

/** One settings file laid over the settings so far, key by key; its problems named. */
function layer(base: JsonObject, file: string, problems: string[]): JsonObject {
  if (!existsSync(file)) return base;
  let overrides: JsonObject;
  try {
    overrides = readJsonObject(file);
  } catch (error) {
    problems.push(`${file} kunde inte läsas (${describe(error)}); filen används inte.`);
    return base;
  }
  let merged = base;
  for (const [key, value] of Object.entries(overrides)) {
    const candidate = { ...merged, [key]: value };
    const issues = issuesOf(candidate).filter((issue) => issue.key.split('.')[0] === key);
    if (issues.length === 0) merged = candidate;
    else
      for (const issue of issues)
        problems.push(`${file}: ${key}: ${issue.message}; standardvärdet används.`);
  }
  return merged;
}

/**
 * The kiosk's settings: the defaults file, then each settings file in turn key by key (on Windows
 * the machine-wide file, then the user's). A missing file is normal; an unreadable one, or a bad
 * value in it, is reported and the value before it kept.
 */
export function loadKioskConfig(defaultsFile: string, ...files: string[]): LoadedKioskConfig {
  const defaults = KioskConfig.parse(readJsonObject(defaultsFile));
  const problems: string[] = [];
  let merged: JsonObject = { ...defaults };
  for (const file of files) merged = layer(merged, file, problems);

  // Keys that are fine alone may still clash (connected mode without a server address).
  for (const issue of issuesOf(merged))
    problems.push(`${issue.key}: ${issue.message}; standardinställningarna används.`);
  const final = KioskConfig.safeParse(merged);
  return { config: final.success ? final.data : defaults, problems };
}
