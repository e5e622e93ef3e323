import type { ChildProcess } from 'node:child_process';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type NodeProcess = {
  child: ChildProcess;
  pid: number;
  exited: Promise<Exit>;
  /** Every line it wrote, stdout and stderr (with `output: 'keep'`). */
  lines: () => string[];
  /** SIGTERM, then SIGKILL after `graceSeconds` (10); how it exited, or null when killed. */
  stop: (graceSeconds?: number) => Promise<Exit | null>;
};

export declare function isPortFree(port: number): Promise<boolean>;
export declare function freePort(range?: [from: number, to: number]): Promise<number>;
export declare function startNodeProcess(options: {
  args: string[];
  healthUrl: string;
  cwd?: string;
  env?: Record<string, string | undefined>;
  startSeconds?: number;
  output?: 'keep' | 'stderr';
  onSpawn?: (child: ChildProcess) => void;
}): Promise<NodeProcess>;
