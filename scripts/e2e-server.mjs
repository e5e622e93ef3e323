import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRendererIfNeeded } from './build-if-needed.mjs';

// A fresh data folder with demo data for every browser test run.
buildRendererIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'medvakt-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '8181',
    DEMO_DATA: '1',
    DATABASE_URL: '',
  },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
