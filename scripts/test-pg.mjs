import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process.mjs';

// Runs the API tests against PostgreSQL: DATABASE_URL when set, otherwise a throw-away cluster.
// Extra arguments go to vitest, e.g. `npm run test:pg -- --reporter=json --outputFile=x.json`.

const DATABASE = 'medvakt_test';
const FIRST_PORT = Number(process.env.PG_TEST_PORT ?? 55432);
const vitestArgs = process.argv.slice(2);

let child = null;
let cleanUp = () => {};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // Vitest stops, then the cluster is stopped and removed on the way out.
    if (child) child.kill(signal);
    else {
      cleanUp();
      process.exit(1);
    }
  });
}

function runVitest(databaseUrl) {
  const projectRoot = fileURLToPath(new URL('..', import.meta.url));
  const vitest = join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs');
  if (!existsSync(vitest)) {
    console.error('vitest saknas, kör npm ci först / vitest is missing, run npm ci first.');
    return Promise.resolve(1);
  }
  return new Promise((resolve) => {
    // The API's test files ('api/': not the renderer's api-client or the kiosk's api-host) run side
    // by side, each in its own schema of the one database; the migrator looks at its own schema
    // only (api/db/current-schema-introspector.ts), so they do not disturb it.
    const args = ['run', 'api/', '--maxWorkers=2'];
    child = spawn(process.execPath, [vitest, ...args, ...vitestArgs], {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    child.on('error', (error) => {
      console.error(`Kunde inte starta vitest / could not start vitest: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function findBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(debianRoot, v, 'bin')));
  }
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const onPath = which.status === 0 ? which.stdout.trim() : '';
  if (onPath) candidates.push(join(onPath, '..'));
  return candidates.find((dir) =>
    ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(dir, b))),
  );
}

function postgresUser() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (result.status !== 0 || group.status !== 0) return null;
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) };
}

function main() {
  if (process.env.DATABASE_URL) {
    console.log('Använder DATABASE_URL / using DATABASE_URL from the environment.');
    return runVitest(process.env.DATABASE_URL);
  }
  return withThrowAwayCluster(runVitest);
}

async function withThrowAwayCluster(run) {
  const binDir = findBinDir();
  if (!binDir) {
    console.error(
      'PostgreSQL saknas: hittade inte initdb/pg_ctl/postgres (installera paketet postgresql eller sätt DATABASE_URL).\n' +
        'PostgreSQL not found: no initdb/pg_ctl/postgres (install the postgresql package or set DATABASE_URL).',
    );
    return 1;
  }
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : null;
  if (asRoot && !owner) {
    console.error(
      'PostgreSQL vägrar köras som root och användaren postgres saknas.\n' +
        'PostgreSQL refuses to run as root and there is no postgres user.',
    );
    return 1;
  }

  const root = mkdtempSync(join(tmpdir(), 'medvakt-pg-'));
  const dataDir = join(root, 'data');
  const logFile = join(root, 'postgres.log');
  if (owner) chownSync(root, owner.uid, owner.gid);

  // As root every PostgreSQL binary runs as the postgres user, from a folder it may enter.
  const pgCommand = (binary, args, options = {}) => {
    const path = join(binDir, binary);
    const [command, fullArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path, ...args]]
      : [path, args];
    return spawnSync(command, fullArgs, { cwd: root, encoding: 'utf8', ...options });
  };
  const check = (result, what) => {
    if (result.error) throw new Error(`${what}: ${result.error.message}`);
    if (result.status !== 0)
      throw new Error(
        `${what} misslyckades / failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`,
      );
  };

  let started = false;
  let cleanedUp = false;
  cleanUp = () => {
    if (cleanedUp) return;
    cleanedUp = true;
    if (started)
      pgCommand('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60'], {
        stdio: 'ignore',
      });
    rmSync(root, { recursive: true, force: true });
  };
  process.on('exit', cleanUp);

  try {
    const port = await freePort([FIRST_PORT, FIRST_PORT + 100]);
    console.log(
      `Startar tillfällig PostgreSQL / starting throw-away PostgreSQL (${binDir}) på port ${port}...`,
    );
    check(
      pgCommand('initdb', [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
      ]),
      'initdb',
    );
    const serverOptions = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${root}`,
      '-c max_connections=300',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    started = true;
    const start = pgCommand('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-l',
      logFile,
      '-o',
      serverOptions,
      '-w',
      '-t',
      '60',
    ]);
    if (start.status !== 0) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(`pg_ctl start misslyckades / failed:\n${start.stdout}${start.stderr}${log}`);
    }
    const createdb = join(binDir, 'createdb');
    if (existsSync(createdb)) {
      check(
        spawnSync(createdb, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE], {
          encoding: 'utf8',
        }),
        'createdb',
      );
    } else {
      const { default: pg } = await import('pg');
      const client = new pg.Client({
        host: '127.0.0.1',
        port,
        user: 'postgres',
        database: 'postgres',
      });
      await client.connect();
      await client.query(`create database ${DATABASE}`);
      await client.end();
    }
    return await run(`postgres://postgres@127.0.0.1:${port}/${DATABASE}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    cleanUp();
  }
}

process.exitCode = await main();
