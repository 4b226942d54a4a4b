import { defineConfig } from 'vitest/config';

/**
 * One runner, three projects: fast unit and property tests beside the code, server integration
 * tests over real HTTP, and browser end-to-end tests in Chromium against the built app.
 */
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker: unit and integration files use two
    // (each integration suite has its own schema; the migrator reads only that one). Browser
    // suites stay one at a time: two Chromiums beside a server starve each other's timers, and
    // `pnpm test` runs them after the other projects, not beside them.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'tests/properties/**/*.test.ts'],
          // The UI's components run on Preact's React API in the app (packages/ui/vite.config.ts): so here too.
          alias: [
            { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
            { find: /^react(-dom)?$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
          ],
          environment: 'node',
          // Some server units open an in-memory PGlite, which takes seconds on a busy machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'packages/server/test/**/*.test.ts',
            'packages/cli-sim/test/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
