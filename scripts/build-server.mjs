import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRendererIfNeeded } from './build-if-needed.mjs';
import { bundleServer } from './server-bundle.mjs';

// `npm run build:server`: dist/server/ holds all a server needs besides Node itself, e.g. to be
// copied to /opt/medvakt: server.mjs, backup.mjs and restore.mjs, renderer/, resources/ and the
// production node_modules.

const SERVER_OUT = 'dist/server';
const INSTALL_STAMP = join(SERVER_OUT, 'node_modules', '.medvakt-install-stamp');

/** MEDVAKT_COMMIT when given (an image build has no .git), else the repository's short commit. */
function gitCommit() {
  if (process.env.MEDVAKT_COMMIT) return process.env.MEDVAKT_COMMIT;
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return commit || 'okänd';
  } catch {
    return 'okänd';
  }
}

/** package.json as installed beside the bundle: no scripts, no dev tools, the same allowScripts. */
function productionPackageJson() {
  const {
    scripts: _scripts,
    devDependencies: _dev,
    ...rest
  } = JSON.parse(readFileSync('package.json', 'utf8'));
  return `${JSON.stringify(rest, null, 2)}\n`;
}

function bundle(version, commit) {
  return bundleServer({
    outdir: SERVER_OUT,
    define: {
      MEDVAKT_BUILD_VERSION: JSON.stringify(version),
      MEDVAKT_BUILD_COMMIT: JSON.stringify(commit),
    },
    banner: `// Medvakt ${version} (${commit})`,
  });
}

/** Native modules among the production packages; better-sqlite3 compiles when no prebuilt fits. */
const NATIVE_MODULES = [{ name: 'better-sqlite3', binary: 'build/Release/better_sqlite3.node' }];

/**
 * The root node_modules' build of a native module when it is the locked version and loads in this
 * Node: copying it saves compiling it again (about a minute in CI).
 */
function reusableBuild({ name, binary }, lock) {
  const root = join('node_modules', name);
  const locked = lock.packages[`node_modules/${name}`]?.version;
  if (!existsSync(join(root, binary)) || !existsSync(join(root, 'package.json'))) return null;
  if (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version !== locked) return null;
  const loads = spawnSync(process.execPath, [
    '-e',
    `require(${JSON.stringify(resolve(root, binary))})`,
  ]);
  return loads.status === 0 ? join(root, binary) : null;
}

function npmIn(args) {
  const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], {
    cwd: SERVER_OUT,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error(`npm ${args[0]} misslyckades (${result.status ?? 'signal'})`);
}

/** `npm ci --omit=dev` without install scripts, then each native module copied or built. */
function installProduction(lockText) {
  const lock = JSON.parse(lockText);
  const builds = NATIVE_MODULES.map((module) => ({ module, built: reusableBuild(module, lock) }));
  if (builds.some(({ built }) => built === null)) {
    console.log('Installerar produktionsberoendena (npm ci --omit=dev)...');
    npmIn(['ci', '--omit=dev', '--ignore-scripts=false']);
    return;
  }
  console.log(
    'Installerar produktionsberoendena (npm ci --omit=dev, inbyggda moduler kopieras)...',
  );
  npmIn(['ci', '--omit=dev', '--ignore-scripts']);
  for (const { module, built } of builds) {
    const target = join(SERVER_OUT, 'node_modules', module.name, module.binary);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(built, target);
  }
}

/**
 * Installing is skipped when the lock file, the package.json and the Node ABI are those of the
 * last install.
 */
function installDependencies(packageJson) {
  const lock = readFileSync('package-lock.json');
  const stamp = createHash('sha256')
    .update(packageJson)
    .update(lock)
    .update(`${process.versions.modules} ${process.platform} ${process.arch}`)
    .digest('hex');
  const installed = existsSync(INSTALL_STAMP) ? readFileSync(INSTALL_STAMP, 'utf8') : '';
  writeFileSync(join(SERVER_OUT, 'package.json'), packageJson);
  writeFileSync(join(SERVER_OUT, 'package-lock.json'), lock);
  if (installed === stamp) {
    console.log('Produktionsberoendena är redan installerade (package-lock.json oförändrad).');
    return;
  }
  installProduction(lock.toString('utf8'));
  writeFileSync(INSTALL_STAMP, stamp);
}

function sizeOf(path) {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function buildServer() {
  const started = Date.now();
  buildRendererIfNeeded();
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  const commit = gitCommit();

  mkdirSync(SERVER_OUT, { recursive: true });
  for (const entry of readdirSync(SERVER_OUT)) {
    if (entry !== 'node_modules') rmSync(join(SERVER_OUT, entry), { recursive: true, force: true });
  }
  await bundle(version, commit);
  cpSync('dist/renderer', join(SERVER_OUT, 'renderer'), { recursive: true });
  cpSync('resources', join(SERVER_OUT, 'resources'), { recursive: true });
  installDependencies(productionPackageJson());

  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`Servern är byggd i ${SERVER_OUT}/: Medvakt ${version} (${commit}), ${seconds} s`);
  for (const entry of ['server.mjs', 'renderer', 'resources', 'node_modules']) {
    console.log(`  ${entry.padEnd(14)} ${megabytes(sizeOf(join(SERVER_OUT, entry)))}`);
  }
  console.log(`  ${'i alla'.padEnd(14)} ${megabytes(sizeOf(SERVER_OUT))}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  await buildServer();
}
