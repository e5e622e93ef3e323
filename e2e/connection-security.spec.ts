import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { join } from 'node:path';
import { chromium, expect, test, type Browser } from '@playwright/test';
import config from '../playwright.config.ts';
import { selfSignedCertificate } from '../api/test/certificate.ts';
import { login } from './helpers.ts';

// Two servers of our own, reached by a name that is not loopback (Chromium maps it to 127.0.0.1):
// one on plain HTTP, one speaking TLS with a throw-away certificate.
const HOST = 'medvakt.test';
const HTTP_PORT = 8191;
const HTTPS_PORT = 8192;

const folders: string[] = [];
const servers: ChildProcess[] = [];
let browser: Browser;

function startServer(port: number, extra: Record<string, string>): ChildProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'medvakt-conn-'));
  folders.push(dataDir);
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO_DATA: '1',
      DATABASE_URL: '',
      ...extra,
    },
  });
  servers.push(server);
  return server;
}

/** Whether a server answers its health check; the TLS one with its self-signed certificate. */
function answers(url: string): Promise<boolean> {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve) => {
    const call = get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    call.on('error', () => resolve(false));
  });
}

async function healthy(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`${url} svarar inte`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const certs = mkdtempSync(join(tmpdir(), 'medvakt-cert-'));
  folders.push(certs);
  const { cert, key } = selfSignedCertificate(certs, { host: HOST });
  startServer(HTTP_PORT, {});
  startServer(HTTPS_PORT, { TLS_CERT_FILE: cert, TLS_KEY_FILE: key });
  const launch = config.use?.launchOptions ?? {};
  browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
  await healthy(`http://127.0.0.1:${HTTP_PORT}/api/v1/health`);
  await healthy(`https://127.0.0.1:${HTTPS_PORT}/api/v1/health`);
});

test.afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test('over plain HTTP the header warns and says what to configure', async () => {
  const context = await browser.newContext({ baseURL: `http://${HOST}:${HTTP_PORT}` });
  const page = await context.newPage();
  await login(page, 'site_admin');
  const header = page.getByRole('banner');
  const warning = header.getByTestId('connection-status');
  await expect(warning).toHaveText('Osäker anslutning (HTTP)');
  await expect(header.getByText('Säker anslutning (HTTPS)')).toHaveCount(0);
  await warning.hover();
  await expect(page.getByRole('tooltip')).toContainText('TLS_CERT_FILE');
  await expect(page.getByRole('tooltip')).toContainText('TRUST_PROXY=1');
  await context.close();
});

test('over HTTPS the header says the connection is secure', async () => {
  const context = await browser.newContext({
    baseURL: `https://${HOST}:${HTTPS_PORT}`,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  await login(page, 'site_admin');
  const header = page.getByRole('banner');
  await expect(header.getByTestId('connection-status')).toHaveText('Säker anslutning (HTTPS)');
  await expect(header.getByText('Osäker anslutning (HTTP)')).toHaveCount(0);
  await context.close();
});
