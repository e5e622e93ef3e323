import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((found, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => found(port));
    });
  });
}

export type ServerProcess = {
  pid: number;
  port: number;
  /** Every line it wrote, stdout and stderr. */
  lines: string[];
  stop: () => Promise<number | null>;
};

/** Starts `node api/server.ts` as `npm start` does, with `env` over a clean environment. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Servern avslutades: ${lines.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`Servern kom inte igång: ${lines.join('\n')}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null);
    if (ready?.status === 200) break;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    pid: child.pid ?? 0,
    port,
    lines,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The API processes `parent` started (node:cluster's workers), read from /proc. */
export function workersOf(parent: number): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      // The command name may hold spaces and parentheses; the parent pid follows the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== parent) return [];
      // Not the helpers a loader may start (an esbuild service under tsx).
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      return command.includes('api/server.ts') ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}
