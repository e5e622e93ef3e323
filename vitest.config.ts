import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'api/**/*.test.ts',
      'shared/**/*.test.ts',
      'renderer/**/*.test.ts',
      'scripts/**/*.test.ts',
      'electron/**/*.test.ts',
    ],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // The tests that start Medvakt's processes start them from a bundle made once here.
    globalSetup: ['api/test/server-bundle.setup.ts'],
    // Test files share their worker's loaded modules instead of importing the whole API again for
    // each file: that import was most of the suite's time. Each file still gets its own database.
    isolate: false,
    // Vitest's default is one worker on two cores; many files wait on child processes and sockets.
    maxWorkers: 3,
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
