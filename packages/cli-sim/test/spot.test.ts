import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario } from './cli.js';

describe('scenarios/spot.yaml against an embedded server', () => {
  it(
    'buys at market from the market maker, rests and cancels a limit sell, refuses an off-step price, and the audit passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('spot')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(
        /✓ +\d+\/\d+ market buy 0\.01 BTC\/USDT .* {2}order #\d+ filled, filled 0\.01 at \d+/,
      );
      expect(stdout).toMatch(/a sell far above the price rests in the book .* {2}order #\d+ open, filled 0/);
      expect(stdout).toMatch(/✓ +\d+\/\d+ cancel the latest open order .* {2}cancelled #\d+/);
      expect(stdout).toMatch(/off the market's step is refused .*failed: .*SPOT\.PRICE_STEP/);
      expect(stdout).toMatch(/✓ spot: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});
