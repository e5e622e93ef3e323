import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadKioskConfig } from './config.ts';

const DEFAULTS = join(import.meta.dirname, '..', 'resources', 'kiosk.json');
const DEFAULT_CONFIG = {
  mode: 'embedded',
  server_url: null,
  printer: null,
  start_timeout_seconds: 30,
  fullscreen: true,
  device_key: null,
};

let dir: string;
let userFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'medvakt-kiosk-config-'));
  userFile = join(dir, 'kiosk.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const writeUser = (content: unknown) =>
  writeFileSync(userFile, typeof content === 'string' ? content : JSON.stringify(content));

describe('kiosk config', () => {
  it('uses the defaults from resources/ when the user-data folder has no kiosk.json', () => {
    expect(loadKioskConfig(DEFAULTS, userFile)).toEqual({ config: DEFAULT_CONFIG, problems: [] });
  });

  it("merges the user's file key by key over the defaults", () => {
    writeUser({ mode: 'connected', server_url: 'https://medvakt.region.se/', printer: 'HP_A4' });
    expect(loadKioskConfig(DEFAULTS, userFile)).toEqual({
      config: {
        ...DEFAULT_CONFIG,
        mode: 'connected',
        server_url: 'https://medvakt.region.se',
        printer: 'HP_A4',
      },
      problems: [],
    });
  });

  it('keeps the defaults and names the file when it is not valid JSON', () => {
    writeUser('{ "mode": "connected", ');
    const { config, problems } = loadKioskConfig(DEFAULTS, userFile);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(userFile);
    expect(problems[0]).toContain('kunde inte läsas');
    expect(problems[0]).toContain('filen används inte');
  });

  it('refuses a file that holds something else than an object', () => {
    writeUser('[1, 2]');
    const { config, problems } = loadKioskConfig(DEFAULTS, userFile);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(problems[0]).toContain('JSON-objekt');
  });

  it('keeps the default for a value of the wrong type and uses the good keys', () => {
    writeUser({ start_timeout_seconds: 'trettio', fullscreen: false });
    const { config, problems } = loadKioskConfig(DEFAULTS, userFile);
    expect(config).toEqual({ ...DEFAULT_CONFIG, fullscreen: false });
    expect(problems).toEqual([
      `${userFile}: start_timeout_seconds: start_timeout_seconds måste vara ett tal; standardvärdet används.`,
    ]);
  });

  it('keeps the default for a value out of range', () => {
    writeUser({ start_timeout_seconds: 1 });
    const { config, problems } = loadKioskConfig(DEFAULTS, userFile);
    expect(config.start_timeout_seconds).toBe(30);
    expect(problems[0]).toContain('start_timeout_seconds måste vara minst 5');
  });

  it('reports an unknown (misspelt) key', () => {
    writeUser({ printr: 'HP_A4', printer: 'HP_A4' });
    const { config, problems } = loadKioskConfig(DEFAULTS, userFile);
    expect(config).toEqual({ ...DEFAULT_CONFIG, printer: 'HP_A4' });
    expect(problems).toEqual([`${userFile}: printr: okänd inställning; standardvärdet används.`]);
  });

  it('falls back to the defaults when connected mode has no server address', () => {
    writeUser({ mode: 'connected', printer: 'HP_A4' });
    const { config, problems } = loadKioskConfig(DEFAULTS, userFile);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(problems).toEqual([
      'server_url: server_url krävs när mode är connected; standardinställningarna används.',
    ]);
  });

  it('refuses a server address that is not http(s)', () => {
    writeUser({ mode: 'connected', server_url: 'ftp://medvakt.region.se' });
    const { config, problems } = loadKioskConfig(DEFAULTS, userFile);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(problems.join('\n')).toContain('server_url måste vara en http(s)-adress');
    expect(problems.join('\n')).toContain('server_url krävs när mode är connected');
  });

  it("lays the machine-wide file under the user's, so every account is the same kiosk", () => {
    const machineFile = join(dir, 'machine.json');
    writeFileSync(
      machineFile,
      JSON.stringify({
        mode: 'connected',
        server_url: 'https://medvakt.region.se',
        device_key: 'k'.repeat(43),
        printer: 'Rummets_skrivare',
      }),
    );
    writeUser({ printer: 'HP_A4' });
    expect(loadKioskConfig(DEFAULTS, machineFile, userFile)).toEqual({
      config: {
        ...DEFAULT_CONFIG,
        mode: 'connected',
        server_url: 'https://medvakt.region.se',
        device_key: 'k'.repeat(43),
        printer: 'HP_A4',
      },
      problems: [],
    });
  });
});
