import { describe, expect, it } from 'vitest';
import { cli, fixture, SERVER_START_MS, scenario, serverForSuite } from './cli.js';

describe('scenarios/verification.yaml against an embedded server', () => {
  it(
    'binds a mobile, verifies, is approved; is refused without a mobile, rejected and submits again',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('verification')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(/✓ +\d+\/\d+ bind mobile \+44 77\d{8} .* {2}code \d{6} · bound \+4477\d{8}/);
      expect(stdout).toMatch(/✓ +\d+\/\d+ an operator approves the basic review .* {2}approved user #\d+/);
      expect(stdout).toMatch(
        /expect verification level 1, basic verified; user verificationLevel = 1 .*level 1 · basic verified/,
      );
      expect(stdout).toMatch(
        /✓ +\d+\/\d+ approval is refused while no mobile is bound .*failed: Rejected VERIFICATION\.CONTACTS_REQUIRED /,
      );
      expect(stdout).toMatch(/basic failed \(reason "The name does not match the document"\)/);
      expect(stdout).toMatch(/✓ verification: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});

describe('tessera-sim operator kyc against a server', () => {
  const { server, target } = serverForSuite();
  const suffix = String(Date.now()).slice(-8);
  const env = { KYC_EMAIL: `kyc-op-${suffix}@example.test`, KYC_MOBILE: `79${suffix}` };

  it('lists a pending review and approves it by email; the user then has level 1', async () => {
    const pending = await cli(['run', fixture('kyc-pending'), ...target()], env);
    expect(pending.stdout).toMatch(/✓ kyc-pending: all 4 steps passed/);

    const list = await cli(['operator', 'kyc', 'list', ...target()]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/submissions? in state "review":/);
    expect(list.stdout).toContain(env.KYC_EMAIL);
    expect(list.stdout).toContain('driver_licence "Mary Somerville" D1234567');

    const approve = await cli(['operator', 'kyc', 'approve', env.KYC_EMAIL], {
      TESSERA_SERVER: server().url,
      OPERATOR_KEY: server().operatorKey,
    });
    expect(approve).toEqual({
      code: 0,
      stdout: `✓ approved the review in progress of ${env.KYC_EMAIL}\n`,
      stderr: '',
    });

    const approved = await cli(['run', fixture('kyc-approved'), ...target()], env);
    expect(approved.stdout).toMatch(/✓ kyc-approved: all 2 steps passed/);
    expect((await cli(['operator', 'kyc', 'list', ...target()])).stdout).not.toContain(env.KYC_EMAIL);
  });

  it("exits 1 with the server's message when it refuses, 2 without a key", async () => {
    const refused = await cli(['operator', 'kyc', 'reject', 'nobody-at-all', '--reason', 'no', ...target()]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^✗ rejecting the review in progress of nobody-at-all failed: \w+/);
    const wrongKey = await cli([
      'operator',
      'kyc',
      'list',
      '--server',
      server().url,
      '--operator-key',
      'wrong',
    ]);
    expect(wrongKey.code).toBe(1);
    // The server refused the key: a business failure with its message, not a network one.
    expect(wrongKey.stderr).toBe(
      '✗ listing submissions failed: Rejected OPERATOR.UNAUTHORIZED "Operator key missing or wrong"\n',
    );
    const noKey = await cli(['operator', 'kyc', 'list', '--server', server().url]);
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('operator commands need --operator-key <key> (or OPERATOR_KEY)');
  });
});
