import type { TestProject } from 'vitest/node';
import { SERVER_ENTRIES, bundleServer } from '../../scripts/server-bundle.mjs';
import { TEST_BUNDLE_DIR } from './server-bundle.ts';

const bundleSources = () =>
  bundleServer({
    outdir: TEST_BUNDLE_DIR,
    entryPoints: { ...SERVER_ENTRIES, 'api-process': 'electron/api-process.ts' },
  });

/**
 * Vitest's global setup: bundles the server, the backup and restore commands and the kiosk's API
 * process from the sources as they are now, before any test file starts one, and again before
 * each rerun in watch mode. Without build-time settings, so the bundle reads its version and
 * commit as `npm start` does.
 */
export async function setup(project: TestProject): Promise<void> {
  await bundleSources();
  project.onTestsRerun(bundleSources);
}
