import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFileName } from '../api/services/backup/data-dir-lock.ts';
import { bundled } from '../api/test/server-bundle.ts';

// Real servers and the real commands, as an operator runs them, on a throw-away data folder.
const ROOT = join(import.meta.dirname, '..');
const ADMIN = { email: 'admin@medvakt.se', password: 'Medvakt-Admin1' };
const folders: string[] = [];
const servers: ChildProcess[] = [];
afterAll(() => {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function commandEnv(dataDir: string): NodeJS.ProcessEnv {
  const { PORT: _port, BACKUP_DIR: _backupDir, ...env } = process.env;
  return { ...env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '1' };
}

type Server = { child: ChildProcess; base: string; stop: () => Promise<number | null> };

async function startServer(dataDir: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, [bundled('server')], {
    cwd: ROOT,
    env: { ...commandEnv(dataDir), PORT: String(port), RECALL_SYNC_MINUTES: '0' },
    stdio: 'ignore',
  });
  servers.push(child);
  const base = `http://127.0.0.1:${port}/api/v1`;
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server ended with ${child.exitCode}`);
    if (waited > 20_000) throw new Error('the server did not answer on /health');
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    child,
    base,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run <script> -- <args>`, or the script under node directly (`viaNpm: false`). */
function run(script: 'backup' | 'restore', args: string[], dataDir: string, viaNpm = true) {
  const [command, argv] = viaNpm
    ? ['npm', ['run', '-s', script, '--', ...args]]
    : [process.execPath, [bundled(script), ...args]];
  return new Promise<Run>((done) => {
    const child = spawn(command, argv, { cwd: ROOT, env: commandEnv(dataDir) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: any = await response.json();
  return { status: response.status, body: answer };
}

async function signIn(base: string): Promise<string> {
  const answer = await call(base, 'POST', '/auth/login', undefined, ADMIN);
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

const customerNames = async (base: string, token: string) =>
  (await call(base, 'GET', '/customers?per_page=100', token)).body.customers.map(
    (c: { name: string }) => c.name,
  );

function backupWritten(result: Run): string {
  expect(result.code).toBe(0);
  const file = /^Backup written: (.+)$/m.exec(result.stdout)?.[1] ?? '';
  expect(result.stdout).toContain(`Säkerhetskopian är skriven: ${file}`);
  expect(existsSync(file)).toBe(true);
  return file;
}

const dataFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'medvakt-restore-run-'));
  folders.push(dir);
  return dir;
};

// Each step is a real npm run (about 4 s alone); under a full suite's load a walk takes longer.
describe('npm run backup and npm run restore', { timeout: 90_000 }, () => {
  it('backup → later changes → restore → sign in again: the data is as at backup time', async () => {
    const dataDir = dataFolder();
    let server = await startServer(dataDir, 8291);
    const kept = await signIn(server.base);
    const loggedOut = await signIn(server.base);

    const file = backupWritten(await run('backup', [], dataDir));
    expect(file).toMatch(/\/backups\/medvakt-\d{8}-\d{4}\.sqlite$/);

    const created = await call(server.base, 'POST', '/customers', kept, {
      name: 'Efter säkerhetskopian AB',
      customer_type: 'kommun',
    });
    expect(created.status).toBe(201);
    expect((await call(server.base, 'POST', '/auth/logout', loggedOut)).status).toBe(200);
    expect(await customerNames(server.base, kept)).toContain('Efter säkerhetskopian AB');

    expect(await server.stop()).toBe(0);
    expect(existsSync(join(dataDir, lockFileName(server.child.pid ?? 0)))).toBe(false);

    const restored = await run('restore', [file], dataDir);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`är återställd från ${file}`);
    expect(restored.stdout).toContain(`was restored from ${file}`);
    expect(restored.stdout).toMatch(/2 inloggningar avslutades: alla loggar in igen\./);
    expect(restored.stdout).toMatch(/2 sessions were revoked: everyone signs in again\./);
    const aside = readdirSync(dataDir).filter((name) => name.includes('.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(aside[0]).toMatch(/^medvakt\.sqlite\.before-restore-\d{8}-\d{6}$/);

    server = await startServer(dataDir, 8291);
    for (const token of [kept, loggedOut]) {
      const refused = await call(server.base, 'GET', '/auth/me', token);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('SESSION_ENDED');
    }
    const fresh = await signIn(server.base);
    const names = await customerNames(server.base, fresh);
    expect(names).toEqual(
      expect.arrayContaining(['Solna stad – Vård och omsorg', 'Region Uppsala']),
    );
    expect(names).not.toContain('Efter säkerhetskopian AB');
    expect(await server.stop()).toBe(0);

    // The database as it was before the restore still holds the later change.
    const before = new SqliteDatabase(join(dataDir, aside[0] ?? ''), { readonly: true });
    try {
      expect(
        before
          .prepare('select count(*) as n from customers where name = ?')
          .get('Efter säkerhetskopian AB'),
      ).toEqual({ n: 1 });
      expect(
        before.prepare('select count(*) as n from sessions where revoked_at is not null').get(),
      ).toEqual({ n: 1 });
    } finally {
      before.close();
    }
  });

  it('refuses while a server uses DATA_DIR, and goes ahead once that server was killed', async () => {
    const dataDir = dataFolder();
    const server = await startServer(dataDir, 8292);
    const token = await signIn(server.base);
    const file = backupWritten(await run('backup', [], dataDir, false));
    const filesBefore = readdirSync(dataDir).sort();

    const refused = await run('restore', [file], dataDir, false);
    const pid = server.child.pid ?? 0;
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(
      `En Medvakt-server använder DATA_DIR (pid ${pid}). Stoppa den först.`,
    );
    expect(refused.stderr).toContain(
      `A Medvakt server is using DATA_DIR (pid ${pid}). Stop it first.`,
    );
    // Nothing changed: same files, and the server's sessions still hold.
    expect(readdirSync(dataDir).sort()).toEqual(filesBefore);
    expect((await call(server.base, 'GET', '/auth/me', token)).status).toBe(200);

    server.child.kill('SIGKILL');
    await new Promise((done) => server.child.once('exit', done));
    expect(existsSync(join(dataDir, lockFileName(pid)))).toBe(true);
    const restored = await run('restore', [file], dataDir, false);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Start the server again.');
  });

  it('refuses a file that is not a backup, leaving the database as it was', async () => {
    const dataDir = dataFolder();
    const server = await startServer(dataDir, 8293);
    await server.stop();
    const database = join(dataDir, 'medvakt.sqlite');
    const filesBefore = readdirSync(dataDir).sort();
    const result = await run('restore', [join(ROOT, 'package.json')], dataDir, false);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Filen är ingen SQLite-databas');
    expect(result.stderr).toContain('The file is not a SQLite database');
    expect(readdirSync(dataDir).sort()).toEqual(filesBefore);
    expect(existsSync(database)).toBe(true);
  });

  it('says that PostgreSQL is backed up with pg_dump on the database host', async () => {
    const dataDir = dataFolder();
    const child = spawn(process.execPath, [bundled('backup')], {
      cwd: ROOT,
      env: { ...commandEnv(dataDir), DATABASE_URL: 'postgres://medvakt@db.invalid:5432/medvakt' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((done) => child.on('close', done));
    expect(code).toBe(1);
    expect(stderr).toContain('Säkerhetskopior av PostgreSQL görs med pg_dump på databasvärden');
    expect(stderr).toContain('Backups of PostgreSQL are made with pg_dump on the database host');
  });
});
