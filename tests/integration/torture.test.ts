/**
 * The bank workload (tests/torture), bounded for CI: 12 users for 12 s, the server killed with
 * SIGKILL every 3–6 s, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL with two server
 * processes sharing the database (one of them killed each time), which covers one process on
 * PostgreSQL and more. `pnpm torture` runs 50 users for a minute on all three: PGlite, PostgreSQL
 * with one process, and with two.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type TortureReport, torture } from '../torture/harness.js';

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const BOUNDED = { users: 12, durationMs: 12_000, killEveryMs: [3_000, 6_000] as const, seed: 20261124 };

const expectSurvived = (report: TortureReport) => {
  expect(report.failures).toEqual([]);
  expect(report.restarts).toBeGreaterThanOrEqual(2);
  expect(report.operations.transfer?.ok).toBeGreaterThan(0);
  expect(report.operations.order?.ok).toBeGreaterThan(0);
  expect(report.operations.withdraw?.ok).toBeGreaterThan(0);
  expect(report.checks.length).toBeGreaterThanOrEqual(5);
};

describe('money under concurrency and SIGKILLs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-torture-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('on PGlite: the audit passes and every acknowledged request is there', async () => {
    expectSurvived(await torture({ env: { DATA_DIR: join(dir, 'pglite') }, ...BOUNDED }));
  }, 600_000);

  const onPostgres = async (name: string, nodes: number) => {
    const schema = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
    try {
      expectSurvived(
        await torture({
          env: { DATABASE_URL: testDatabaseUrl ?? '', DATABASE_SCHEMA: schema },
          nodes,
          ...BOUNDED,
        }),
      );
    } finally {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  };
  const skipped = testDatabaseUrl === undefined ? ' (skipped: TEST_DATABASE_URL is not set)' : '';

  it.skipIf(testDatabaseUrl === undefined)(
    `on PostgreSQL with two server processes, one killed each time: the same${skipped}`,
    () => onPostgres('torture2', 2),
    600_000,
  );
});
