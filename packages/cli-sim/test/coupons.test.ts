import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario, serverForSuite } from './cli.js';

describe('coupons from the simulator and the operator’s terminal', () => {
  const { target } = serverForSuite();

  it(
    'runs scenarios/coupons.yaml, every discount recomputed by core, then issues the user coupons as an operator',
    async () => {
      const run = await cli(['run', scenario('coupons'), ...target()]);
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(
        /claimed coupon #\d+: 10 USDT into the futures account, 0 → 10 USDT available/,
      );
      expect(run.stdout).toMatch(/coupon #\d+ applied: 50 % of its fees waived, \d+\.\d+ USDT charged/);
      expect(run.stdout).toMatch(
        /0 usable, 3 used, 0 expired; #\d+ claimed: 10 USDT credited; #\d+ on spot order #\d+: [\d.]+ USDT charged, [\d.]+ waived of [\d.]+; #\d+ on futures position #\d+: [\d.]+ USDT charged, [\d.]+ waived of [\d.]+/,
      );
      expect(run.stdout).toMatch(
        /no fee discount is left for another order, and nothing is placed .* failed: Invalid COUPON\.USED/,
      );
      expect(run.stdout).toMatch(/✓ coupons: all 19 steps passed in /);
      expect(run.code).toBe(0);
      const user = run.stdout.match(/register username (coupons\d+)/)?.[1] ?? '';
      expect(user).not.toBe('');

      const bonus = await cli([
        'operator',
        'coupons',
        'issue',
        user,
        '--kind',
        'trial_bonus',
        '--amount',
        '25',
        '--days',
        '7',
        ...target(),
      ]);
      expect(bonus).toMatchObject({ code: 0, stderr: '' });
      expect(bonus.stdout).toMatch(
        new RegExp(`^✓ issued ${user} coupon #\\d+: a 25 USDT futures trial bonus, usable until \\S+Z\\n$`),
      );
      const discount = await cli([
        'operator',
        'coupons',
        'issue',
        user,
        '--kind',
        'fee_discount',
        '--rate',
        '0.25',
        '--products',
        'spot',
        '--days',
        '1',
        ...target(),
      ]);
      expect(discount.stdout).toMatch(
        /coupon #\d+: 25 % off the fees of one spot order, usable until \S+Z\n$/,
      );
    },
    SERVER_START_MS,
  );

  it('says what is wrong with an issue before sending it (exit 2), and what the exchange refused (exit 1)', async () => {
    const untold = await cli([
      'operator',
      'coupons',
      'issue',
      'anyone',
      '--kind',
      'fee_discount',
      '--days',
      '3',
      ...target(),
    ]);
    expect(untold.code).toBe(2);
    expect(untold.stderr).toMatch(/coupons issue: a fee discount needs a rate/);
    const nobody = await cli([
      'operator',
      'coupons',
      'issue',
      'nobody-at-all',
      '--kind',
      'trial_bonus',
      '--amount',
      '5',
      '--days',
      '3',
      ...target(),
    ]);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toMatch(
      /✗ issuing a trial_bonus to nobody-at-all failed: Rejected SHARED\.NOT_FOUND/,
    );
  });
});
