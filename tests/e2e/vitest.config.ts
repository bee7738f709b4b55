import { defineConfig } from 'vitest/config';

// browser tests: one shared Chromium and one preview server, files run one after another (2-core machines)
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
