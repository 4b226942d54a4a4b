// biome-ignore-all lint/suspicious/noTemplateCurlyInString: scenario placeholders are written like template literals on purpose.
import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { parseScenario, randomDigits, randomToken } from './scenario.js';

const options = { random: 'abc12345', randomDigits: '31415926', env: {} };

const problems = (text: string) => {
  const result = parseScenario(text, options);
  if (E.isRight(result)) throw new Error('expected the scenario to be refused');
  return result.left;
};

describe('parseScenario', () => {
  it('decodes the shipped sign-up scenario', () => {
    const text = readFileSync(new URL('../../scenarios/sign-up.yaml', import.meta.url), 'utf8');
    const result = parseScenario(text, options);
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(result.right.name).toBe('sign-up');
    expect(result.right.steps.map((step) => step.kind)).toEqual([
      'register',
      'expect',
      'logout',
      'expect',
      'login',
      'expect',
      'login',
      'expect',
      'expect',
      'logout',
      'expect',
    ]);
    expect(result.right.steps[0]?.title).toBe('register email sim-abc12345@example.test');
    expect(result.right.steps[4]?.title).toBe('log in with a wrong password');
    expect(result.right.steps[5]?.checksPreviousFailure).toBe(true);
    expect(result.right.steps[3]?.checksPreviousFailure).toBe(false);
  });

  it('accepts bare step names, empty values and numbers where text is expected', () => {
    const result = parseScenario(
      `name: n
steps:
  - logout
  - logout:
  - wait: 10
  - wait: { ms: "20" }
  - register: { kind: mobile, user: 5550100, areaCode: 44, password: secret-pw }
`,
      options,
    );
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(result.right.steps.map((step) => step.title)).toEqual([
      'logout',
      'logout',
      'wait 10 ms',
      'wait 20 ms',
      'register mobile +44 5550100',
    ]);
  });

  it('reports YAML syntax errors', () => {
    const [first] = problems('name: x\nsteps: [login: {\n');
    expect(first).toMatch(/^YAML: /);
  });

  it('reports a document without name or steps', () => {
    expect(problems('steps: []\nnmae: x\n')).toEqual([
      'nmae: unknown field "nmae" (known: name, steps, description, vars)',
      'name: expected text, saw nothing',
    ]);
    expect(problems('title: x\n')).toContain('name: expected text, saw nothing');
    expect(problems('name: x\nsteps: []\n')).toEqual(['steps: a scenario needs at least one step']);
    expect(problems('')).toEqual([
      '(root): expected scenario (name, steps, optional description and vars), saw null',
    ]);
  });

  it('reports unknown step kinds, several kinds in one step and bad arguments, with paths', () => {
    expect(
      problems(`name: x
steps:
  - logn: { user: a, password: b }
  - { login: { user: a, password: b }, logout: null }
  - register: { kind: mail, user: a, password: b, invte: X }
  - login: { user: a }
  - wait: soon
  - logout: now
  - 42
`),
    ).toEqual([
      'steps[0]: unknown step kind "logn" (known: register, login, logout, sendCode, bindMobile, bindEmail, setAntiPhishingCode, signOutOtherDevices, twoFactor, verifyBasic, operator, deposit, transfer, convert, order, cancel, option, position, close, mine, redeem, invest, subscribe, buy, sendProof, borrow, repayLoan, cancelLoan, guess, becomeTrader, follow, unfollow, selfHold, nftBuy, nftDeposit, nftBid, nftPay, nftResell, blindBox, readMessages, chat, coupon, verify, advance, expect, wait)',
      'steps[1]: one step kind per step, found login, logout (indent arguments under the kind)',
      'steps[2].register.invte: unknown field "invte" (known: kind, user, password, rePassword, invite, areaCode, code)',
      'steps[2].register.kind: expected "username" | "email" | "mobile", saw "mail"',
      'steps[3].login.password: expected text, saw nothing',
      'steps[4].wait: expected (milliseconds (a whole number ≥ 0) | wait arguments), saw "soon"',
      'steps[5].logout: expected no arguments, saw "now"',
      'steps[6]: expected a step such as "- login: { user: …, password: … }" or "- logout"',
    ]);
  });

  it('reports unknown and malformed expectations', () => {
    expect(
      problems(`name: x
steps:
  - expect: { signedin: true }
  - expect: { signedIn: yes please }
  - expect: { quotes: { minCount: two } }
  - expect: {}
`),
    ).toEqual([
      'steps[0].expect.signedin: unknown expectation "signedin" (known: signedIn, user, verification, quotes, balances, audit, orders, options, positions, mining, dual, ieo, quickBuy, loans, guess, copies, traderRecord, nfts, content, messages, chat, rewards, coupons, failure)',
      'steps[1].expect.signedIn: expected boolean, saw "yes please"',
      'steps[2].expect.quotes.minCount: expected number, saw "two"',
      'steps[3].expect: expected one or more of signedIn, user, verification, quotes, balances, audit, orders, options, positions, mining, dual, ieo, quickBuy, loans, guess, copies, traderRecord, nfts, content, messages, chat, rewards, coupons, failure',
    ]);
  });

  it('fills placeholders from vars, random and the environment', () => {
    const result = parseScenario(
      `name: run \${random}
vars: { user: "sim_\${random}", pause: 5 }
steps:
  - login: { user: "\${user}", password: "\${env.PW:-fallback-pw}" }
  - register: { kind: mobile, user: "7\${randomDigits}", areaCode: 44, password: pw }
  - wait: \${pause}
`,
      { random: 'r4nd0m', randomDigits: '27182818', env: {} },
    );
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(result.right.name).toBe('run r4nd0m');
    expect(result.right.steps.map((step) => step.title)).toEqual([
      'login sim_r4nd0m',
      'register mobile +44 727182818',
      'wait 5 ms',
    ]);
  });

  it('reports unknown variables with their paths', () => {
    expect(problems('name: x\nsteps:\n  - login: { user: "${usr}", password: p }\n')).toEqual([
      'steps[0].login.user: unknown variable "usr" (known: env.NAME, random, randomDigits)',
    ]);
  });
});

describe('randomToken and randomDigits', () => {
  it('start with a letter and use only lowercase letters and digits / only digits', () => {
    for (let i = 0; i < 200; i += 1) expect(randomToken()).toMatch(/^[a-z][a-z0-9]{7}$/);
    for (let i = 0; i < 200; i += 1) expect(randomDigits()).toMatch(/^\d{8}$/);
  });
});
