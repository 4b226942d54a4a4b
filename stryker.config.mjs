// @ts-check
/**
 * Mutation testing (`pnpm mutate`): Stryker changes one thing at a time in an area's code (a `<`
 * becomes `<=`, 1200 becomes 0, a branch is emptied) and runs the tests that cover it; a mutant no
 * test notices is a gap in the tests. Too slow for `pnpm test`.
 *
 * `pnpm mutate` runs every area below; `MUTATE_AREA=core pnpm mutate` (or a comma-separated list)
 * picks some. Each area names the files to mutate and the tests that judge them; the Vitest config
 * Stryker runs (`vitest.mutate.config.ts`) reads the tests from this same table.
 *
 * The server's areas (`session`, `account`, `verification`) are judged by the unit tests beside
 * their modules and by the integration tests that drive that context over HTTP. Those run on an
 * in-memory PGlite only: leave TEST_DATABASE_URL unset (the Vitest config blanks it), since a
 * PostgreSQL copy of every suite would double each mutant's run for no extra mutant killed.
 */

/** A server context's modules, without its tests and its `index.ts` (re-exports only). */
const serverContext = (/** @type {string} */ name) => [
  `packages/server/src/contexts/${name}/**/*.ts`,
  `!packages/server/src/contexts/${name}/**/*.test.ts`,
  `!packages/server/src/contexts/${name}/index.ts`,
];

/**
 * A server mutant's run starts a worker, an in-memory PGlite and a server before its tests: seconds
 * that the dry run measures only once and that double when another run shares the two cores. Past
 * Stryker's default 5 s allowance such runs read as timeouts, which count as killed.
 */
const SERVER_TIMEOUT_MS = 60_000;

/** @type {Record<string, { mutate: string[], tests: string[], timeoutMS?: number }>} */
export const areas = {
  core: {
    mutate: [
      'packages/core/src/**/*.ts',
      '!packages/core/src/**/*.test.ts',
      '!packages/core/src/**/index.ts',
      '!packages/core/src/testing/**',
    ],
    tests: ['packages/core/src/**/*.test.ts', 'tests/properties/**/*.test.ts'],
  },
  session: {
    mutate: serverContext('session'),
    timeoutMS: SERVER_TIMEOUT_MS,
    tests: [
      'packages/server/src/contexts/session/**/*.test.ts',
      'packages/server/test/{login,registration,codes,throttling,security,two-factor}.test.ts',
    ],
  },
  account: {
    mutate: serverContext('account'),
    timeoutMS: SERVER_TIMEOUT_MS,
    tests: [
      'packages/server/src/contexts/account/**/*.test.ts',
      'packages/server/test/{security,profile,uploads,bank-cards,wallet-addresses,two-factor}.test.ts',
    ],
  },
  verification: {
    mutate: serverContext('verification'),
    timeoutMS: SERVER_TIMEOUT_MS,
    tests: [
      'packages/server/src/contexts/verification/**/*.test.ts',
      'packages/server/test/verification.test.ts',
    ],
  },
};

/** The areas `MUTATE_AREA` names (`core` or `core,session`); every area when it is unset. */
export const selectedAreas = () => {
  const names = (process.env.MUTATE_AREA ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !(name in areas));
  if (unknown.length > 0)
    throw new Error(`Unknown MUTATE_AREA ${unknown.join(', ')}; known: ${Object.keys(areas).join(', ')}`);
  return names.length === 0 ? Object.keys(areas) : names;
};

const chosen = selectedAreas();
const report = `reports/mutation/${chosen.join('+')}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: chosen.flatMap((name) => areas[name]?.mutate ?? []),
  // The sandbox copy holds only what the tests read: no builds, UI, browser tests or reports.
  ignorePatterns: [
    '**/dist',
    '**/.data',
    'reports',
    'docs',
    'tests/e2e',
    'tests/bench',
    'packages/ui',
    'packages/cli-sim',
  ],
  coverageAnalysis: 'perTest',
  // The machine is shared: two workers, never every core.
  concurrency: 2,
  // Added to each mutant's allowance (1.5 times its tests' time in the dry run): the largest the
  // chosen areas ask for, Stryker's default 5 s otherwise.
  timeoutMS: Math.max(5000, ...chosen.map((name) => areas[name]?.timeoutMS ?? 0)),
  // Off by default: incremental mode reuses a survivor's result when its code did not change, and
  // for mutants evaluated when a module loads (machine configs, constants: a third of core's) it
  // cannot tell that a new test now covers them, so stale survivors stay. `pnpm mutate
  // --incremental` is fine while writing tests for calculators; take the score from a full run.
  // The file is not committed: it records one checkout's last run and would change on every commit.
  incremental: false,
  incrementalFile: `${report}.incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${report}.html` },
  jsonReporter: { fileName: `${report}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
