import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario } from './cli.js';

describe('scenarios/mining.yaml against an embedded server', () => {
  it(
    'locks two orders, refuses one below the minimum, redeems one early at the previewed penalty, matures the other as core computes, and the audit passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('mining')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(/below the plan's minimum single amount is refused .*MINING\.BELOW_MIN_AMOUNT/);
      expect(stdout).toMatch(/order #\d+: 10000 USDT locked for 5 days/);
      expect(stdout).toMatch(/redeemed with 3 days left: penalty 12, 988 back/);
      expect(stdout).toMatch(/✓ mining: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});
