import { defineConfig } from 'vitest/config';

// Unit and integration tests. Each test file opens its own fresh, migrated in-memory
// PGlite, so files run in parallel safely. Browser tests live in e2e/ (own config).
export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts', 'apps/*/test/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
