import { readFileSync } from 'node:fs';
import { Decimal, type User } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type Reporter, runScenario, type StepReport } from '../runner.js';
import type { SimContext } from '../runtime/context.js';
import { parseScenario } from '../scenario/scenario.js';
import { fakeContext, PASSWORD } from '../test-support.js';
import { type FakeCopyTrading, fakeCopyTrading } from '../test-support-copytrading.js';
import { newestMirroring, traderKeys } from './copytrading.js';

const load = (text: string) => parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });

/** A verified user (#7, email and mobile bound, level 1) and an unverified one (#8). */
const VERIFIED = `  - register: { kind: email, user: ada@example.test, password: ${PASSWORD} }
  - bindMobile: { areaCode: "44", mobile: "7700900123" }
  - verifyBasic: { country: GB, idType: passport, name: Ada Lovelace, cardId: P1234567 }
  - operator: { kyc: approve }
`;
/** Ada (#7) a trader as "Ada L", Grace (#8) signed in and following nobody. */
const TRADER_AND_FOLLOWER = `${VERIFIED}  - becomeTrader: { nickname: Ada L }
  - logout
  - register: { kind: username, user: grace_hopper, password: ${PASSWORD} }
`;

/** Contexts made by a test, stopped after it. */
const made: SimContext[] = [];
const fresh = (copyTrading: FakeCopyTrading = fakeCopyTrading()): SimContext => {
  const ctx = fakeContext({ copyTrading });
  made.push(ctx);
  return ctx;
};
afterEach(() => {
  for (const ctx of made.splice(0)) ctx.tessera.stop();
});

/** Plays `steps` after `before` on `ctx`, its session left running; reports only those of `steps`. */
const play = async (steps: string, ctx: SimContext = fresh(), before = TRADER_AND_FOLLOWER) => {
  const scenario = load(`name: copytrading\nsteps:\n${before}${steps}`);
  if (E.isLeft(scenario)) throw new Error(scenario.left.join('\n'));
  const reports: StepReport[] = [];
  const reporter: Reporter = { stepFinished: (report) => void reports.push(report) };
  const summary = await runScenario(scenario.right, ctx, reporter);
  const skipped = before.trim() === '' ? 0 : before.trim().split('\n').length;
  return { summary, reports: reports.slice(skipped) };
};

const outcomes = (reports: readonly StepReport[]) =>
  reports.map((report) => [report.status, report.detail ?? report.message]);

describe('becomeTrader, follow, unfollow, selfHold, expect copies and traderRecord, as written', () => {
  it('decode with their titles; numbers may be numbers', () => {
    const result = load(`name: x
steps:
  - becomeTrader: { nickname: Ada L }
  - follow: { trader: ada@example.test, mode: ratio, number: 0.5 }
  - follow: { trader: "#7", mode: fixed, number: "3" }
  - unfollow: { trader: Ada L }
  - selfHold: { copy: latest }
  - selfHold: { copy: latest, trader: ada@example.test }
  - selfHold: { copy: 12 }
  - expect: { copies: { trader: Ada L, open: 1, closed: 0, self_held: 1, skipped: 2, lots: 0.5, skipReason: margin_short, closedBy: trader, recomputed: true } }
  - expect: { traderRecord: { trader: Ada L, followers: 1, closedPositions: 2, assetsUnderCopy: "0", recomputed: true } }
`);
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(result.right.steps.map((step) => [step.title, step.role])).toEqual([
      ['become a trader as "Ada L"', 'action'],
      ['follow ada@example.test: copies of 0.5× their lots', 'action'],
      ['follow #7: copies of 3 lots', 'action'],
      ['stop following Ada L', 'action'],
      ['self-hold the newest copy still mirroring a trader', 'action'],
      ['self-hold the newest copy still mirroring ada@example.test', 'action'],
      ['self-hold copy #12', 'action'],
      [
        'expect copies trader Ada L, open 1, closed 0, self_held 1, skipped 2, lots 0.5, skipReason margin_short, closedBy trader, recomputed true',
        'check',
      ],
      [
        'expect traderRecord trader Ada L, followers 1, closedPositions 2, assetsUnderCopy 0, recomputed true',
        'check',
      ],
    ]);
  });

  it('refuse what they do not know when the file is loaded, with paths', () => {
    expect(
      load(`name: x
steps:
  - becomeTrader: { nick: Ada }
  - follow: { trader: ada, mode: double, number: 2 }
  - follow: { trader: ada, number: 2, agreement: false }
  - unfollow
  - selfHold: { copy: newest }
  - selfHold: { copy: 0 }
  - expect: { copies: { open: one, selfHeld: 1, lots: half, skipReason: poor, closedBy: follower, recomputed: false } }
  - expect: { traderRecord: { followers: many, since: today, assetsUnderCopy: "1,000" } }
`),
    ).toEqual(
      E.left([
        'steps[0].becomeTrader.nick: unknown field "nick" (known: nickname)',
        'steps[0].becomeTrader.nickname: expected text, saw nothing',
        'steps[1].follow.mode: expected "ratio" | "fixed", saw "double"',
        'steps[2].follow.agreement: unknown field "agreement" (known: trader, mode, number)',
        'steps[2].follow.mode: expected "ratio" | "fixed", saw nothing',
        'steps[3].unfollow: expected unfollow arguments, saw nothing',
        'steps[4].selfHold.copy: expected "latest" or a copy id, saw "newest"',
        'steps[5].selfHold.copy: expected "latest" or a copy id, saw 0',
        'steps[6].expect.copies.selfHeld: unknown field "selfHeld" (known: trader, open, closed, self_held, skipped, lots, skipReason, closedBy, recomputed)',
        'steps[6].expect.copies.open: expected number, saw "one"',
        'steps[6].expect.copies.lots: expected a decimal such as 0.5, saw "half"',
        'steps[6].expect.copies.skipReason: expected "lots_below_minimum" | "lots_above_maximum" | "lots_off_step" | "margin_short", saw "poor"',
        'steps[6].expect.copies.closedBy: expected "user" | "take_profit" | "stop_loss" | "liquidation" | "trader", saw "follower"',
        'steps[6].expect.copies.recomputed: expected true, saw false',
        'steps[7].expect.traderRecord.since: unknown field "since" (known: trader, followers, closedPositions, assetsUnderCopy, recomputed)',
        'steps[7].expect.traderRecord.followers: expected number, saw "many"',
        'steps[7].expect.traderRecord.assetsUnderCopy: expected a decimal such as 0.5, saw "1,000"',
      ]),
    );
  });

  it('decode the shipped scenario', () => {
    const text = readFileSync(new URL('../../scenarios/copytrading.yaml', import.meta.url), 'utf8');
    const result = parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(
      result.right.steps
        .filter((step) => ['becomeTrader', 'follow', 'unfollow', 'selfHold'].includes(step.kind))
        .map((step) => step.title),
    ).toEqual([
      "a nickname of one letter is refused by core's rules before it is sent",
      'become a trader as "Sim abc12345"',
      "copies of 0.555× the trader's lots are refused by core's rules, two decimals at most",
      'follow copy-abc12345@example.test: copies of 0.5× their lots',
      '3 lots a copy, which 1 USDT of margin does not cover',
      'the follower takes the newest copy over',
      'stop following copy-abc12345@example.test',
    ]);
  });
});

describe('copy trading against the fake exchange', () => {
  it('makes a verified user a trader, known to later steps by email, id, nickname or mobile', async () => {
    const ctx = fresh();
    const { summary, reports } = await play(
      `  - becomeTrader: { nickname: Ada L }
  - logout
  - register: { kind: username, user: grace_hopper, password: ${PASSWORD} }
  - follow: { trader: ADA@example.test, mode: ratio, number: "0.5" }
  - unfollow: { trader: ada l }
  - follow: { trader: "#7", mode: fixed, number: 3 }
  - unfollow: { trader: "+447700900123" }
  - follow: { trader: "7", mode: ratio, number: 1 }
`,
      ctx,
      VERIFIED,
    );
    expect(summary.failed).toBeUndefined();
    expect(outcomes(reports)).toEqual([
      [
        'passed',
        expect.stringMatching(
          /^"Ada L" \(user #7\) is a trader since 2026-11-22T10:00:00.000Z, the terms \(trader-terms\/1\) accepted: /,
        ),
      ],
      ['passed', undefined],
      ['passed', 'signed in as user #8'],
      [
        'passed',
        'follow #1 of "Ada L" (user #7): copies of 0.5× the trader\'s lots, the agreement (follow-agreement/1) accepted',
      ],
      [
        'passed',
        'follow #1 of "Ada L" (user #7) cancelled at 2026-11-22T10:00:00.000Z; copies already open still close with the trader\'s positions',
      ],
      [
        'passed',
        'follow #2 of "Ada L" (user #7): copies of 3 lots, the agreement (follow-agreement/1) accepted',
      ],
      ['passed', expect.stringMatching(/^follow #2 of "Ada L" \(user #7\) cancelled at /)],
      [
        'passed',
        'follow #3 of "Ada L" (user #7): copies of 1× the trader\'s lots, the agreement (follow-agreement/1) accepted',
      ],
    ]);
    expect([...ctx.traders.keys()].sort()).toEqual(['+447700900123', '7', 'ada l', 'ada@example.test']);
  });

  it("refuses by core's rules before anything is sent, and says what the exchange refused", async () => {
    const { summary, reports } = await play(`  - becomeTrader: { nickname: " x" }
  - expect: { failure: COPY.NICKNAME_FORMAT }
  - name: not verified, the exchange refuses
    becomeTrader: { nickname: Grace }
  - expect: { failure: NotVerified }
  - follow: { trader: Ada L, mode: ratio, number: "0.555" }
  - expect: { failure: WALLET.AMOUNT_PRECISION }
  - follow: { trader: Ada L, mode: fixed, number: "101" }
  - expect: { failure: COPY.VALUE_RANGE }
  - follow: { trader: "#99", mode: ratio, number: "1" }
  - expect: { failure: COPY.UNKNOWN_TRADER }
  - follow: { trader: Ada L, mode: ratio, number: "1" }
  - follow: { trader: Ada L, mode: ratio, number: "2" }
  - expect: { failure: COPY.ALREADY_FOLLOWING }
  - logout
  - login: { user: ada@example.test, password: ${PASSWORD} }
  - follow: { trader: Ada L, mode: ratio, number: "1" }
  - expect: { failure: COPY.SELF }
  - unfollow: { trader: Ada L }
  - expect: { failure: COPY.NOT_FOLLOWING }
  - becomeTrader: { nickname: Ada Again }
  - expect: { failure: COPY.ALREADY_TRADER }
  - follow: { trader: Nobody, mode: ratio, number: "1" }
`);
    expect(outcomes(reports)).toEqual([
      ['tolerated', 'failed: Invalid COPY.NICKNAME_FORMAT'],
      ['passed', 'Invalid COPY.NICKNAME_FORMAT'],
      ['tolerated', 'failed: NotVerified "Verify your identity first"'],
      ['passed', 'NotVerified "Verify your identity first"'],
      ['tolerated', 'failed: Invalid WALLET.AMOUNT_PRECISION'],
      ['passed', 'Invalid WALLET.AMOUNT_PRECISION'],
      ['tolerated', 'failed: Invalid COPY.VALUE_RANGE'],
      ['passed', 'Invalid COPY.VALUE_RANGE'],
      ['tolerated', 'failed: Invalid COPY.UNKNOWN_TRADER'],
      ['passed', 'Invalid COPY.UNKNOWN_TRADER'],
      ['passed', expect.stringMatching(/^follow #1 of "Ada L"/)],
      ['tolerated', 'failed: Invalid COPY.ALREADY_FOLLOWING'],
      ['passed', 'Invalid COPY.ALREADY_FOLLOWING'],
      ['passed', undefined],
      ['passed', 'signed in as user #7'],
      ['tolerated', 'failed: Invalid COPY.SELF'],
      ['passed', 'Invalid COPY.SELF'],
      ['tolerated', 'failed: Rejected COPY.NOT_FOLLOWING "Not following"'],
      ['passed', 'Rejected COPY.NOT_FOLLOWING "Not following"'],
      ['tolerated', 'failed: Rejected COPY.ALREADY_TRADER "Already a trader"'],
      ['passed', 'Rejected COPY.ALREADY_TRADER "Already a trader"'],
      [
        'failed',
        'no trader known as "Nobody": name a user who became a trader in this run (their email, username, mobile or nickname), a listed trader\'s nickname, or an account id (#7)',
      ],
    ]);
    expect(summary.failed?.index).toBe(reports.at(-1)?.index);
  });

  it('says identity verification comes first when the exchange refuses an unverified user', async () => {
    const { summary } = await play('  - becomeTrader: { nickname: Grace }\n');
    expect(summary.failed?.message).toBe(
      'becoming a trader refused: NotVerified "Verify your identity first" (identity verification comes first)',
    );
  });

  it('finds a trader made outside the run by their listed nickname', async () => {
    const exchange = fakeCopyTrading();
    const first = fresh(exchange);
    await play('', first, `${VERIFIED}  - becomeTrader: { nickname: Ada L }\n`);
    const second = fresh(exchange);
    const { summary, reports } = await play(
      '  - follow: { trader: ADA L, mode: ratio, number: "0.5" }\n',
      second,
      // Ids start again in each fake session: a first account takes Ada's, #7.
      `  - register: { kind: username, user: someone_else, password: ${PASSWORD} }
  - logout
  - register: { kind: username, user: grace_hopper, password: ${PASSWORD} }
`,
    );
    expect(summary.failed).toBeUndefined();
    expect(reports[0]?.detail).toMatch(/^follow #1 of "Ada L" \(user #7\)/);
  });

  it('self-holds the newest copy still mirroring a trader, or one by its id', async () => {
    const exchange = fakeCopyTrading();
    const ctx = fresh(exchange);
    const { summary } = await play('  - follow: { trader: Ada L, mode: ratio, number: "0.5" }\n', ctx);
    expect(summary.failed).toBeUndefined();
    expect(exchange.copied(7, 31, () => ({ lots: '0.5' }))).toEqual([1]);
    expect(exchange.copied(7, 32, () => ({ lots: '1' }))).toEqual([2]);
    expect(exchange.copied(7, 33, () => ({ lots: '3', skipReason: 'margin_short' }))).toEqual([3]);
    const held = await play(
      `  - selfHold: { copy: latest, trader: ada@example.test }
  - selfHold: { copy: 2 }
  - expect: { failure: COPY.NOT_MIRRORING }
  - selfHold: { copy: 1 }
  - expect: { copies: { open: 0, self_held: 2, skipped: 1, lots: "3", skipReason: margin_short } }
  - selfHold: { copy: latest }
`,
      ctx,
      '',
    );
    expect(outcomes(held.reports)).toEqual([
      [
        'passed',
        'copy #2 of "Ada L" (user #7)\'s position #32 (1 lots) self-held: position #102 (open) no longer mirrors the trader',
      ],
      ['tolerated', 'failed: Rejected COPY.NOT_MIRRORING "This copy no longer mirrors"'],
      ['passed', 'Rejected COPY.NOT_MIRRORING "This copy no longer mirrors"'],
      [
        'passed',
        'copy #1 of "Ada L" (user #7)\'s position #31 (0.5 lots) self-held: position #101 (open) no longer mirrors the trader',
      ],
      [
        'passed',
        [
          '#3 copying "Ada L" (user #7)\'s position #33: 3 lots, skipped (margin_short)',
          '#2 copying "Ada L" (user #7)\'s position #32: 1 lots, self-held, opened at 64000 (tick 1), margin 6.4, fee 0.032',
          '#1 copying "Ada L" (user #7)\'s position #31: 0.5 lots, self-held, opened at 64000 (tick 1), margin 3.2, fee 0.016',
        ].join('; '),
      ],
      ['failed', 'no copy still mirroring a trader'],
    ]);
  });

  it('needs a signed-in session', async () => {
    const { reports } = await play(
      `  - logout
  - follow: { trader: Ada L, mode: ratio, number: "1" }
`,
    );
    expect(reports.at(-1)?.message).toBe('following needs a signed-in session');
    for (const [step, message] of [
      ['becomeTrader: { nickname: Ada }', 'becoming a trader needs a signed-in session'],
      ['unfollow: { trader: Ada L }', 'unfollowing needs a signed-in session'],
      ['selfHold: { copy: latest }', 'self-holding needs a signed-in session'],
    ] as const) {
      const signedOut = await play(`  - ${step}\n`, fresh(), '');
      expect(signedOut.summary.failed?.message).toBe(message);
    }
  });
});

describe('traderKeys and newestMirroring', () => {
  const user = (fields: Partial<User>): User =>
    ({ id: 9, username: null, email: null, mobile: null, ...fields }) as User;

  it('names a trader by every name a step may give, lower-cased', () => {
    expect(traderKeys(user({ email: 'Ada@Example.test', mobile: '+447700900123' }), ' Ada L ')).toEqual([
      '9',
      'ada@example.test',
      '+447700900123',
      'ada l',
    ]);
    expect(traderKeys(user({ username: 'grace' }), 'G')).toEqual(['9', 'grace', 'g']);
  });

  it('picks the first open copy of a page listed newest first, of the trader when given', () => {
    const copy = (id: number, state: 'open' | 'closed' | 'self_held' | 'skipped', traderUserId: number) => ({
      id,
      followId: 1,
      traderUserId,
      traderNickname: 'T',
      traderPositionId: id,
      lots: new Decimal(1),
      state,
      skipReason: null,
      position: null,
      createdAt: '',
    });
    const page = [copy(5, 'skipped', 7), copy(4, 'open', 8), copy(3, 'self_held', 7), copy(2, 'open', 7)];
    expect(newestMirroring(page)?.id).toBe(4);
    expect(newestMirroring(page, 7)?.id).toBe(2);
    expect(newestMirroring(page, 9)).toBeUndefined();
  });
});
