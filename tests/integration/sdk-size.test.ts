import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as core from '@tessera/core';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What a front end that imports the SDK ships, measured as its bundler would build it: esbuild,
 * minified, code splitting on, from the packages' built `dist` (the test command builds first).
 * "Initial" is the entry chunk and what it imports statically; chunks loaded on first use
 * (socket.io-client, the proof-of-work hash) are reported apart. Sizes are gzip -9.
 */
const KB = 1024;
const consumerDir = fileURLToPath(new URL('../../packages/ui/', import.meta.url));

const bundleSize = async (source: string): Promise<{ initial: number; onDemand: number }> => {
  const entry: Plugin = {
    name: 'entry',
    setup(builder) {
      builder.onResolve({ filter: /^entry$/ }, () => ({ path: 'entry', namespace: 'entry' }));
      builder.onLoad({ filter: /.*/, namespace: 'entry' }, () => ({
        contents: source,
        resolveDir: consumerDir,
        loader: 'js',
      }));
    },
  };
  const result = await build({
    entryPoints: ['entry'],
    plugins: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    absWorkingDir: consumerDir,
    outdir: '/virtual',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const gzipOf = new Map(
    result.outputFiles.map((file) => [file.path, gzipSync(file.contents, { level: 9 }).length]),
  );
  // The consumer's own entry: a chunk loaded on first use is an entry point of its own too.
  const start = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === 'entry:entry');
  if (start === undefined) throw new Error('esbuild wrote no chunk for the entry');
  const initial = new Set<string>();
  const visit = (path: string) => {
    if (initial.has(path)) return;
    initial.add(path);
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && imported.external !== true) visit(imported.path);
    }
  };
  visit(start);
  const sum = (paths: readonly string[]) =>
    paths.reduce((total, path) => total + (gzipOf.get(resolve(consumerDir, path)) ?? Number.NaN), 0);
  const js = Object.keys(outputs).filter((path) => path.endsWith('.js'));
  return {
    initial: sum([...initial]),
    onDemand: sum(js.filter((path) => !initial.has(path))),
  };
};

/** Every calculator core exports: the `export const`s of its contexts' `calculators.ts`. */
const calculatorNames = (): string[] => {
  const src = fileURLToPath(new URL('../../packages/core/src/', import.meta.url));
  const exported = new Set(Object.keys(core));
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      try {
        return [
          ...readFileSync(`${src}${entry.name}/calculators.ts`, 'utf8').matchAll(/^export const (\w+)/gm),
        ];
      } catch {
        return [];
      }
    })
    .map((match) => match[1] ?? '')
    .filter((name) => exported.has(name) && typeof (core as Record<string, unknown>)[name] === 'function');
};

describe('SDK bundle budgets (issue "The SDK that other front ends import")', () => {
  it.each([
    ['one calculator, from its context', 15, "export { lockMiningPenalty } from '@tessera/core/mining';"],
    ['one calculator, from the root', 15, "export { futuresMargin } from '@tessera/core';"],
    ['a validation rule, from the root', 15, "export { validateEmail } from '@tessera/core';"],
  ] as const)('%s: at most %i KB', async (_name, budgetKb, source) => {
    const { initial } = await bundleSize(source);
    expect(initial).toBeLessThanOrEqual(budgetKb * KB);
  });

  it('all pure calculators together: at most 25 KB', async () => {
    const names = calculatorNames();
    expect(names.length).toBeGreaterThan(40);
    const { initial } = await bundleSize(`export { ${names.join(', ')} } from '@tessera/core';`);
    expect(initial).toBeLessThanOrEqual(25 * KB);
  });

  it('core, every machine wired (createTessera): at most 40 KB', async () => {
    const { initial } = await bundleSize("export { createTessera } from '@tessera/core';");
    expect(initial).toBeLessThanOrEqual(40 * KB);
  });

  // 64.3 KB measured with the contract built module by module and the adapter importing each
  // group by its subpath (69.2 KB before: a bundler puts a module in the first load when a module
  // there imports it, so the contract's one index pulled in every group the lazy ports use).
  it('createHttpTessera: at most 66 KB at start, the realtime client on first use', async () => {
    const { initial, onDemand } = await bundleSize(
      "export { createHttpTessera } from '@tessera/http-adapter';",
    );
    expect(initial).toBeLessThanOrEqual(66 * KB);
    expect(onDemand).toBeGreaterThan(10 * KB);
  });
});
