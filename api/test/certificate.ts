import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** A throw-away self-signed certificate for `host` in `dir`, valid from now for `days` days. */
export function selfSignedCertificate(
  dir: string,
  options: { host?: string; days?: number; name?: string } = {},
): { cert: string; key: string } {
  const { host = 'medvakt.test', days = 2, name = 'cert' } = options;
  const cert = join(dir, `${name}.pem`);
  const key = join(dir, `${name}-key.pem`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      String(days),
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}
