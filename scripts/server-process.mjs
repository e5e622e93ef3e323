import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

// Starting a Node server on a free port and waiting for its health answer, for the tests, the
// bench and the scripts alike. Plain JavaScript, so scripts run by node can use it as well.

/** Whether nothing listens on `port` at 127.0.0.1 now. */
export function isPortFree(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** A port nobody listens on now: the first free one of `range` ([from, to)), else one the system picks. */
export async function freePort(range) {
  if (range) {
    const [from, to] = range;
    for (let port = from; port < to; port++) if (await isPortFree(port)) return port;
    throw new Error(`Ingen ledig port i ${from}-${to - 1}`);
  }
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

/** Resolves after `ms` with `value`. */
const after = (ms, value) => new Promise((done) => setTimeout(() => done(value), ms));

/**
 * Starts `node ...args` and resolves once `healthUrl` answers 200. Rejects (and kills it) when it
 * exits first or is not up within `startSeconds`. `output: 'keep'` keeps what it writes for
 * `lines()`; `'stderr'` passes only its stderr on. `onSpawn` is told the child before it is up.
 */
export async function startNodeProcess({
  args,
  healthUrl,
  cwd,
  env,
  startSeconds = 60,
  output = 'keep',
  onSpawn,
}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: output === 'keep' ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  });
  onSpawn?.(child);
  const lines = [];
  const keep = (chunk) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  let gone = null;
  void exited.then((result) => (gone = result));
  const running = {
    child,
    pid: child.pid ?? 0,
    exited,
    lines: () => lines,
    /** SIGTERM, then SIGKILL after `graceSeconds`; how it exited, or null when it had to be killed. */
    stop: async (graceSeconds = 10) => {
      if (gone) return gone;
      child.kill('SIGTERM');
      const result = await Promise.race([exited, after(graceSeconds * 1000, null)]);
      if (!result) child.kill('SIGKILL');
      return result;
    },
  };
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (gone)
      throw new Error(`Servern avslutades vid start (kod ${gone.code}): ${lines.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Servern kom inte igång inom ${startSeconds} s: ${lines.join('\n')}`);
    }
    const status = await fetch(healthUrl).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return running;
    await after(200);
  }
}
