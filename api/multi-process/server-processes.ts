import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, startNodeProcess } from '../../scripts/server-process.mjs';
import { bundled } from '../test/server-bundle.ts';

export { freePort };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = {
  pid: number;
  port: number;
  /** Every line it wrote, stdout and stderr. */
  lines: string[];
  stop: () => Promise<number | null>;
};

/** Starts the server (its bundle of api/server.ts) with `env` over a clean environment. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const server = await startNodeProcess({
    args: [bundled('server')],
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ...env, PORT: String(port) },
    healthUrl: `http://127.0.0.1:${port}/api/v1/health`,
  });
  return {
    pid: server.pid,
    port,
    lines: server.lines(),
    stop: async () => (await server.stop(60))?.code ?? null,
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
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      return command.includes(bundled('server')) ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}
