import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * The bounded contexts, each an entry point of its own (`@tessera/core/mining`…): a front end
 * that imports one calculator takes that context's module and what it imports, nothing else.
 * `testing` holds the test fixtures, which are not part of the package.
 */
const contexts = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'testing')
  .map((entry) => entry.name);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(contexts.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
  },
  format: ['esm'],
  // fp-ts through package.json "imports": bundlers take its ES build, Node its CommonJS one.
  external: [/^#fp-ts\//],
  // Code two entries share goes to a chunk of its own instead of being copied into both.
  splitting: true,
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
