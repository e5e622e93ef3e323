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

function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Samples a process's resident memory every 200 ms until stopped; answers the highest sample in MB,
 * or null where /proc is missing. Start-up peaks (first warnings pass, catch-up backup) are left out.
 */
export function sampleRss(pid: number | undefined): () => number | null {
  if (pid === undefined || rssMb(pid) === null) return () => null;
  let highest = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    highest = Math.max(highest, rssMb(pid) ?? 0);
  }, 200);
  return () => {
    clearInterval(timer);
    return Math.max(highest, rssMb(pid) ?? 0);
  };
}

export async function stop(running: Running): Promise<void> {
  const exited = new Promise((r) => running.child.once('exit', r));
  running.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
}

function cpuTicks(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Waits until the process has used under 5 % of a core for two seconds in a row, so start-up work
 * (the first warnings pass, a catch-up backup) is not measured as load. Gives up after 5 minutes.
 */
export async function waitUntilIdle(pid: number | undefined): Promise<void> {
  if (pid === undefined || cpuTicks(pid) === null) return;
  const deadline = Date.now() + 300_000;
  let quietSeconds = 0;
  while (quietSeconds < 2 && Date.now() < deadline) {
    const before = cpuTicks(pid) ?? 0;
    await new Promise((r) => setTimeout(r, 1_000));
    const used = (cpuTicks(pid) ?? 0) - before;
    quietSeconds = used <= 5 ? quietSeconds + 1 : 0;
  }
}
