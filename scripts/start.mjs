import { spawn } from 'node:child_process';
import { buildRendererIfNeeded } from './build-if-needed.mjs';

// `--no-build`: serve the API as it is, without building a missing or older web interface first.
if (!process.argv.includes('--no-build')) buildRendererIfNeeded();
const env = { ...process.env };
// A person at a terminal reads this log; a service manager or a pipe gets the JSON default.
if (!env.LOG_FORMAT && process.stdout.isTTY) env.LOG_FORMAT = 'pretty';
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
  stdio: 'inherit',
  env,
});
// Stop the server and wait for it, so its port and its pid file are free once this exits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
