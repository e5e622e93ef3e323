import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The every-route × role × language × viewport checks (axe-core, small screens). They only read,
// so they run on their own server and database beside the main browser suite.
const PORT = Number(process.env.E2E_SCREENS_PORT ?? 8281);

export default defineConfig({
  ...base,
  testDir: 'e2e/screens',
  testIgnore: undefined,
  outputDir: 'test-results-screens',
  timeout: 120_000,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results-screens/screens.json' }]]
    : 'list',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { E2E_PORT: String(PORT) },
  },
});
