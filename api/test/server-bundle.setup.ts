import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_ENTRIES, bundleServer } from '../../scripts/server-bundle.mjs';
import { TEST_BUNDLE_DIR } from './server-bundle.ts';

const HOUR = 3_600_000;

/**
 * Split at the server's dynamic imports, so a start that fails on its settings loads a few
 * modules, not every package (0.25 against 1.3 CPU-seconds; a whole start costs the same).
 */
async function bundleSources(): Promise<void> {
  await bundleServer({
    outdir: TEST_BUNDLE_DIR,
    entryPoints: { ...SERVER_ENTRIES, 'api-process': 'electron/api-process.ts' },
    splitting: true,
  });
  // Chunks are named by their content, so each change of the sources leaves old ones behind; an
  // hour-old one belongs to no run that may still be starting a process.
  for (const name of readdirSync(TEST_BUNDLE_DIR)) {
    const path = join(TEST_BUNDLE_DIR, name);
    if (name.startsWith('chunk-') && Date.now() - statSync(path).mtimeMs > HOUR) rmSync(path);
  }
}

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
