import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Builds and a browser are slow to start; assertions themselves are never timed.
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
