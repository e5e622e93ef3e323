import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { isPortFree, startNodeProcess } from '../scripts/server-process.mjs';

export type Running = { child: ChildProcess; baseUrl: string; pid: number };

/** Linux's USER_HZ: utime and stime in /proc/<pid>/stat count in these ticks. */
const TICKS_PER_SECOND = 100;

/** Starts a Node program with tsx and waits until `healthPath` answers 200. */
export async function startNode(
  script: string,
  port: number,
  env: Record<string, string>,
  healthPath: string,
): Promise<Running> {
  // Otherwise a server someone else left on the port would answer the health check for ours.
  if (!(await isPortFree(port))) throw new Error(`Port ${port} är upptagen`);
  const baseUrl = `http://127.0.0.1:${port}`;
  const { child, pid } = await startNodeProcess({
    args: ['--import', 'tsx', script],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    healthUrl: baseUrl + healthPath,
    startSeconds: 180,
    output: 'stderr',
  });
  return { child, baseUrl, pid };
}

/** The fields after the command name in /proc/<pid>/stat (state is [0], ppid [1], utime [11]). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The process and all its descendants (a cluster primary and its workers); [] without /proc. */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(statFields(Number(entry))?.[1]);
    if (!Number.isFinite(ppid)) continue;
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  if (statFields(pid) === null) return [];
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i] ?? -1) ?? []));
  return tree;
}

function cpuTicks(pid: number): number {
  const fields = statFields(pid);
  return fields ? Number(fields[11]) + Number(fields[12]) : 0;
}

/**
 * CPU time (user + system) used so far by the process and its descendants, in ms; null where
 * /proc is missing. Workers that die in between take their time with them.
 */
export function cpuMs(pid: number): number | null {
  const tree = processTree(pid);
  if (tree.length === 0) return null;
  return (tree.reduce((sum, p) => sum + cpuTicks(p), 0) * 1000) / TICKS_PER_SECOND;
}

function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

const highestRss = (pid: number) => Math.max(0, ...processTree(pid).map((p) => rssMb(p) ?? 0));

/**
 * Samples the resident memory of the process and its descendants every 200 ms until stopped;
 * answers the highest sample of any one process in MB, or null where /proc is missing. Start-up
 * peaks (first warnings pass, catch-up backup) are left out.
 */
export function sampleRss(pid: number): () => number | null {
  if (rssMb(pid) === null) return () => null;
  let highest = highestRss(pid);
  const timer = setInterval(() => {
    highest = Math.max(highest, highestRss(pid));
  }, 200);
  return () => {
    clearInterval(timer);
    return Math.max(highest, highestRss(pid));
  };
}

/**
 * SIGTERM, then SIGKILL for whatever of the tree is still there after 10 s. A process is known by
 * its id and start time together, so an id the system has handed out again is left alone.
 */
export async function stop(running: Running): Promise<void> {
  const started = (pid: number) => statFields(pid)?.[19] ?? null;
  const tree = processTree(running.pid).map((pid) => ({ pid, start: started(pid) }));
  if (running.child.exitCode === null && running.child.signalCode === null) {
    const exited = new Promise((r) => running.child.once('exit', r));
    running.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  for (const { pid, start } of tree) {
    if (start === null || started(pid) !== start) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/**
 * V8 hands the garbage of a busy spell back to the system only after about half a minute of
 * quiet: on L the start-up jobs leave close to 100 MB that a server running for a while no longer
 * holds (RSS 236 MB falls to 141 MB).
 */
const SETTLE_SECONDS = 35;

/**
 * Waits until the process (with its workers) has used under 5 % of a core for SETTLE_SECONDS in a
 * row, so start-up work (the first warnings pass, a catch-up backup) and its memory are not
 * measured with the load. Gives up after 5 minutes.
 */
export async function waitUntilIdle(pid: number): Promise<void> {
  if (cpuMs(pid) === null) return;
  const deadline = Date.now() + 300_000;
  let quietSeconds = 0;
  while (quietSeconds < SETTLE_SECONDS && Date.now() < deadline) {
    const before = cpuMs(pid) ?? 0;
    await new Promise((r) => setTimeout(r, 1_000));
    const used = (cpuMs(pid) ?? 0) - before;
    quietSeconds = used <= 50 ? quietSeconds + 1 : 0;
  }
}
