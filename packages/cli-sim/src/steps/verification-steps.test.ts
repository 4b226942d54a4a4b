import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { type Reporter, runScenario, type StepReport } from '../runner.js';
import type { SimContext } from '../runtime/context.js';
import { parseScenario } from '../scenario/scenario.js';
import { fakeContext, PASSWORD } from '../test-support.js';

const VERIFICATION_YAML = readFileSync(new URL('../../scenarios/verification.yaml', import.meta.url), 'utf8');

const load = (text: string) => parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });

const play = async (text: string, ctx: SimContext = fakeContext()) => {
  const scenario = load(text);
  if (E.isLeft(scenario)) throw new Error(scenario.left.join('\n'));
  const reports: StepReport[] = [];
  const reporter: Reporter = { stepFinished: (report) => void reports.push(report) };
  const summary = await runScenario(scenario.right, ctx, reporter);
  ctx.tessera.stop();
  return { summary, reports, ctx };
};

const signedUp = (email = 'a@example.test') => `name: flow
steps:
  - register: { kind: email, user: ${email}, password: ${PASSWORD} }
`;

describe('scenarios/verification.yaml', () => {
  it('plays through core against the fake exchange', async () => {
    const { summary, reports } = await play(VERIFICATION_YAML);
    expect(summary.failed).toBeUndefined();
    const byTitle = Object.fromEntries(reports.map((r) => [r.step.title, r]));
    expect(byTitle['bind mobile +44 7731415926']?.detail).toBe('code 123456 · bound +447731415926');
    expect(byTitle['verify basic GB id_card AB31415926 (Ada Lovelace)']?.detail).toBe(
      'submitted · basic review',
    );
    expect(byTitle['an operator approves the basic review']?.detail).toBe('approved user #7');
    expect(byTitle['approval is refused while no mobile is bound']).toMatchObject({
      status: 'tolerated',
      detail: 'failed: Rejected VERIFICATION.CONTACTS_REQUIRED "Email and mobile must be bound first"',
    });
    expect(reports.find((r) => r.step.title.startsWith('expect verification level 1'))?.step.title).toBe(
      'expect verification level 1, basic verified; user verificationLevel = 1',
    );
    expect(
      reports.some(
        (r) =>
          r.step.title ===
          'expect verification level 0, basic failed (reason "The name does not match the document")',
      ),
    ).toBe(true);
  });
});

describe('bindMobile and bindEmail', () => {
  it('changing a bound mobile also reads the security code sent to the old number', async () => {
    const { summary, reports, ctx } = await play(`${signedUp()}
  - bindMobile: { areaCode: 44, mobile: 7700900123 }
  - bindMobile: { areaCode: 1, mobile: 5550100 }
  - expect: { user: { mobile: "+15550100" } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports[2]?.detail).toBe('security code 123456 to +447700900123 · code 123456 · bound +15550100');
    expect(ctx.mobiles.get('+447700900123')).toEqual({ areaCode: '44', mobile: '7700900123' });
  });

  it('changing the email of an account registered by email reads both codes', async () => {
    const { summary, reports } = await play(`${signedUp()}
  - bindEmail: { email: b@example.test }
  - expect: { user: { email: b@example.test } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports[1]?.detail).toBe(
      'security code 123456 to a@example.test · code 123456 · bound b@example.test',
    );
  });

  it('passes a wrong given code to the exchange and lets the scenario check the refusal', async () => {
    const { summary, reports } = await play(`${signedUp()}
  - bindMobile: { areaCode: 44, mobile: 7700900123, code: "654321" }
  - expect: { failure: SESSION.CODE_INVALID, user: { mobile: null } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports[1]?.status).toBe('tolerated');
  });

  it("refuses a malformed number with core's rules before sending a code", async () => {
    const { summary, reports } = await play(`${signedUp()}
  - bindMobile: { areaCode: "+44", mobile: "12" }
  - expect: { failure: SESSION.MOBILE_FORMAT }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports[1]?.detail).toBe('failed: Invalid SESSION.MOBILE_FORMAT, SESSION.AREA_CODE_FORMAT');
  });

  it('needs a signed-in session', async () => {
    const { summary } = await play(`name: signed out
steps:
  - bindEmail: { email: b@example.test }
`);
    expect(summary.failed?.message).toBe('bindEmail needs a signed-in session');
  });
});

describe('verifyBasic', () => {
  it("refuses a card number that breaks core's rules", async () => {
    const { summary, reports } = await play(`${signedUp()}
  - verifyBasic: { country: GB, idType: passport, name: Ada, cardId: "12" }
  - expect: { failure: VERIFICATION.CARD_ID_FORMAT, verification: { basic: none } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports[1]?.detail).toBe('failed: Invalid VERIFICATION.CARD_ID_FORMAT');
  });

  it('refuses an unknown document type when the file is loaded', () => {
    const result = load(`name: x
steps:
  - verifyBasic: { country: GB, idType: library_card, name: Ada, cardId: "123456" }
`);
    expect(result).toEqual(
      E.left([
        'steps[0].verifyBasic.idType: expected "id_card" | "passport" | "driver_licence", saw "library_card"',
      ]),
    );
  });
});

describe('operator step', () => {
  it('needs a reason to reject, checked when the file is loaded', () => {
    const result = load(`name: x
steps:
  - operator: { kyc: reject }
  - operator: { kyc: pass }
`);
    expect(E.isLeft(result) && result.left).toEqual([
      'steps[0].operator: kyc: reject needs a reason (the user reads it)',
      'steps[1].operator.kyc: expected "approve" | "reject", saw "pass"',
    ]);
  });

  it('acts on a named user, and needs one when nobody is signed in', async () => {
    const { summary, reports } = await play(`${signedUp()}
  - verifyBasic: { country: GB, idType: passport, name: Ada, cardId: "P1234567" }
  - logout
  - operator: { kyc: reject, reason: blurred, user: a@example.test, realType: 1 }
  - operator: { kyc: approve }
`);
    expect(reports[3]).toMatchObject({
      status: 'passed',
      detail: 'rejected a@example.test',
    });
    expect(reports[3]?.step.title).toBe('operator kyc reject basic a@example.test ("blurred")');
    expect(summary.failed?.message).toBe('operator: no user to act on; sign in first or give `user:`');
  });

  it('needs an operator key', async () => {
    const ctx = fakeContext();
    const { summary } = await play(
      `${signedUp()}
  - operator: { kyc: approve }
`,
      { ...ctx, operator: { ...ctx.operator, canRead: false } },
    );
    expect(summary.failed?.message).toBe(
      'operator steps need an operator key (pass --operator-key or set OPERATOR_KEY)',
    );
  });
});

describe('verification expectation', () => {
  it('says what it expected and what the exchange reported', async () => {
    const { summary } = await play(`${signedUp()}
  - expect: { verification: { level: 1 } }
`);
    expect(summary.failed?.message).toBe(
      'expected verification level 1, saw level 0 · basic none · advanced none',
    );
  });

  it('checks a reason only when one is given', async () => {
    const { summary } = await play(`${signedUp()}
  - verifyBasic: { country: GB, idType: passport, name: Ada, cardId: "P1234567" }
  - operator: { kyc: reject, reason: blurred }
  - expect: { verification: { basic: failed } }
  - expect: { verification: { basic: { state: failed, reason: sharp } } }
`);
    expect(summary.passed).toBe(4);
    expect(summary.failed?.message).toBe(
      'expected basic failed (reason "sharp"), saw level 0 · basic failed (reason "blurred") · advanced none',
    );
  });
});
