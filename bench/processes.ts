import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type Running = { child: ChildProcess; baseUrl: string };

/** Starts a Node program with tsx and waits until `healthPath` answers 200. */
export async function startNode(
  script: string,
  port: number,
  env: Record<string, string>,
  healthPath: string,
): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} avslutades (kod ${child.exitCode})`);
    try {
      const res = await fetch(baseUrl + healthPath);
      if (res.ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`${script} startade inte inom 3 minuter`);
}

/** Peak resident memory of a process in MB (Linux), or null where /proc is missing. */
export function peakRssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export async function stop(running: Running): Promise<void> {
  const exited = new Promise((r) => running.child.once('exit', r));
  running.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
}
