import { describe, expect, it } from 'vitest';
import { cli, fixture, SERVER_START_MS, scenario, serverForSuite } from './cli.js';

describe('scenarios/quickbuy.yaml against an embedded server', () => {
  it(
    'refuses before verification, credits 250 USDT once for a confirmed transfer, expires an order without a proof, refuses a region not served, and the audit passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('quickbuy')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(
        /before identity verification the limit is 0.*failed: Invalid QUICKBUY\.NOT_VERIFIED/,
      );
      expect(stdout).toMatch(
        /buy USDT for 250 USD from TH by bank_transfer .* {2}order #\d+ QB-\d{6}: 250 USDT for 250 USD; transfer to .* with the reference QB-\d{6}, proof by /,
      );
      expect(stdout).toMatch(
        /send the transfer proof .* {2}order #\d+ QB-\d{6}: proof upload:[0-9a-f]{32} attached at /,
      );
      expect(stdout).toMatch(/confirms it .* {2}confirmed order #\d+ QB-\d{6}: 250 USDT credited/);
      expect(stdout).toMatch(
        /expect quickBuy paid 1, to_be_paid 0, credited true; balances balance 250 USDT .*1 quick-buy credit: 250 USDT/,
      );
      expect(stdout).toMatch(
        /#\d+ QB-\d{6}: 300 USDT for 300 USD, cancelled \(expired\); #\d+ QB-\d{6}: 250 USDT for 250 USD, paid at /,
      );
      expect(stdout).toMatch(/your region is not supported .*failed: Invalid QUICKBUY\.REGION_NOT_SUPPORTED/);
      expect(stdout).toMatch(/✓ quickbuy: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});

describe('tessera-sim operator buy against a server', () => {
  const { target } = serverForSuite();
  const suffix = String(Date.now()).slice(-8);
  const env = { QB_EMAIL: `qb-op-${suffix}@example.test`, QB_MOBILE: `76${suffix}` };

  it('lists the orders to be paid, confirms the one with its proof once, and refuses the rest', async () => {
    const placed = await cli(['run', fixture('quickbuy-proof'), ...target()], env);
    expect(placed.stdout).toMatch(/✓ quickbuy-proof: all 8 steps passed/);

    const list = await cli(['operator', 'buy', 'list', ...target()]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(
      /^2 quick-buy orders in state "to_be_paid":\nid +reference +user +pays +buys +by +placed +standing\n/,
    );
    const proven = list.stdout.match(
      /#(\d+) +QB-\d{6} +qb-op-\d+@example\.test +250 USD +250 USDT +bank_transfer from BR +\S+ +proof \S+/,
    );
    const unproven = list.stdout.match(
      /#(\d+) +QB-\d{6} +qb-op-\d+@example\.test +150 USD +150 USDT +wallet from BR +\S+ +no proof \(by \S+\)/,
    );
    expect(proven).not.toBeNull();
    expect(unproven).not.toBeNull();
    const [id, other] = [proven?.[1] ?? '', unproven?.[1] ?? ''];

    const confirmed = await cli(['operator', 'buy', 'confirm', id, ...target()]);
    expect(confirmed).toMatchObject({ code: 0, stderr: '' });
    expect(confirmed.stdout).toMatch(
      new RegExp(`^✓ quick-buy order #${id} \\(QB-\\d{6}\\) paid: 250 USDT credited\\n$`),
    );
    const again = await cli(['operator', 'buy', 'confirm', id, ...target()]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      new RegExp(`^✗ confirming quick-buy order #${id} failed: Rejected QUICKBUY\\.NOT_CONFIRMABLE `),
    );
    const rejected = await cli(['operator', 'buy', 'reject', other, ...target()]);
    expect(rejected.code).toBe(1);
    expect(rejected.stderr).toMatch(/failed: Rejected QUICKBUY\.NOT_CONFIRMABLE /);

    const paid = await cli(['operator', 'buy', 'list', '--state', 'paid', ...target()]);
    expect(paid.stdout).toMatch(new RegExp(`#${id} .* paid \\S+\\n$`));
    const balances = await cli(['operator', 'balances', env.QB_EMAIL, ...target()]);
    expect(balances.stdout).toBe('account  currency  available  frozen\nbalance  USDT      250        0\n');
    expect((await cli(['operator', 'audit', ...target()])).code).toBe(0);
  });
});
