import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario, serverForSuite } from './cli.js';

describe('scenarios/rewards.yaml against an embedded server', () => {
  it(
    'rebates the invited friend’s fees to the inviter after the day, each rebate recomputed by core, and makes the friend VIP level 2',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('rewards')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(/paid \d{4}-\d{2}-\d{2}: 2 rebates, 1 VIP levels changed/);
      expect(stdout).toMatch(/no finished day left to pay/);
      expect(stdout).toMatch(/1 invited, 2 rebates \(0\.\d+ BTC, 0\.\d+ USDT\); VIP level 0/);
      expect(stdout).toMatch(/✓ rewards: all 17 steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});

describe('tessera-sim operator rewards run against a server', () => {
  const { target } = serverForSuite();

  it('says when no finished day is left to pay', async () => {
    const ran = await cli(['operator', 'rewards', 'run', ...target()]);
    expect(ran).toMatchObject({ code: 0, stderr: '' });
    expect(ran.stdout).toMatch(/✓ (no finished day left to pay|paid .*)/);
    const again = await cli(['operator', 'rewards', 'run', ...target()]);
    expect(again.stdout).toBe('✓ no finished day left to pay\n');
    const wrong = await cli(['operator', 'rewards', 'run', 'today', ...target()]);
    expect(wrong.code).toBe(2);
  });
});
