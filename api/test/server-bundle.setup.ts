import { SERVER_ENTRIES, bundleServer } from '../../scripts/server-bundle.mjs';
import { TEST_BUNDLE_DIR } from './server-bundle.ts';

/**
 * Vitest's global setup: bundles the server, the backup and restore commands and the kiosk's API
 * process from the sources as they are now, before any test file starts one. Without build-time
 * settings, so the bundle reads its version and commit as `npm start` does.
 */
export async function setup(): Promise<void> {
  await bundleServer({
    outdir: TEST_BUNDLE_DIR,
    entryPoints: { ...SERVER_ENTRIES, 'api-process': 'electron/api-process.ts' },
  });
}
