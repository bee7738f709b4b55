import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './global-setup.ts';
import { lucideIcons } from '../../vite.config.ts';

// browser tests: one shared Chromium and one preview server; two files at a time (most of a test is waiting)
export default defineConfig({
  // tests import the schema, which reads the icon names from the installed Lucide
  plugins: [lucideIcons()],
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: E2E_WORKERS,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
