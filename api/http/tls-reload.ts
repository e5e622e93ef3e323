import { readFileSync, unwatchFile, watchFile, type Stats } from 'node:fs';
import type { Server as TlsServer } from 'node:tls';
import { X509Certificate } from 'node:crypto';
import type { Logger } from '../observability/logger.ts';

export type CertificateFiles = { certFile: string; keyFile: string };

/** How often the files are looked at: a renewed certificate is served within about a minute. */
const DEFAULT_INTERVAL_MS = 30_000;

/**
 * Serves a renewed certificate (certbot renews every 60 to 90 days) to new connections without a
 * restart. Polling (fs.watchFile) also sees a file replaced by a rename, which is how certbot
 * updates its links. The certificate and key change one after the other, so a pair that does not
 * match yet is logged and the old one kept until the other file follows. Returns the stop.
 */
export function reloadCertificatesOnChange(
  server: TlsServer,
  files: CertificateFiles,
  options: { logger: Logger; intervalMs?: number },
): () => void {
  const { logger, intervalMs = DEFAULT_INTERVAL_MS } = options;
  let pending: ReturnType<typeof setTimeout> | null = null;

  const reload = () => {
    pending = null;
    try {
      const cert = readFileSync(files.certFile);
      const key = readFileSync(files.keyFile);
      server.setSecureContext({ cert, key });
      const { subject, validTo } = new X509Certificate(cert);
      logger.info(
        { subject: subject.replace(/\n/g, ', '), valid_to: validTo },
        'TLS-certifikatet är inläst på nytt',
      );
    } catch (error) {
      logger.warn(
        { err: error },
        'TLS-certifikatet kunde inte läsas in på nytt; det tidigare används tills vidare',
      );
    }
  };

  const changed = (now: Stats, before: Stats) => {
    if (now.mtimeMs === before.mtimeMs && now.ino === before.ino && now.size === before.size)
      return;
    // Wait one more look, so a key written right after its certificate is read with it.
    if (pending) clearTimeout(pending);
    pending = setTimeout(reload, intervalMs);
    pending.unref();
  };

  for (const file of [files.certFile, files.keyFile])
    watchFile(file, { interval: intervalMs, persistent: false }, changed);
  return () => {
    for (const file of [files.certFile, files.keyFile]) unwatchFile(file, changed);
    if (pending) clearTimeout(pending);
  };
}
