import { defineConfig } from 'tsup';

export default defineConfig({
  // Every module its own entry, published by subpath (package.json "./*"): a bundle that imports a
  // group by its subpath carries that group where it is used, not in whichever chunk imports the index.
  entry: ['src/*.ts', 'src/endpoints/*.ts', '!src/**/*.test.ts', '!src/**/*.docs.ts'],
  format: ['esm'],
  // fp-ts through package.json "imports": bundlers take its ES build, Node its CommonJS one.
  external: [/^#fp-ts\//],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
