import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Defined by scripts/build-server.mjs in the server bundle; absent under tsx.
declare const MEDVAKT_BUILD_VERSION: string | undefined;
declare const MEDVAKT_BUILD_COMMIT: string | undefined;

const bundled = typeof MEDVAKT_BUILD_VERSION === 'string';

function versionFromPackageJson(): string {
  const packageJson: unknown = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  );
  return typeof packageJson === 'object' && packageJson !== null && 'version' in packageJson
    ? String(packageJson.version)
    : '0.0.0';
}

/** The short commit of the repository, or 'okänd' outside git. */
function commitFromGit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return commit || 'okänd';
  } catch {
    return 'okänd';
  }
}

export const MEDVAKT_VERSION: string =
  typeof MEDVAKT_BUILD_VERSION === 'string' ? MEDVAKT_BUILD_VERSION : versionFromPackageJson();

export const MEDVAKT_COMMIT: string =
  typeof MEDVAKT_BUILD_COMMIT === 'string' ? MEDVAKT_BUILD_COMMIT : commitFromGit();

/** The built renderer: beside the bundle, or dist/renderer in the working folder under tsx. */
export const DEFAULT_RENDERER_DIR: string = bundled
  ? fileURLToPath(new URL('./renderer', import.meta.url))
  : 'dist/renderer';
