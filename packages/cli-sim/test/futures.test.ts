import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario } from './cli.js';

describe('scenarios/futures.yaml against an embedded server', () => {
  it(
    'opens a long at the recorded price, refuses a stop-loss past liquidation, carries it over two nights, closes it, and the audit passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('futures')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(
        /market long 2 lots of BTC\/USDT at 2× .* {2}position #\d+ opened at [\d.]+ \(tick \d+\), margin [\d.]+, liquidation at [\d.]+/,
      );
      expect(stdout).toMatch(/beyond the liquidation price is refused .*FUTURES\.STOP_BEYOND_LIQUIDATION/);
      expect(stdout).toMatch(/#\d+ closed at [\d.]+, [\d.]+ back/);
      expect(stdout).toMatch(/✓ futures: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});
