import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario } from './cli.js';

describe('scenarios/options.yaml against an embedded server', () => {
  it(
    'opens a 30-second option at the recorded price, settles it once the simulated clock passes its close, refuses a stake under the minimum, and the audit passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('options')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(
        /up option on BTC\/USDT for 30 s, stake 100 .* {2}option #\d+ opened at [\d.]+ \(tick \d+\)/,
      );
      expect(stdout).toMatch(/expect options open 0, settled 1, latest settled/);
      expect(stdout).toMatch(
        /under the duration's minimum is refused .*failed: Invalid OPTIONS\.BELOW_MIN_STAKE/,
      );
      expect(stdout).toMatch(/✓ options: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});
