import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { Config } from '../config.ts';

/** Options for @hono/node-server: HTTPS with the configured certificate, else plain HTTP. */
export function tlsServeOptions(config: Pick<Config, 'tlsCertFile' | 'tlsKeyFile'>) {
  const { tlsCertFile, tlsKeyFile } = config;
  if (!tlsCertFile && !tlsKeyFile) return { scheme: 'http' as const };
  if (!tlsCertFile || !tlsKeyFile)
    throw new Error(
      'Ogiltig konfiguration: ange både TLS_CERT_FILE och TLS_KEY_FILE, eller ingen.',
    );
  return {
    scheme: 'https' as const,
    createServer,
    serverOptions: { cert: readFileSync(tlsCertFile), key: readFileSync(tlsKeyFile) },
  };
}
