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

/**
 * The kiosk's settings: the defaults file, then the user's file key by key. A missing user file
 * is normal; an unreadable one, or a bad value in it, is reported and the default kept instead.
 */
export function loadKioskConfig(defaultsFile: string, userFile: string): LoadedKioskConfig {
  const defaults = KioskConfig.parse(readJsonObject(defaultsFile));
  if (!existsSync(userFile)) return { config: defaults, problems: [] };

  let overrides: JsonObject;
  try {
    overrides = readJsonObject(userFile);
  } catch (error) {
    return {
      config: defaults,
      problems: [
        `${userFile} kunde inte läsas (${describe(error)}); standardinställningarna används.`,
      ],
    };
  }

  const problems: string[] = [];
  let merged: JsonObject = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    const candidate = { ...merged, [key]: value };
    const issues = issuesOf(candidate).filter((issue) => issue.key.split('.')[0] === key);
    if (issues.length === 0) merged = candidate;
    else
      for (const issue of issues)
        problems.push(`${userFile}: ${key}: ${issue.message}; standardvärdet används.`);
  }

  // Keys that are fine alone may still clash (connected mode without a server address).
  for (const issue of issuesOf(merged))
    problems.push(`${userFile}: ${issue.key}: ${issue.message}; standardinställningarna används.`);
  const final = KioskConfig.safeParse(merged);
  return { config: final.success ? final.data : defaults, problems };
}
