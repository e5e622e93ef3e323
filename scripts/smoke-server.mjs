import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNodeProcess } from './server-process.mjs';

// `npm run smoke:server`: the built dist/server/, copied outside the repository (so no other
// node_modules can stand in), started with plain Node and asked what a first visit asks.
// `--build-if-missing` builds dist/server/ first when it is not there. With SMOKE_DATABASE_URL
// set it runs once more on that PostgreSQL database (it migrates it and loads the demo data).

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT = join(ROOT, 'dist', 'server');
const NURSE = { email: 'sjukskoterska@medvakt.se', password: 'Medvakt-Vard1' };
const START_SECONDS = 90;
const STOP_SECONDS = 10;

class SmokeFailure extends Error {}

// Stopped with the smoke test, so a timeout in CI leaves no server or temporary folder behind.
const leftovers = { child: null, work: null };
function cleanUp() {
  leftovers.child?.kill('SIGKILL');
  // A killed server may still be closing files while the folder goes: hence the retries.
  if (leftovers.work) rmSync(leftovers.work, { recursive: true, force: true, maxRetries: 10 });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

function check(condition, what) {
  if (!condition) throw new SmokeFailure(what);
  console.log(`  ok  ${what}`);
}

/** Every folder above `dir` lacks node_modules, so only the copy's own packages can load. */
function checkNoNodeModulesAbove(dir) {
  for (let parent = dirname(dir); ; parent = dirname(parent)) {
    if (existsSync(join(parent, 'node_modules')))
      throw new SmokeFailure(`${parent}/node_modules finns: välj TMPDIR utanför ett projekt`);
    if (dirname(parent) === parent) break;
  }
  const inside = relative(ROOT, dir);
  check(
    inside.startsWith('..') || isAbsolute(inside),
    `${dir} ligger utanför repot, utan node_modules ovanför`,
  );
}

/** The built server started with plain Node, up once GET /api/v1/health answers 200. */
async function startServer({ app, cwd, port, dataDir, databaseUrl }) {
  // A clean environment: nothing from the caller (NODE_OPTIONS, DATABASE_URL) may help or harm.
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  try {
    return await startNodeProcess({
      args: [join(app, 'server.mjs')],
      cwd,
      env,
      healthUrl: `http://127.0.0.1:${port}/api/v1/health`,
      startSeconds: START_SECONDS,
      onSpawn: (child) => (leftovers.child = child),
    });
  } catch (error) {
    throw new SmokeFailure(error instanceof Error ? error.message : String(error));
  }
}

async function json(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { notJson: text.slice(0, 200) };
  }
}

/** The feed is read by a job that starts after the server listens: it is given a while. */
async function demoFeedNotices(base, headers) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const feed = await json(await fetch(`${base}/api/v1/indragningar/feed`, { headers }));
    const count = feed.items?.length ?? 0;
    if (count > 0 || Date.now() > deadline) return count;
    await new Promise((done) => setTimeout(done, 500));
  }
}

async function checkRequests(base) {
  const home = await fetch(`${base}/`);
  const html = await home.text();
  check(
    home.status === 200 && html.includes('<div id="root">'),
    'GET / ger gränssnittets index.html',
  );
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const asset = script ? await fetch(`${base}${script}`) : null;
  check(
    asset?.status === 200 && asset.headers.get('content-type')?.includes('javascript'),
    `GET ${script ?? '/assets/…'} ger skriptet`,
  );
  const packed = script
    ? await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'br' } })
    : null;
  // fetch() decodes both answers: the same script either way.
  const [plain, unpacked] = await Promise.all([asset, packed].map((r) => r?.arrayBuffer()));
  check(
    packed?.headers.get('content-encoding') === 'br' &&
      packed.headers.get('vary') === 'Accept-Encoding' &&
      plain !== undefined &&
      unpacked !== undefined &&
      Buffer.from(plain).equals(Buffer.from(unpacked)),
    `GET ${script ?? '/assets/…'} med Accept-Encoding: br ger den förkomprimerade kopian`,
  );

  const ready = await fetch(`${base}/api/v1/ready`);
  if (ready.status === 404) console.log('  --  GET /api/v1/ready finns inte i den här versionen');
  else check(ready.status === 200, `GET /api/v1/ready svarar ${ready.status}`);

  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(NURSE),
  });
  const session = await json(login);
  check(
    login.status === 200 && typeof session.access_token === 'string',
    `POST /api/v1/auth/login som ${NURSE.email} ger en åtkomsttoken`,
  );
  const auth = { authorization: `Bearer ${session.access_token}` };
  const me = await fetch(`${base}/api/v1/auth/me`, { headers: auth });
  const user = await json(me);
  check(me.status === 200 && user.email === NURSE.email, 'GET /api/v1/auth/me svarar 200');

  const spec = await fetch(`${base}/api/v1/openapi.json`);
  check(
    spec.status === 200 && typeof (await json(spec)).openapi === 'string',
    'GET /api/v1/openapi.json är JSON',
  );
  const swagger = await fetch(`${base}/api/docs/swagger-ui.css`);
  check(swagger.status === 200, 'GET /api/docs/swagger-ui.css (swagger-ui-dist)');

  const schablons = await json(
    await fetch(`${base}/api/v1/medication-schablons?size=1`, { headers: auth }),
  );
  check(schablons.total > 0, `resources/schablons.json är läst (${schablons.total} schabloner)`);
  const notices = await demoFeedNotices(base, auth);
  check(notices > 0, `demoflödet för indragningar är läst (${notices} notiser)`);

  const sheet = await fetch(`${base}/api/v1/qr-codes/generate-pdf`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ site_id: user.site_id }),
  });
  const made = await json(sheet);
  const pdf = await fetch(`${base}/api/v1/qr-codes/download-pdf/${made.pdf_filename}`, {
    headers: auth,
  });
  const bytes = Buffer.from(await pdf.arrayBuffer());
  check(
    sheet.status === 201 && pdf.status === 200 && bytes.subarray(0, 5).toString() === '%PDF-',
    `ett QR-ark blir en PDF (${made.total_codes} koder, ${bytes.length} byte)`,
  );
}

async function stopServer(server) {
  const result = await server.stop(STOP_SECONDS);
  check(result?.code === 0, `SIGTERM: servern avslutas med kod 0 inom ${STOP_SECONDS} s`);
}

async function pass(name, options) {
  console.log(`\n${name}`);
  const port = await freePort([8600, 8700]);
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({ ...options, port });
  try {
    check(true, `GET /api/v1/health svarar 200 på ${base} (arbetsmapp ${options.cwd})`);
    await checkRequests(base);
    await stopServer(server);
  } catch (error) {
    server.child.kill('SIGKILL');
    console.error(`\nServerns utskrift:\n${server.lines().join('\n')}`);
    throw error;
  } finally {
    leftovers.child = null;
  }
}

async function main() {
  if (!existsSync(join(BUILT, 'server.mjs'))) {
    if (!process.argv.includes('--build-if-missing'))
      throw new SmokeFailure(`${BUILT}/server.mjs saknas: kör npm run build:server`);
    const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-server.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new SmokeFailure('npm run build:server misslyckades');
  }

  const work = mkdtempSync(join(resolve(tmpdir()), 'medvakt-smoke-'));
  leftovers.work = work;
  try {
    const app = join(work, 'app');
    console.log(`Kopierar ${BUILT} till ${app}`);
    cpSync(BUILT, app, { recursive: true, verbatimSymlinks: true });
    checkNoNodeModulesAbove(app);
    const elsewhere = join(work, 'elsewhere');
    mkdirSync(elsewhere);

    await pass('SQLite, startad i sin egen mapp (node server.mjs)', {
      app,
      cwd: app,
      dataDir: join(work, 'data-sqlite'),
    });
    await pass('SQLite, startad från en annan mapp (node /…/server.mjs)', {
      app,
      cwd: elsewhere,
      dataDir: join(work, 'data-elsewhere'),
    });
    if (process.env.SMOKE_DATABASE_URL) {
      await pass('PostgreSQL (SMOKE_DATABASE_URL)', {
        app,
        cwd: app,
        dataDir: join(work, 'data-pg'),
        databaseUrl: process.env.SMOKE_DATABASE_URL,
      });
    } else console.log('\nPostgreSQL: hoppas över (SMOKE_DATABASE_URL är inte satt)');
  } finally {
    cleanUp();
  }
  console.log('\nRöktestet gick igenom.');
}

try {
  await main();
} catch (error) {
  console.error(`\nRöktestet misslyckades: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
