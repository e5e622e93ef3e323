import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEnvSettings, SETTING_NAMES } from './config.ts';

const EXAMPLE = readFileSync(new URL('../deploy/medvakt.env.example', import.meta.url), 'utf8');

/** Each `NAME=value` line of the example, commented out or not. */
const lines = [...EXAMPLE.matchAll(/^(#?)([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
  ([, comment, name, value]) => ({ name: name ?? '', value: value ?? '', set: comment === '' }),
);

describe('deploy/medvakt.env.example', () => {
  it('lists every setting the server reads, and no other', () => {
    const listed = new Set(lines.map((line) => line.name));
    expect(SETTING_NAMES.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !(SETTING_NAMES as string[]).includes(name))).toEqual([]);
  });

  it('names each setting once', () => {
    const names = lines.map((line) => line.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('starts as it stands and with every example line put in', () => {
    const only = (chosen: typeof lines) =>
      Object.fromEntries(chosen.map((line) => [line.name, line.value]));
    expect(() => readEnvSettings(only(lines.filter((line) => line.set)))).not.toThrow();
    expect(() => readEnvSettings(only(lines))).not.toThrow();
  });

  it('holds no quotes, which podman would keep as part of the value', () => {
    expect(lines.filter((line) => /^["']/.test(line.value))).toEqual([]);
  });
});
