import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, fixture, SERVER_START_MS, scenario, serverForSuite } from './cli.js';

const SIGN_UP = scenario('sign-up');

describe('tessera-sim run against an embedded server', () => {
  it(
    'plays sign-up.yaml and passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', SIGN_UP]);
      expect(stderr).toBe('');
      expect(stdout).toContain('embedded server at http://127.0.0.1:');
      expect(stdout).toMatch(
        /✓ {2}1\/11 register email sim-[a-z0-9]{8}@example\.test \(\d+ ms\) {2}code \d{6} · signed in/,
      );
      expect(stdout).toMatch(
        /✓ {2}5\/11 log in with a wrong password .*failed: Rejected SESSION\.LOGIN_FAILED/,
      );
      expect(stdout).toMatch(/✓ {2}9\/11 expect quotes ≥ 2 .*\d+ quotes: /);
      expect(stdout).toMatch(/✓ sign-up: all 11 steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});

describe('tessera-sim run against --server', () => {
  const { server, target } = serverForSuite();

  it('plays sign-up.yaml, reading codes with --operator-key', async () => {
    const { code, stdout } = await cli(['run', SIGN_UP, ...target()]);
    expect(stdout).toContain(`11 steps against ${server().url}\n`);
    expect(stdout).toMatch(/✓ sign-up: all 11 steps passed in /);
    expect(code).toBe(0);
  });

  it('plays two-factor.yaml: the authenticator turned on, codes typed at sign-in, turned off', async () => {
    const { code, stdout } = await cli(['run', scenario('two-factor'), ...target()]);
    expect(stdout).toMatch(/✓ {2}2\/\d+ two-factor enable .*code \d{6} · on, 10 recovery codes/);
    expect(stdout).toMatch(/✓ two-factor: all \d+ steps passed in /);
    expect(code).toBe(0);
  });

  it('exits 1 at a wrong expectation and says what was expected and seen', async () => {
    const { code, stdout } = await cli(['run', fixture('wrong-expectation'), ...target()]);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /✗ 2\/3 expect user email = "someone-else@example\.test" .*\n\s+expected user\.email "someone-else@example\.test", saw "sim-[a-z0-9]{8}@example\.test"/,
    );
    expect(stdout).toMatch(/✗ wrong-expectation: failed at step 2\/3 .* after 1 passed/);
    expect(stdout).not.toContain('3/3');
  });

  it('sets the anti-phishing code and signs the other devices out', async () => {
    const { code, stdout } = await cli(['run', fixture('devices'), ...target()]);
    expect(stdout).toMatch(/✓ 2\/9 a code of digits alone .*failed: Invalid ACCOUNT\.ANTI_PHISHING_FORMAT/);
    expect(stdout).toMatch(/set the anti-phishing code Tessera7 .*security code \d{6} · saved/);
    expect(stdout).toMatch(/sign out the other devices .*0 other devices signed out/);
    expect(stdout).toMatch(/✓ devices: all 9 steps passed/);
    expect(code).toBe(0);
  });

  it('registers by every kind and checks failures by code and kind', async () => {
    const { code, stdout } = await cli(['run', fixture('registration-kinds'), ...target()]);
    expect(stdout).toMatch(/✓ registration-kinds: all \d+ steps passed/);
    expect(code).toBe(0);
  });

  it('plays several files in one run and exits 1 when one of them fails, naming it', async () => {
    const { code, stdout } = await cli([
      'run',
      fixture('username'),
      fixture('wrong-expectation'),
      ...target(),
    ]);
    expect(stdout).toMatch(/✓ username: all \d+ steps passed/);
    expect(stdout).toMatch(/✗ wrong-expectation: failed at step 2\/3/);
    expect(stdout).toContain('✗ 1 of 2 scenarios failed');
    expect(code).toBe(1);
  });

  it('draws the same random values from the same --seed, and others from another seed', async () => {
    const userOf = async (seed: string) =>
      /register username (\S+)/.exec(
        (await cli(['run', fixture('username'), ...target(), '--seed', seed])).stdout,
      )?.[1];
    const first = await userOf('s1');
    // Registering the same name again is refused: the seed repeats it.
    const again = await cli(['run', fixture('username'), ...target(), '--seed', 's1']);
    expect(again.stdout).toContain(`register username ${first}`);
    expect(again.code).toBe(1);
    expect(await userOf('s2')).not.toBe(first);
  });

  it('prints JSON on stdout with --json and writes JUnit XML with --junit', async () => {
    const junit = join(mkdtempSync(join(tmpdir(), 'sim-junit-')), 'results.xml');
    const { code, stdout, stderr } = await cli([
      'run',
      fixture('username'),
      fixture('wrong-expectation'),
      ...target(),
      '--json',
      '--junit',
      junit,
    ]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/✓ username: all \d+ steps passed/);
    const report = JSON.parse(stdout);
    expect(report.ok).toBe(false);
    expect(report.files.map((f: { name: string; ok: boolean }) => [f.name, f.ok])).toEqual([
      ['username', true],
      ['wrong-expectation', false],
    ]);
    expect(report.files[1].steps[1]).toMatchObject({ index: 2, status: 'failed' });
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuite name="wrong-expectation" [^>]*tests="3" failures="1" skipped="1"/);
    expect(xml).toMatch(
      /<testcase name="2\. expect user email = &quot;someone-else@example\.test&quot;"[^>]*><failure message="expected/,
    );
  });

  it('runs what needs no code without an operator key, and explains what does', async () => {
    expect((await cli(['run', fixture('username'), '--server', server().url])).code).toBe(0);
    const { code, stdout } = await cli(['run', SIGN_UP, '--server', server().url]);
    expect(code).toBe(1);
    expect(stdout).toContain('no operator key (pass --operator-key or set OPERATOR_KEY)');
  });
});

describe('tessera-sim command line', () => {
  it('rejects a malformed scenario with every problem and exit status 2, starting no server', async () => {
    const { code, stdout, stderr } = await cli(['run', fixture('malformed')]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('malformed.yaml is not a valid scenario:');
    expect(stderr).toContain('steps[0]: unknown step kind "regster" (known: register, login,');
    expect(stderr).toContain(
      'steps[1].login.user: unknown variable "nobody" (known: env.NAME, random, randomDigits)',
    );
    expect(stderr).toContain('steps[2].expect.signedIn: expected boolean, saw "maybe"');
  });

  it('explains usage errors', async () => {
    expect((await cli([])).code).toBe(2);
    expect((await cli(['fly'])).stderr).toContain('unknown command "fly"');
    expect((await cli(['run'])).stderr).toContain('expected at least one scenario file');
    expect((await cli(['run', SIGN_UP, '--bogus'])).code).toBe(2);
    expect((await cli(['run', 'missing.yaml'])).stderr).toContain('cannot read');
    expect((await cli(['run', SIGN_UP, '--timeout', 'soon'])).code).toBe(2);
  });

  it('prints help for the tool and for run', async () => {
    const top = await cli(['--help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('run        Play scenario files');
    expect(top.stdout).toContain('operator   Operator actions against --server');
    const run = await cli(['run', '--help']);
    expect(run.stdout).toContain('--operator-key <key>');
    expect(run.stdout).toContain('register');
    expect((await cli(['help', 'run'])).stdout).toBe(run.stdout);
  });
});
