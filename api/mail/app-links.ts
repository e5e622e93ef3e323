import type { Config } from '../config.ts';

/** The address people reach Medvakt at, for links in e-mail: PUBLIC_BASE_URL when it is set. */
export function appAddress(
  config: Pick<Config, 'publicBaseUrl' | 'host' | 'port' | 'tlsCertFile'>,
) {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const scheme = config.tlsCertFile ? 'https' : 'http';
  return `${scheme}://${config.host}:${config.port}`;
}
