import { copyFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { startServer, type RunningServer } from '../server-start.ts';
import { selfSignedCertificate } from '../test/certificate.ts';
import { captureLog } from '../test/log-capture.ts';
import { serverDatabase, type ServerDatabase } from '../test/server-database.ts';

const PORT = 8715;

let storage: ServerDatabase;
let server: RunningServer;
let certFile: string;
let keyFile: string;
const log = captureLog();

/** The name in the certificate a new connection is served. */
function servedName(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(
      { host: '127.0.0.1', port: PORT, servername: 'localhost', rejectUnauthorized: false },
      () => {
        const name = socket.getPeerCertificate().subject.CN;
        socket.end();
        resolve(Array.isArray(name) ? name.join(',') : (name ?? ''));
      },
    );
    socket.on('error', reject);
  });
}

/** Asks again until the answer is `wanted`, as a browser opening the page anew would. */
async function servedNameBecomes(wanted: string): Promise<string> {
  let name = await servedName();
  for (let tries = 0; tries < 400 && name !== wanted; tries++) {
    await new Promise((wait) => setTimeout(wait, 25));
    name = await servedName();
  }
  return name;
}

/** Puts a file in place the way certbot does: written beside it, then renamed over it. */
function replace(from: string, to: string) {
  copyFileSync(from, `${to}.new`);
  renameSync(`${to}.new`, to);
}

beforeAll(async () => {
  storage = await serverDatabase();
  const first = selfSignedCertificate(storage.dataDir, { host: 'forsta.medvakt.test', name: 'a' });
  certFile = join(storage.dataDir, 'fullchain.pem');
  keyFile = join(storage.dataDir, 'privkey.pem');
  copyFileSync(first.cert, certFile);
  copyFileSync(first.key, keyFile);
  server = await startServer(
    testConfig({
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      port: PORT,
      tlsCertFile: certFile,
      tlsKeyFile: keyFile,
      logLevel: 'info',
    }),
    { logDestination: log.destination, tlsCheckIntervalMs: 20 },
  );
});
afterAll(async () => {
  await server.stop();
  await storage.dispose();
});

describe('a renewed TLS certificate', () => {
  it('is served to new connections without a restart, and the reload is logged', async () => {
    expect(server.address).toBe(`https://127.0.0.1:${PORT}`);
    expect(await servedName()).toBe('forsta.medvakt.test');
    const renewed = selfSignedCertificate(storage.dataDir, {
      host: 'andra.medvakt.test',
      name: 'b',
    });
    replace(renewed.key, keyFile);
    replace(renewed.cert, certFile);
    expect(await servedNameBecomes('andra.medvakt.test')).toBe('andra.medvakt.test');
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        level: 'info',
        msg: 'TLS-certifikatet är inläst på nytt',
        subject: 'CN=andra.medvakt.test',
      }),
    );
  });

  it('keeps the certificate it has while the new one lacks its key', async () => {
    const third = selfSignedCertificate(storage.dataDir, {
      host: 'tredje.medvakt.test',
      name: 'c',
    });
    log.clear();
    replace(third.cert, certFile);
    const warned = () =>
      log.lines().some((line) => line.level === 'warn' && String(line.msg).startsWith('TLS'));
    for (let tries = 0; tries < 400 && !warned(); tries++)
      await new Promise((wait) => setTimeout(wait, 25));
    expect(warned()).toBe(true);
    expect(await servedName()).toBe('andra.medvakt.test');
    replace(third.key, keyFile);
    expect(await servedNameBecomes('tredje.medvakt.test')).toBe('tredje.medvakt.test');
  });
});
