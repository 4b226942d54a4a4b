import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario } from './cli.js';

describe('scenarios/ieo.yaml against an embedded server', () => {
  it(
    'oversubscribes a round past its warm-up, refuses an application below the minimum, allocates pro rata as core computes, releases the tokens after the lock, and the audit passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('ieo')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(/below the round's minimum is refused .*Invalid IEO\.BELOW_MIN_AMOUNT/);
      expect(stdout).toMatch(
        /subscription #\d+ to NOVA round #\d+: 1000000 NOVA at 0\.05, 50000 USDT frozen until /,
      );
      expect(stdout).toMatch(
        /#\d+: 333333\.33 of 500000 NOVA passed, 8333\.3335 USDT back, locked; #\d+: 666666\.66 of 1000000 NOVA passed, 16666\.667 USDT back, locked; round #\d+ published 1500000 applied of 1000000, 999999\.99 allocated by ieo\/1/,
      );
      expect(stdout).toMatch(/expect ieo locked 0, released 2, recomputed true/);
      expect(stdout).toMatch(/✓ ieo: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});
