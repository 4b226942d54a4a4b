import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { type Reporter, runScenario, type StepReport } from './runner.js';
import type { SimContext } from './runtime/context.js';
import { parseScenario } from './scenario/scenario.js';
import type { PlannedStep, StepOutcome } from './steps/step.js';
import { fakeContext, PASSWORD } from './test-support.js';

const collect = (): Reporter & { reports: StepReport[] } => {
  const reports: StepReport[] = [];
  return { reports, stepFinished: (report) => void reports.push(report) };
};

const load = (text: string) => {
  const result = parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });
  if (E.isLeft(result)) throw new Error(result.left.join('\n'));
  return result.right;
};

const play = async (text: string, ctx: SimContext = fakeContext()) => {
  const reporter = collect();
  const summary = await runScenario(load(text), ctx, reporter);
  ctx.tessera.stop();
  return { summary, reports: reporter.reports };
};

const step = (title: string, outcome: StepOutcome, checksPreviousFailure = false): PlannedStep => ({
  kind: 'fake',
  title,
  role: 'action',
  checksPreviousFailure,
  run: async () => outcome,
});

describe('runScenario', () => {
  it('plays a sign-up flow through core and passes', async () => {
    const { summary, reports } = await play(`name: flow
vars: { email: "a-\${random}@example.test" }
steps:
  - register: { kind: email, user: "\${email}", password: ${PASSWORD} }
  - expect: { signedIn: true, user: { email: "\${email}" } }
  - logout
  - login: { user: "\${email}", password: wrong-password }
  - expect: { failure: SESSION.LOGIN_FAILED, signedIn: false }
  - login: { user: "\${email}", password: ${PASSWORD} }
  - expect: { quotes: { minCount: 2, symbols: [BTC/USDT] }, failure: false }
`);
    expect(reports.map((r) => [r.step.title, r.status])).toEqual([
      ['register email a-abc12345@example.test', 'passed'],
      ['expect signed in; user email = "a-abc12345@example.test"', 'passed'],
      ['logout', 'passed'],
      ['login a-abc12345@example.test', 'tolerated'],
      ['expect failure SESSION.LOGIN_FAILED; signed out', 'passed'],
      ['login a-abc12345@example.test', 'passed'],
      ['expect quotes ≥ 2 incl. BTC/USDT; no failure', 'passed'],
    ]);
    expect(reports[0]?.detail).toBe('code 123456 · signed in as user #7');
    expect(reports[3]?.detail).toBe('failed: Rejected SESSION.LOGIN_FAILED "Wrong account or password"');
    expect(summary).toMatchObject({ name: 'flow', total: 7, passed: 7 });
    expect(summary.failed).toBeUndefined();
  });

  it('stops at the first mismatch and says what was expected and seen', async () => {
    const { summary, reports } = await play(`name: wrong
steps:
  - register: { kind: email, user: a@example.test, password: ${PASSWORD} }
  - expect: { user: { email: b@example.test } }
  - logout
`);
    expect(reports).toHaveLength(2);
    expect(summary.passed).toBe(1);
    expect(summary.failed?.message).toBe('expected user.email "b@example.test", saw "a@example.test"');
  });

  it('fails an action whose failure no following step checks', async () => {
    const { summary } = await play(`name: unchecked
steps:
  - login: { user: nobody@example.test, password: ${PASSWORD} }
  - expect: { signedIn: false }
`);
    expect(summary.failed?.message).toBe(
      'login failed: Rejected SESSION.LOGIN_FAILED "Wrong account or password"',
    );
  });

  it('refuses a form that breaks core rules before calling the exchange', async () => {
    const { summary, reports } = await play(`name: short password
steps:
  - register: { kind: email, user: a@example.test, password: short }
  - expect: { failure: SESSION.PASSWORD_LENGTH }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports[0]?.detail).toBe('failed: Invalid SESSION.PASSWORD_LENGTH');
  });

  it('reports an expected failure that did not happen', async () => {
    const { summary } = await play(`name: no failure
steps:
  - register: { kind: email, user: a@example.test, password: ${PASSWORD} }
  - expect: { failure: Rejected }
`);
    expect(summary.failed?.message).toBe('expected failure Rejected, saw the previous action succeeded');
  });

  it('does not tolerate failures without a Failure (broken preconditions, timeouts)', async () => {
    const { summary } = await play(`name: precondition
steps:
  - logout
  - expect: { failure: true }
`);
    expect(summary.failed?.message).toBe('logout needs a signed-in session');
  });

  it('turns a step that throws into a failed step and keeps the last action failure for checks', async () => {
    const ctx = fakeContext();
    const steps: PlannedStep[] = [
      step('refused', { ok: false, message: 'no', failure: { kind: 'Timeout' } }),
      { ...step('check', { ok: true }, true), role: 'check' },
      { ...step('boom', { ok: true }), run: async () => Promise.reject(new Error('handler bug')) },
    ];
    const reporter = collect();
    const summary = await runScenario({ name: 'x', steps }, ctx, reporter);
    ctx.tessera.stop();
    expect(ctx.lastFailure).toBeNull();
    expect(reporter.reports.map((r) => r.status)).toEqual(['tolerated', 'passed', 'failed']);
    expect(summary.failed?.message).toBe('handler bug');
  });
});
