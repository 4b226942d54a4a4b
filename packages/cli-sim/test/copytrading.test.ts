import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario } from './cli.js';

describe('scenarios/copytrading.yaml against an embedded server', () => {
  it(
    'makes a verified user a trader, copies two longs to one follower as core computes and skips the other for margin, keeps a self-held copy open, closes the other with the trader, recomputes the hourly record, and the audit passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('copytrading')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(/a nickname of one letter is refused .*failed: Invalid COPY\.NICKNAME_FORMAT/);
      expect(stdout).toMatch(
        /become a trader as "Sim \w+" .* {2}"Sim \w+" \(user #(\d+)\) is a trader since \S+, the terms \(trader-terms\/1\) accepted/,
      );
      expect(stdout).toMatch(
        /0\.555× the trader's lots are refused .*failed: Invalid WALLET\.AMOUNT_PRECISION/,
      );
      expect(stdout).toMatch(
        /follow #\d+ of "Sim \w+" \(user #\d+\): copies of 0\.5× the trader's lots, the agreement \(follow-agreement\/1\) accepted/,
      );
      expect(stdout).toMatch(/follow #\d+ of "Sim \w+" \(user #\d+\): copies of 3 lots, the agreement/);
      // Both longs copied at half the lots, at the trader's price and tick.
      expect(stdout).toMatch(
        /as core's copyOrder computes .* {2}#\d+ copying "Sim \w+" \(user #\d+\)'s position #\d+: 1 lots, open, opened at [\d.]+ \(tick \d+\), margin [\d.]+, fee [\d.]+; #\d+ copying .*: 0\.5 lots, open, .*; 2 copies recomputed with core's copyOrder on the trader's positions, closes by futures\/1\n/,
      );
      expect(stdout).toMatch(
        /copy #\d+ of "Sim \w+" \(user #\d+\)'s position #\d+ \(1 lots\) self-held: position #\d+ \(open\) no longer mirrors the trader/,
      );
      expect(stdout).toMatch(
        /both skipped, the margin short.* {2}#\d+ copying .*: 3 lots, skipped \(margin_short\); #\d+ copying .*: 3 lots, skipped \(margin_short\); #\d+ needed [\d.]+ USDT \(margin and fee\)/,
      );
      // The self-held copy stays open; the other closed with the trader at the trader's tick.
      expect(stdout).toMatch(
        /the self-held one still open \(\d+ ms\) {2}#\d+ copying .*: 1 lots, self-held, opened at [^;]+; #\d+ copying .*: 0\.5 lots, closed, opened at [^;]+; closed by trader at [\d.]+ \(tick \d+\), [\d.]+ back; 2 copies recomputed/,
      );
      expect(stdout).toMatch(/stop following \S+ .* {2}follow #\d+ of "Sim \w+" \(user #\d+\) cancelled at /);
      expect(stdout).toMatch(
        /"Sim \w+" \(user #\d+\): 2 closed positions, return -?[\d.]+ %, win rate [\d.]+ %, maximum drawdown [\d.]+ %, 1 follower, 0 USDT under copy, computed \S+; recomputed by core's copyTraderStats from the 2 closed positions of their history/,
      );
      expect(stdout).toMatch(/✓ copytrading: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});
