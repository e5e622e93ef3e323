import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'e2e',
  // Every-screen checks (axe, small screens) run beside this suite: playwright.screens.config.ts.
  testIgnore: 'screens/**',
  fullyParallel: false,
  workers: 1,
  // Under CI a failure is run once more; .ci/count.mjs names any test that needed it.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // The interface honours the system's reduced-motion setting; transitions only cost time here.
    reducedMotion: 'reduce',
    // A trace is recorded while a test runs, which costs a fifth of the suite's processor time;
    // under CI the retry of a failed test records one, so every failure still comes with its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { E2E_PORT: String(PORT) },
  },
});
