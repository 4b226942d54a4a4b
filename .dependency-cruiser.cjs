/**
 * The allowed imports of ARCHITECTURE.md, checked on every test run. Each rule names a package and
 * everything it may NOT reach; a rule's `pathNot` is that package's allow-list.
 */
const lib = (...names) => names.map((n) => `node_modules/${n.replace(/[.]/g, '\\.')}/`);
const pkg = (name) => `^packages/${name}/`;
const source = (name) => `^packages/${name}/src/`;
const TESTS = '\\.test(-d)?\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'core-is-framework-free',
      comment:
        'core imports xstate, fp-ts, io-ts, one decimal library and @noble/hashes (SHA-256 for published commitments): no React, ky, Node built-ins or other workspace package.',
      severity: 'error',
      from: { path: source('core'), pathNot: TESTS },
      to: { pathNot: [source('core'), ...lib('xstate', 'fp-ts', 'io-ts', 'decimal.js', '@noble/hashes')] },
    },
    {
      name: 'contract-is-codecs-only',
      severity: 'error',
      from: { path: source('contract'), pathNot: TESTS },
      to: { pathNot: [source('contract'), pkg('core'), ...lib('io-ts', 'fp-ts')] },
    },
    {
      name: 'http-adapter-allowed',
      severity: 'error',
      from: { path: source('http-adapter'), pathNot: [TESTS, `${source('http-adapter')}node/`] },
      to: {
        pathNot: [
          source('http-adapter'),
          pkg('core'),
          pkg('contract'),
          // @noble/hashes: SHA-256 for proof-of-work challenges, alike in browsers and Node.
          ...lib('ky', 'socket.io-client', 'fp-ts', 'io-ts', '@noble/hashes'),
        ],
      },
    },
    {
      name: 'server-allowed',
      comment: 'The server never depends on a client-side package.',
      severity: 'error',
      from: { path: source('server') },
      to: {
        path: [pkg('http-adapter'), pkg('ui'), pkg('cli-sim'), ...lib('react', 'react-dom', 'ky', 'i18next')],
      },
    },
    {
      name: 'ui-reaches-adapters-only-in-composition-root',
      severity: 'error',
      from: { path: source('ui'), pathNot: `${source('ui')}app/compose\\.ts$` },
      to: { path: [pkg('http-adapter'), pkg('server'), pkg('contract'), ...lib('ky', 'socket.io-client')] },
    },
    {
      name: 'ui-no-node',
      severity: 'error',
      from: { path: source('ui'), pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'cli-sim-allowed',
      severity: 'error',
      from: { path: source('cli-sim') },
      to: { path: [pkg('ui'), pkg('contract'), ...lib('react', 'ky')] },
    },
    {
      name: 'nothing-imports-ui-or-cli-sim',
      severity: 'error',
      from: { pathNot: [pkg('ui'), pkg('cli-sim')] },
      to: { path: [pkg('ui'), pkg('cli-sim')] },
    },
    {
      name: 'no-deep-imports-across-packages',
      comment:
        "Another package is reached only through its public entries: src/index.ts, http-adapter's node entry, and the contract's modules by subpath (`@tessera/contract/endpoints/nft`), which keep a bundle's first load to the groups it uses at start.",
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      to: {
        path: '^packages/([^/]+)/',
        pathNot: [
          '^packages/$1/',
          '^packages/[^/]+/dist/(index|node)\\.(js|d\\.ts)$',
          '^packages/contract/dist/(endpoints/)?[a-z-]+\\.(js|d\\.ts)$',
        ],
      },
    },
    {
      name: 'http-adapter-takes-contract-values-by-subpath',
      comment:
        "The adapter imports the contract's values by subpath (`@tessera/contract/endpoints/futures`), types from anywhere: through the index, a lazy port's group would ride in the first load (tests/integration/sdk-size.test.ts).",
      severity: 'error',
      from: { path: source('http-adapter'), pathNot: TESTS },
      to: { path: '^packages/contract/dist/index\\.(js|d\\.ts)$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^packages/[^/]+/dist/'] },
    exclude: { path: '\\.data/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
    },
  },
};
