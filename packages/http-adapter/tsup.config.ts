import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', node: 'src/node/index.ts' },
  format: ['esm'],
  // fp-ts through package.json "imports": bundlers take its ES build, Node its CommonJS one.
  external: [/^#fp-ts\//],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
