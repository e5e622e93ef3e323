import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createApi } from '../api/app.ts';

/**
 * Lints the OpenAPI document the server serves at /api/v1/openapi.json with Redocly's recommended
 * rules (redocly.yaml; the few findings the product specification's own paths cause are listed,
 * each with its reason, in .redocly.lint-ignore.yaml). The document is written to
 * dist/openapi.json first, the path the ignore file names.
 */
const DOCUMENT = 'dist/openapi.json';

const answer = await createApi().request('/openapi.json');
mkdirSync('dist', { recursive: true });
writeFileSync(DOCUMENT, `${JSON.stringify(await answer.json(), null, 2)}\n`);

const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const lint = spawnSync(process.execPath, [redocly, 'lint', DOCUMENT, '--format=stylish'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(lint.status ?? 1);
