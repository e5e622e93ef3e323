import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRendererIfNeeded } from './build-if-needed.mjs';
import { e2eMailDir, startE2eMailbox } from './e2e-mailbox.mjs';

// A fresh data folder with demo data for every browser test run, and a mailbox for its e-mail.
buildRendererIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'medvakt-e2e-'));
const port = process.env.E2E_PORT ?? '8181';
const smtpPort = Number(port) + 1000;
const mailDir = e2eMailDir(port);
const closeMailbox = await startE2eMailbox(smtpPort, mailDir);
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    DEMO_DATA: '1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Medvakt <medvakt@e2e.test>',
    // The sign-in page shows it (e2e/helpers.ts E2E_HOSTING_NOTICE).
    HOSTING_NOTICE: 'Servrarna drivs av Region Exempel i Sverige',
    DATABASE_URL: '',
  },
});
const cleanUp = () => {
  closeMailbox();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
