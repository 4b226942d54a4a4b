import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario } from './cli.js';

describe('scenarios/dual.yaml against an embedded server', () => {
  it(
    'buys a call and a put saying both outcomes, refuses a fractional quantity, settles both at maturity as core computes, and the audit passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('dual')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(/not a whole number of shares is refused .*DUAL\.SHARES_WHOLE/);
      expect(stdout).toMatch(
        /order #\d+: 0\.02 BTC linked at [\d.]+; below it pays [\d.]+ BTC, above it [\d.]+ USDT/,
      );
      expect(stdout).toMatch(/✓ dual: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});
