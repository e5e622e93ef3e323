import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnvSettings, SETTING_NAMES } from '../api/config.ts';
import { SERVER_ENTRIES } from './server-bundle.mjs';
import {
  contextExcludes,
  contextFiles,
  parseContainerfile,
  readText,
} from './container-context.ts';

// No container engine runs in CI (no daemon, no registry to pull node:20 from), so the image's
// steps are followed here against the repository instead of being built.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => join(ROOT, path);
const steps = parseContainerfile(readText(at('deploy/Containerfile')));
const ignoreText = readText(at('.containerignore'));
const excluded = contextExcludes(ignoreText);
const files = contextFiles(ROOT, excluded);
const buildServer = readText(at('scripts/build-server.mjs'));
const finalStage = Math.max(...steps.map((step) => step.stage));
const inStage = (stage: number, keyword: string) =>
  steps.filter((step) => step.stage === stage && step.keyword === keyword);

const copyContext = mkdtempSync(join(tmpdir(), 'medvakt-context-'));
afterAll(() => rmSync(copyContext, { recursive: true, force: true }));

describe('the build context', () => {
  it('is the same for docker (.dockerignore) and podman (.containerignore)', () => {
    expect(readText(at('.dockerignore'))).toBe(ignoreText);
  });

  it('leaves out dependencies, builds, data, test results, secrets and git', () => {
    for (const path of [
      'node_modules',
      'dist/server/server.mjs',
      'data/medvakt.sqlite',
      'test-results/unit.json',
      '.git/HEAD',
      '.env',
      'deploy/medvakt.env',
      'api/node_modules/x',
      'e2e/login.spec.ts',
      'electron/main.ts',
    ])
      expect(excluded(path), path).toBe(true);
    expect(files.filter((file) => /(^|\/)(node_modules|dist|data)\//.test(file.path))).toEqual([]);
    const megabytes = files.reduce((sum, file) => sum + file.bytes, 0) / 1024 / 1024;
    expect(megabytes).toBeLessThan(20);
  });

  it('holds every file the first stage copies', () => {
    const copies = inStage(0, 'COPY').map((step) => step.args.split(/\s+/).slice(0, -1));
    expect(copies.flat()).toContain('api');
    for (const source of copies.flat()) {
      expect(existsSync(at(source)), source).toBe(true);
      expect(excluded(source), source).toBe(false);
      expect(files.some((file) => file.path === source || file.path.startsWith(`${source}/`))).toBe(
        true,
      );
    }
  });
});

describe('the build stage', () => {
  it('runs the server build the repository runs (npm run build:server)', () => {
    const runs = inStage(0, 'RUN').map((step) => step.args);
    expect(runs).toContain('node scripts/build-server.mjs');
    expect(runs).toContain('npm ci --no-audit --no-fund');
    expect(files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['scripts/build-server.mjs', 'renderer/index.html', 'vite.config.ts']),
    );
  });

  it('bundles the server, backup and restore from the context alone', async () => {
    for (const file of files)
      cpSync(at(file.path), join(copyContext, file.path), { recursive: true });
    // The build bundles SERVER_ENTRIES (scripts/server-bundle.mjs, which the context holds too).
    expect(buildServer).toContain('bundleServer(');
    expect(existsSync(join(copyContext, 'scripts/server-bundle.mjs'))).toBe(true);
    const entries = SERVER_ENTRIES;
    expect(entries).toEqual({
      server: 'api/server.ts',
      backup: 'scripts/backup.ts',
      restore: 'scripts/restore.ts',
    });
    const result = await build({
      absWorkingDir: copyContext,
      entryPoints: Object.values(entries),
      outdir: 'out',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
      define: { MEDVAKT_BUILD_VERSION: '"0"', MEDVAKT_BUILD_COMMIT: '"test"' },
    });
    expect(result.errors).toEqual([]);
    expect(result.outputFiles.map((file) => posix.basename(file.path)).sort()).toEqual([
      'backup.js',
      'restore.js',
      'server.js',
    ]);
  });
});

describe('the image', () => {
  const env = Object.fromEntries(
    inStage(finalStage, 'ENV')
      .flatMap((step) => step.args.split(/\s+/))
      .map((pair) => pair.split('=') as [string, string]),
  );
  const workdir = inStage(finalStage, 'WORKDIR')[0]?.args ?? '';

  it('starts the file build:server makes, from its output folder', () => {
    const serverOut = /const SERVER_OUT = '([^']+)'/.exec(buildServer)?.[1];
    const buildDir = inStage(0, 'WORKDIR')[0]?.args ?? '';
    expect(inStage(finalStage, 'COPY').map((step) => step.args)).toEqual([
      `--from=build ${posix.join(buildDir, serverOut ?? '')} ./`,
    ]);
    expect(inStage(finalStage, 'CMD').map((step) => step.args)).toEqual([
      `["node", "${posix.join(workdir, 'server.mjs')}"]`,
    ]);
  });

  it('sets only settings the server reads, and they start it', () => {
    const names = Object.keys(env).filter((name) => name !== 'NODE_ENV');
    expect(names.filter((name) => !(SETTING_NAMES as string[]).includes(name))).toEqual([]);
    expect(readEnvSettings(env)).toMatchObject({ HOST: '0.0.0.0', PORT: 8080, DEMO_DATA: '0' });
  });

  it('exposes its port, keeps its data in the volume the user node owns, checks /ready', () => {
    expect(inStage(finalStage, 'EXPOSE').map((step) => step.args)).toEqual([env.PORT]);
    expect(inStage(finalStage, 'VOLUME').map((step) => step.args)).toEqual([
      `["${env.DATA_DIR ?? ''}"]`,
    ]);
    expect(inStage(finalStage, 'USER').map((step) => step.args)).toEqual(['node']);
    expect(
      inStage(finalStage, 'RUN')
        .map((step) => step.args)
        .join(' '),
    ).toContain(`chown node:node ${env.DATA_DIR ?? ''}`);
    const check = inStage(finalStage, 'HEALTHCHECK')[0]?.args ?? '';
    expect(check).toContain('/api/v1/ready');
    expect(check).toContain('process.env.PORT');
  });
});

describe('deploy/compose.yaml', () => {
  const compose = readText(at('deploy/compose.yaml'));

  it('uses no ${NAME:-} that podman-compose 1.0 would pass on as it is', () => {
    const uncommented = compose.replace(/^\s*#.*$/gm, '');
    const expressions = [...uncommented.matchAll(/\$\{[^}]*\}/g)].map(([expression]) => expression);
    expect(expressions.length).toBeGreaterThan(0);
    expect(expressions.filter((e) => !/^\$\{[A-Z_][A-Z0-9_]*(:\?[^}]+)?\}$/.test(e))).toEqual([]);
  });

  it('reads the other settings from deploy/medvakt.env, which git and the image leave out', () => {
    expect(compose).toMatch(/env_file:\n\s+- medvakt\.env\n/);
    expect(readText(at('.gitignore')).split('\n')).toContain('deploy/medvakt.env');
    const environment = /environment:\n((?:\s{6}[A-Z_]+: .*\n)+)/.exec(compose)?.[1] ?? '';
    const names = [...environment.matchAll(/^\s+([A-Z_]+):/gm)].map(([, name]) => name ?? '');
    expect(names).toContain('DATABASE_URL');
    expect(names.filter((name) => !(SETTING_NAMES as string[]).includes(name))).toEqual([]);
  });

  it('checks health with one shell line without single quotes', () => {
    const line = /- CMD-SHELL\n\s+- '(.*)'\n/.exec(compose)?.[1] ?? '';
    expect(line).toContain('http://127.0.0.1:8080/api/v1/ready');
    expect(line).not.toContain("'");
  });
});
