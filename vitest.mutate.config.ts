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
    // Read by tests/properties/settings.ts: stop a failing property without shrinking it.
    env: { MUTATION_RUN: '1' },
  },
});
