import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario, serverForSuite } from './cli.js';

describe('scenarios/wallet.yaml against an embedded server', () => {
  it(
    'credits a deposit, transfers, refuses an overdraft, converts, and the audit passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('wallet')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(/✓ +\d+\/\d+ deposit 100 USDT .* {2}credited \(deposit #\d+\)/);
      expect(stdout).toMatch(/✓ +\d+\/\d+ transfer 30 USDT balance → futures .* {2}transfer #\d+/);
      expect(stdout).toMatch(
        /more than the account holds is refused .*failed: Rejected WALLET\.INSUFFICIENT_BALANCE/,
      );
      expect(stdout).toMatch(/✓ +\d+\/\d+ convert 50 USDT → BTC .* {2}received 0\.\d+ BTC \(fee 0\.1 USDT\)/);
      expect(stdout).toMatch(/the ledger audit passes .*\d+ journals, \d+ entries, \d+ accounts/);
      expect(stdout).toMatch(/✓ wallet: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});

describe('tessera-sim operator deposit | withdrawal | balances | audit against a server', () => {
  const { server, target } = serverForSuite();

  it('credits a deposit once, shows the balances, lists no withdrawals and passes the audit', async () => {
    const name = `op${Date.now().toString().slice(-8)}`;
    const registered = await fetch(`${server().url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'username',
        user_string: name,
        password: 'correct-horse-7',
        re_password: 'correct-horse-7',
        extension_code: 'TESSERA',
      }),
    });
    expect(((await registered.json()) as { type: string }).type).toBe('ok');

    const deposit = [
      'operator',
      'deposit',
      name,
      '--currency',
      'usdt',
      '--amount',
      '12.5',
      '--reference',
      '0xfeed',
      ...target(),
    ];
    const first = await cli(deposit);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(/^✓ credited 12\.5 USDT to op\d+ \(deposit #\d+\)\n$/);
    expect((await cli(deposit)).stdout).toMatch(/already credited: deposit #\d+, nothing moved/);

    const balances = await cli(['operator', 'balances', name, ...target()]);
    expect(balances.stdout).toBe('account  currency  available  frozen\nbalance  USDT      12.5       0\n');

    const withdrawals = await cli(['operator', 'withdrawal', 'list', '--state', 'pending', ...target()]);
    expect(withdrawals.stdout).toBe('No withdrawals in state "pending".\n');
    const audit = await cli(['operator', 'audit', ...target()]);
    expect(audit.code).toBe(0);
    expect(audit.stdout).toMatch(/^✓ the ledger balances: \d+ journals, \d+ entries, \d+ accounts\n$/);
  });

  it('says what is wrong: a bad amount, a missing option, a state or id that does not exist', async () => {
    const bad = await cli([
      'operator',
      'deposit',
      'nobody',
      '--currency',
      'USDT',
      '--amount',
      '1e3',
      ...target(),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/crediting 1e3 USDT to nobody failed: Rejected OPERATOR\.USER_NOT_FOUND/);
    expect((await cli(['operator', 'deposit', 'x', '--currency', 'USDT', ...target()])).stderr).toContain(
      'deposit needs --amount',
    );
    expect(
      (await cli(['operator', 'withdrawal', 'list', '--state', 'review', ...target()])).stderr,
    ).toContain('--state must be one of pending, completed, rejected, got "review"');
    expect(
      (await cli(['operator', 'withdrawal', 'complete', 'seven', '--reference', 'x', ...target()])).stderr,
    ).toContain('<id> must be a number, got "seven"');
    const missing = await cli([
      'operator',
      'withdrawal',
      'complete',
      '99999',
      '--reference',
      '0x1',
      ...target(),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(
      /completing withdrawal #99999 failed: Rejected WALLET\.WITHDRAWAL_NOT_PENDING/,
    );
  });
});
