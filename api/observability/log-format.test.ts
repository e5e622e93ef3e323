import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../multi-process/server-processes.ts';
import { bundled } from '../test/server-bundle.ts';

// The server as `npm start` or systemd runs it, its standard output read as a log collector would.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Starts a server with demo data, waits for its greeting, stops it: every line on stdout. */
async function stdoutOfARun(env: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'medvakt-log-'));
  folders.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, [bundled('server')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  for (let waited = 0; !stdout.includes('Medvakt körs på'); waited += 100) {
    if (child.exitCode !== null || waited > 60_000) throw new Error(`Ingen hälsning:\n${stdout}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  const res = await fetch(`http://127.0.0.1:${String(port)}/api/v1/health`);
  expect(res.status).toBe(200);
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  return stdout.split('\n').filter((line) => line.trim());
}

const parsed = (line: string): unknown => {
  try {
    return JSON.parse(line);
  } catch {
    return `inte JSON: ${line}`;
  }
};

describe('the log on standard output', () => {
  for (const workers of ['1', '2'])
    it(`is JSON on every line with LOG_FORMAT=json and WORKERS=${workers}, the greeting too`, async () => {
      const lines = await stdoutOfARun({ LOG_FORMAT: 'json', WORKERS: workers });
      const objects = lines.map(parsed);
      for (const object of objects)
        expect(object).toEqual(expect.objectContaining({ msg: expect.any(String) }));
      const greeting = objects.find(
        (o): o is { msg: string } =>
          typeof o === 'object' &&
          o !== null &&
          'msg' in o &&
          String(o.msg).startsWith('Medvakt körs på'),
      );
      expect(greeting).toMatchObject({
        level: 'info',
        database: 'sqlite',
        processes: Number(workers),
      });
      expect(objects).toContainEqual(
        expect.objectContaining({ msg: 'Demodata är inläst. Inloggningarna står i README.' }),
      );
      // No line holds a password or an e-mail address, the demo logins' neither.
      expect(lines.join('\n')).not.toMatch(/Medvakt-Admin1|@medvakt\.se/);
    }, 120_000);

  it('is readable text with LOG_FORMAT=pretty: the greeting and the demo logins', async () => {
    const lines = await stdoutOfARun({ LOG_FORMAT: 'pretty' });
    expect(lines.some((line) => line.startsWith('Medvakt körs på http://127.0.0.1:'))).toBe(true);
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}admin +admin@medvakt\.se +Medvakt-Admin1$/),
    );
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
  }, 120_000);
});
