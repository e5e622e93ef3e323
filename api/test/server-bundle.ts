import { fileURLToPath } from 'node:url';

/**
 * Where the tests start Medvakt's processes from: the entry points bundled once per test run by
 * api/test/server-bundle.setup.ts. The folder sits one level below the repository, as dist/server/
 * does, so the bundle finds package.json, resources/ and node_modules where the sources do.
 */
export const TEST_BUNDLE_DIR = fileURLToPath(new URL('../../.test-server/', import.meta.url));

export type BundledEntry = 'server' | 'backup' | 'restore' | 'api-process';

/** The bundled file of `entry`, to run as `node <file>`. */
export function bundled(entry: BundledEntry): string {
  return `${TEST_BUNDLE_DIR}${entry}.mjs`;
}
