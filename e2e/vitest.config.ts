import { defineConfig } from 'vitest/config';

// Browser tests: a real server on an in-memory database, the built web app, and the
// system's Chromium driven by playwright-core. Run after `vite build` (npm test does it).
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
