import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { areas, selectedAreas } from './stryker.config.mjs';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The Vitest run Stryker drives (`pnpm mutate`): the tests of the chosen areas. Tests import
 * `@tessera/core` by its package name, which resolves to the built `dist`; under mutation they must
 * read the (mutated) sources instead, or no property would ever see a mutant.
 */
export default defineConfig({
  resolve: { alias: { '@tessera/core': source('./packages/core/src/index.ts') } },
  test: {
    include: selectedAreas().flatMap((name) => areas[name]?.tests ?? []),
    environment: 'node',
    // The server's integration tests start a server per suite; their own limits (vitest.config.ts).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Read by tests/properties/settings.ts: stop a failing property without shrinking it. The
    // server's suites run on PGlite only, whatever the shell exports (stryker.config.mjs).
    env: { MUTATION_RUN: '1', TEST_DATABASE_URL: '' },
  },
});
