import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createApi } from '../api/app.ts';

/**
 * Lints the OpenAPI document the server serves at /api/v1/openapi.json with Redocly's recommended
 * rules (redocly.yaml; the few findings the product specification's own paths cause are listed,
 * each with its reason, in .redocly.lint-ignore.yaml) and with Spectral's OpenAPI rules
 * (.spectral.yaml), the two linters integrators run. Any error of either fails the lint. The
 * document is written to dist/openapi.json first, the path both configurations name.
 */
const DOCUMENT = 'dist/openapi.json';

const answer = await createApi().request('/openapi.json');
mkdirSync('dist', { recursive: true });
writeFileSync(DOCUMENT, `${JSON.stringify(await answer.json(), null, 2)}\n`);

const resolve = createRequire(import.meta.url).resolve;
const run = (bin: string, args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).status ?? 1;

const redocly = run(resolve('@redocly/cli/bin/cli.js'), ['lint', DOCUMENT, '--format=stylish']);
const spectral = run(resolve('@stoplight/spectral-cli/dist/index.js'), [
  'lint',
  DOCUMENT,
  '--ruleset=.spectral.yaml',
  '--fail-severity=error',
]);
process.exit(redocly || spectral);
