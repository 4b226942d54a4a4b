import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The SDK as a new user gets it: core, contract and http-adapter packed as npm would publish them,
 * installed with npm into a project of their own, and used from a strict TypeScript program under
 * each module resolution a Node or bundler project uses. Also lints the tarballs with publint and
 * @arethetypeswrong/cli. npm fetches the packages' dependencies from the registry.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGES = ['core', 'contract', 'http-adapter'] as const;
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
/** Runs a command; a failure carries what it printed. */
const run = (command: string, args: readonly string[], cwd: string): string => {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
};

/** Uses every package, and fails to compile if `Decimal` were `any` (the @ts-expect-error). */
const PROGRAM = `import { Decimal, lockMiningPenalty, validateEmail } from '@tessera/core';
import { futuresMargin } from '@tessera/core/futures';
import { contract } from '@tessera/contract';
import { createHttpTessera, memoryStorage } from '@tessera/http-adapter';

const penalty: Decimal = lockMiningPenalty({ ratio: '0.004', remainingDays: 3, lockedAmount: '10000' });
// @ts-expect-error a Decimal is not a number
const notANumber: number = penalty;
const margin = futuresMargin({ price: '60000', lots: '2', lotSize: '0.01', multiple: '10' });
const { tessera, close } = createHttpTessera({
  baseUrl: 'http://127.0.0.1:9',
  storage: memoryStorage(),
  navigator: { go: () => {} },
  notifier: { notify: () => {} },
});
const state: string = String(tessera.session.getSnapshot().value);
close();
console.log(JSON.stringify({
  penalty: new Decimal(penalty).toFixed(),
  margin: margin.toFixed(),
  email: validateEmail('ada@example.com')._tag,
  endpoints: Object.keys(contract).length > 10,
  state: state.length > 0,
  typed: typeof notANumber,
}));
`;

const RESOLUTIONS = [
  { module: 'NodeNext', moduleResolution: 'NodeNext' },
  { module: 'Node16', moduleResolution: 'Node16' },
  { module: 'ESNext', moduleResolution: 'Bundler' },
] as const;

describe('the SDK packed and installed with npm', () => {
  let dir = '';
  const tarballs: string[] = [];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-consumer-'));
    const packs = join(dir, 'packs');
    mkdirSync(packs);
    for (const name of PACKAGES)
      run('pnpm', ['pack', '--pack-destination', packs], join(root, 'packages', name));
    tarballs.push(...readdirSync(packs).map((file) => join(packs, file)));
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], dir);
    writeFileSync(join(dir, 'main.ts'), PROGRAM);
  }, 240_000);

  afterAll(() => {
    if (dir !== '') rmSync(dir, { recursive: true, force: true });
  });

  it.each(RESOLUTIONS)('type-checks strictly, without skipLibCheck, under $moduleResolution', (options) => {
    const config = {
      compilerOptions: {
        ...options,
        target: 'ES2022',
        strict: true,
        skipLibCheck: false,
        types: [],
        outDir: 'out',
      },
      files: ['main.ts'],
    };
    writeFileSync(join(dir, `tsconfig.${options.moduleResolution}.json`), JSON.stringify(config));
    expect(() => run(bin('tsc'), ['-p', `tsconfig.${options.moduleResolution}.json`], dir)).not.toThrow();
  });

  it('runs on Node: a calculator, a rule and the wired machines', () => {
    run(bin('tsc'), ['-p', 'tsconfig.NodeNext.json'], dir);
    const printed = JSON.parse(run('node', [join(dir, 'out', 'main.js')], dir));
    expect(printed).toEqual({
      penalty: '120',
      margin: expect.any(String),
      email: 'Right',
      endpoints: true,
      state: true,
      typed: 'object',
    });
  });

  it.each(PACKAGES)('@tessera/%s ships its readme, licence and description', (name) => {
    const tarball = tarballs.find((file) => file.includes(`tessera-${name}-`)) ?? '';
    const files = run('tar', ['-tzf', tarball], root).split('\n');
    expect(files).toEqual(expect.arrayContaining(['package/README.md', 'package/LICENSE']));
    const manifest = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], root));
    expect(manifest).toMatchObject({ license: 'MIT', description: expect.any(String) });
    expect(manifest.engines.node).toBeDefined();
  });

  it.each(PACKAGES)('@tessera/%s passes publint and @arethetypeswrong/cli', (name) => {
    const tarball = tarballs.find((file) => file.includes(`tessera-${name}-`));
    expect(tarball).toBeDefined();
    expect(() => run(bin('publint'), ['--strict', join(root, 'packages', name)], root)).not.toThrow();
    // ESM only: a CommonJS `require` of the packages is not offered, so those resolutions are not judged.
    expect(() => run(bin('attw'), [tarball ?? '', '--profile', 'esm-only'], root)).not.toThrow();
  });
});
