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
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
