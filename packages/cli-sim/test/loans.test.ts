import { describe, expect, it } from 'vitest';
import { cli, fixture, SERVER_START_MS, scenario, serverForSuite } from './cli.js';

describe('scenarios/loans.yaml against an embedded server', () => {
  it(
    'refuses before eligibility, freezes the margin, allows one open loan, repays, warns and closes an overdue loan as core computes, and the audit passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('loans')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(/neither VIP level 2 nor a market maker.*failed: Invalid LOANS\.NOT_ELIGIBLE/);
      expect(stdout).toMatch(
        /borrow 600000 USDT at 3× for 7 days against USDT .* {2}loan #\d+: 600000 USDT at 3× for 7 days, 200000 USDT margin frozen in the margin account/,
      );
      expect(stdout).toMatch(
        /approved loan #\d+: 600000 USDT paid into the margin account, due \S+; risk rate 133\.33 % \(safe\)/,
      );
      expect(stdout).toMatch(/one open loan at a time.*failed: Rejected LOANS\.ALREADY_OPEN/);
      expect(stdout).toMatch(
        /loan #\d+ repaid: 600000 USDT \(not overdue\); the 200000 USDT margin back in the balance account/,
      );
      expect(stdout).toMatch(
        /expect loans active 1, riskLevel warning .*risk rate 118\.52 % \(warning, warned \S+\)/,
      );
      expect(stdout).toMatch(
        /liquidated: debt 735000 \(45 days overdue\) at 108\.84 %, took 735000 USDT, shortfall 0 USDT.*1 liquidated loan recomputed by loans\/1/,
      );
      expect(stdout).toMatch(/✓ loans: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});

describe('tessera-sim operator loan against a server', () => {
  const { target } = serverForSuite();
  const user = `loan${String(Date.now()).slice(-8)}`;
  const env = { LOAN_USER: user };

  it('marks a market maker, lists, rejects and approves applications, and refuses the rest', async () => {
    const refused = await cli(['run', fixture('loan-apply'), ...target()], env);
    expect(refused.stdout).toMatch(/✓ loan-apply: all 5 steps passed/);

    const maker = await cli(['operator', 'loan', 'maker', user, 'on', ...target()]);
    expect(maker).toMatchObject({ code: 0, stderr: '' });
    expect(maker.stdout).toMatch(new RegExp(`^✓ ${user} is a market maker: .+\\n$`));
    const nobody = await cli(['operator', 'loan', 'maker', `${user}-nobody`, 'on', ...target()]);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toMatch(/failed: Rejected OPERATOR\.USER_NOT_FOUND /);

    const first = await cli(['run', fixture('loan-borrow'), ...target()], env);
    expect(first.stdout).toMatch(/✓ loan-borrow: all 4 steps passed/);
    const list = await cli(['operator', 'loan', 'list', ...target()]);
    expect(list.code).toBe(0);
    const row = list.stdout.match(
      new RegExp(`#(\\d+) +${user} +600000 USDT 3× 7d +200000 USDT +\\d{5,} +\\S+ +under review`),
    );
    expect(list.stdout).toMatch(
      /^1 OTC loan in state "reviewing":\nid +user +borrows +margin +contact +applied +standing\n/,
    );
    expect(row).not.toBeNull();
    const id = row?.[1] ?? '';

    const rejected = await cli([
      'operator',
      'loan',
      'reject',
      id,
      '--reason',
      'Pledge BTC instead',
      ...target(),
    ]);
    expect(rejected).toMatchObject({
      code: 0,
      stdout: `✓ OTC loan #${id} rejected: "Pledge BTC instead"; the 200000 USDT margin back in the balance account\n`,
    });
    const again = await cli(['operator', 'loan', 'approve', id, ...target()]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      new RegExp(`^✗ approving OTC loan #${id} failed: Rejected LOANS\\.NOT_REVIEWING `),
    );

    const second = await cli(['run', fixture('loan-borrow'), ...target()], env);
    expect(second.stdout).toMatch(/✓ loan-borrow: all 4 steps passed/);
    const next = (await cli(['operator', 'loan', 'list', ...target()])).stdout.match(/#(\d+) /)?.[1] ?? '';
    const approved = await cli(['operator', 'loan', 'approve', next, ...target()]);
    expect(approved.code).toBe(0);
    expect(approved.stdout).toMatch(
      new RegExp(
        `^✓ OTC loan #${next} active: 600000 USDT paid into the margin account, due \\S+; risk rate 133\\.33 % \\(safe\\)\\n$`,
      ),
    );
    const active = await cli(['operator', 'loan', 'list', '--state', 'active', ...target()]);
    expect(active.stdout).toMatch(new RegExp(`#${next} +${user} .* due \\S+, risk 133\\.33 % safe\\n$`));
    const decided = await cli(['operator', 'loan', 'list', '--state', 'rejected', ...target()]);
    expect(decided.stdout).toMatch(new RegExp(`#${id} +${user} .* rejected \\S+: "Pledge BTC instead"\\n$`));

    const balances = await cli(['operator', 'balances', user, ...target()]);
    expect(balances.stdout).toMatch(/margin +USDT +600000 +200000\n/);
    expect((await cli(['operator', 'audit', ...target()])).code).toBe(0);
  });
});
