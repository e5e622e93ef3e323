/** A setting the server cannot start with; its message names the variable in one Swedish line. */
export class ConfigError extends Error {
  readonly code = 'MEDVAKT_CONFIG';
  constructor(
    readonly setting: string,
    reason: string,
  ) {
    super(`Ogiltig konfiguration ${setting}: ${reason}`);
    this.name = 'ConfigError';
  }
}

/** The exit code of a start refused for its configuration (EX_CONFIG), which systemd need not retry. */
export const CONFIG_EXIT_CODE = 78;

/** `${NAME}`, `${NAME:-default}`, `${NAME:?message}` …: a compose file's expression left unexpanded. */
const UNEXPANDED = /\$\{[A-Za-z_][A-Za-z0-9_]*(?:[-:?+=][^}]*)?\}/;

/** Settings whose empty value is refused rather than taken as unset (its default loads demo data). */
const NEVER_EMPTY = new Set(['DEMO_DATA']);

/**
 * The server's settings present in `env`. An empty value counts as unset, as compose tools and
 * env files pass `NAME=` for a setting left blank; a value a compose tool did not expand is refused.
 */
export function presentSettings(
  env: Record<string, string | undefined>,
  names: readonly string[],
): Record<string, string> {
  const present: Record<string, string> = {};
  for (const name of names) {
    const value = env[name];
    if (value === undefined) continue;
    if (value === '') {
      if (NEVER_EMPTY.has(name))
        throw new ConfigError(name, `${name} får inte vara tom: ange 0 eller 1`);
      continue;
    }
    const unexpanded = UNEXPANDED.exec(value)?.[0];
    if (unexpanded)
      throw new ConfigError(
        name,
        `värdet innehåller ${unexpanded}, som verktyget som startade servern (t.ex. podman-compose) inte har ersatt. Ange värdet direkt, t.ex. i medvakt.env, eller ta bort inställningen`,
      );
    present[name] = value;
  }
  return present;
}
