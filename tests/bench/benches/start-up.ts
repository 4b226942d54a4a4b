import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bench } from '../bench.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * README command 1 to a usable address before issue 7 (declarations built on every start), on a
 * warm package store while other builds shared the 2 cores. Printed for comparison, never asserted.
 */
const BASELINE_S = 105;

/**
 * README command 1 from a fresh clone of the committed HEAD: no dist folders, no database, the
 * package store warm. The clone keeps the working checkout's builds and data untouched; the timing
 * is done by `scripts/smoke-start.mjs`, the same run CI makes.
 */
export const startUp: Bench = {
  name: 'start-up',
  summary: 'README command 1 (install, build, start) in a fresh clone of HEAD, to the printed address',
  onlyWhenNamed: true,
  run: async () => {
    const clone = mkdtempSync(join(tmpdir(), 'tessera-start-up-'));
    try {
      execFileSync('git', ['clone', '--quiet', repoRoot, clone]);
      const output = execFileSync('node', ['scripts/smoke-start.mjs', '--json'], {
        cwd: clone,
        encoding: 'utf8',
      });
      const timings = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
        toAddressS: number;
        toHealthyS: number;
      };
      return [
        { label: 'to the printed address', value: timings.toAddressS, unit: 's' },
        { label: 'to / and /api/health answered', value: timings.toHealthyS, unit: 's' },
        { label: 'baseline before issue 7', value: BASELINE_S, unit: 's' },
      ];
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  },
};
