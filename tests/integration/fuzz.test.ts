/**
 * Hostile input generated from the contract (tests/fuzz): every endpoint, a bounded number of
 * requests each in CI (`pnpm fuzz` runs many more). No 5xx, the server stays up, every refusal is
 * an envelope with a message in the request's language, and nothing changes: the same row count
 * in every table and a passing audit.
 */
import { startServer } from '@tessera/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzContract } from '../fuzz/harness.js';
import { UNREACHED_REQUEST_BUDGET } from '../support/request-budget.js';

const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 12);

describe('hostile input from the contract', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    // The market stands still, so nothing but the requests could change a table.
    server = await startServer({
      port: 0,
      dataDir: 'memory://',
      tickMs: 3_600_000,
      requestBudget: UNREACHED_REQUEST_BUDGET,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it(`answers ${RUNS_PER_ENDPOINT} refused requests per endpoint with clear errors, changing nothing`, async () => {
    const report = await fuzzContract(server, { runsPerEndpoint: RUNS_PER_ENDPOINT, seed: 20261124 });
    expect(report.problems).toEqual([]);
    expect(report.stateChanges).toEqual([]);
    expect(report.requests).toBeGreaterThan(report.endpoints * (RUNS_PER_ENDPOINT / 2));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 300_000);
});
