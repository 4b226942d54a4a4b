import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario } from './cli.js';

describe('scenarios/messages.yaml against an embedded server', () => {
  it(
    'tells the user of the verification, the deposit, the fill and the settlement with their facts, reads them, and the audit passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('messages')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(/the newest verification_approved \(#\d+, \S+\): level 1/);
      expect(stdout).toMatch(/the newest deposit_credited \(#\d+, \S+\): amount 2500\.5, asset USDT/);
      expect(stdout).toMatch(
        /the newest order_filled \(#\d+, \S+\): amount 0\.01, order \d+, price [\d.]+, side buy, symbol BTC\/USDT/,
      );
      expect(stdout).toMatch(
        /the newest option_settled \(#\d+, \S+\): asset USDT, order \d+, outcome (win|draw|loss), payout [\d.]+, profit -?[\d.]+, stake 100, symbol BTC\/USDT/,
      );
      expect(stdout).toMatch(/message #\d+ read; 3 system, 0 service unread/);
      expect(stdout).toMatch(/every message read; 0 system, 0 service unread/);
      expect(stdout).toMatch(/✓ messages: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});
