import { spawn } from 'node:child_process';
import { buildRendererIfNeeded } from './build-if-needed.mjs';

buildRendererIfNeeded();
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
