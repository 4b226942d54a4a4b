/**
 * `pnpm fuzz`: the contract fuzz suite, long. FUZZ_RUNS requests per endpoint (default 2,000) on
 * the embedded database, and on PostgreSQL too when TEST_DATABASE_URL is set; prints what was sent
 * and what came back, and exits non-zero on any problem.
 */
import { startServer } from '@tessera/server';
import { UNREACHED_REQUEST_BUDGET } from '../support/request-budget.js';
import { fuzzContract } from './harness.js';

const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 2_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const only = process.env.FUZZ_ENDPOINTS?.split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
const postgres = process.env.TEST_DATABASE_URL?.trim() || undefined;

const targets = [
  { name: 'PGlite', options: { dataDir: 'memory://' } },
  ...(postgres === undefined
    ? []
    : [
        { name: 'PostgreSQL', options: { databaseUrl: postgres, schema: `fuzz_${Date.now().toString(36)}` } },
      ]),
];

let failed = false;
for (const target of targets) {
  const server = await startServer({
    port: 0,
    tickMs: 3_600_000,
    requestBudget: UNREACHED_REQUEST_BUDGET,
    ...target.options,
  });
  const started = performance.now();
  try {
    const report = await fuzzContract(server, { runsPerEndpoint, seed, only });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${target.name}: ${report.requests.toLocaleString('en-US')} hostile requests to ${report.endpoints} endpoints in ${seconds.toFixed(0)} s (seed ${seed})`,
    );
    console.log(
      `  answers by status: ${Object.entries(report.statuses)
        .map(([status, n]) => `${status} × ${n}`)
        .join(', ')}`,
    );
    console.log(`  problems: ${report.problems.length}; state changes: ${report.stateChanges.length}`);
    for (const line of [...report.problems, ...report.stateChanges].slice(0, 30)) console.log(`  - ${line}`);
    failed ||= report.problems.length > 0 || report.stateChanges.length > 0;
  } finally {
    await server.close();
  }
}
process.exit(failed ? 1 : 0);
