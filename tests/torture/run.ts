/**
 * `pnpm torture`: the bank workload (tests/torture/harness.ts) long — 50 users for a minute with
 * the server killed every 3–8 s — on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set, there
 * also with two server processes sharing the database, one of them killed each time.
 * TORTURE_USERS, TORTURE_SECONDS and TORTURE_SEED change it. Exits non-zero when a check fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { torture } from './harness.js';

const users = Number(process.env.TORTURE_USERS ?? 50);
const durationMs = Number(process.env.TORTURE_SECONDS ?? 60) * 1000;
const seed = Number(process.env.TORTURE_SEED ?? Date.now() % 2 ** 31);
const postgres = process.env.TEST_DATABASE_URL?.trim() || undefined;
const dir = mkdtempSync(join(tmpdir(), 'tessera-torture-'));

const targets: { name: string; env: Record<string, string>; nodes?: number }[] = [
  { name: 'PGlite', env: { DATA_DIR: join(dir, 'pglite') } },
  ...(postgres === undefined
    ? []
    : [
        {
          name: 'PostgreSQL',
          env: { DATABASE_URL: postgres, DATABASE_SCHEMA: `torture_${Date.now().toString(36)}` },
        },
        {
          name: 'PostgreSQL, two processes',
          env: { DATABASE_URL: postgres, DATABASE_SCHEMA: `torture2_${Date.now().toString(36)}` },
          nodes: 2,
        },
      ]),
];

let failed = false;
try {
  for (const target of targets) {
    const report = await torture({
      env: target.env,
      nodes: target.nodes,
      users,
      durationMs,
      killEveryMs: [3_000, 8_000],
      seed,
    });
    console.log(
      `${target.name}: ${users} users for ${durationMs / 1000} s (seed ${seed}), ${report.restarts} SIGKILLs survived`,
    );
    for (const [kind, n] of Object.entries(report.operations)) {
      console.log(`  ${kind}: ${n.ok} ok, ${n.refused} refused, ${n.lost} lost while the server was down`);
    }
    for (const check of report.checks) console.log(`  ✓ ${check}`);
    for (const failure of report.failures) console.log(`  ✗ ${failure}`);
    failed ||= report.failures.length > 0;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
