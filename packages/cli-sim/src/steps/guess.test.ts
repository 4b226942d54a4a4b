import { readFileSync } from 'node:fs';
import { Decimal, type GuessBetRecord, type Page } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type Reporter, runScenario, type StepReport } from '../runner.js';
import type { SimContext } from '../runtime/context.js';
import { parseScenario } from '../scenario/scenario.js';
import { fakeContext, PASSWORD } from '../test-support.js';
import { FAKE_GUESS_DEFAULTS } from '../test-support-guess.js';

const load = (text: string) => parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });

/** A new user with 100 USDT in the balance account. */
const FUNDED = `  - register: { kind: username, user: ada_lovelace, password: ${PASSWORD} }
  - deposit: { currency: USDT, amount: "100" }
`;

/** Contexts made by a test, stopped after it. */
const made: SimContext[] = [];
const fresh = (...args: Parameters<typeof fakeContext>): SimContext => {
  const ctx = fakeContext(...args);
  made.push(ctx);
  return ctx;
};
afterEach(() => {
  for (const ctx of made.splice(0)) ctx.tessera.stop();
});

/**
 * Plays `steps` after `before` (by default: a new user funded with 100 USDT, its session left
 * running for a next play on the same `ctx`); reports only those of `steps`.
 */
const play = async (steps: string, ctx: SimContext = fresh(), before = FUNDED) => {
  const scenario = load(`name: guess\nsteps:\n${before}${steps}`);
  if (E.isLeft(scenario)) throw new Error(scenario.left.join('\n'));
  const reports: StepReport[] = [];
  const reporter: Reporter = { stepFinished: (report) => void reports.push(report) };
  const summary = await runScenario(scenario.right, ctx, reporter);
  const skipped = before.trim() === '' ? 0 : before.trim().split('\n').length;
  return { summary, reports: reports.slice(skipped) };
};

/** `ctx` with its bets' listings changed by `change`, as a server misreporting them would. */
const misreporting = (ctx: SimContext, change: (bet: GuessBetRecord) => GuessBetRecord): SimContext => {
  const guess = ctx.tessera.api.guess;
  return {
    ...ctx,
    tessera: {
      ...ctx.tessera,
      api: {
        ...ctx.tessera.api,
        guess: {
          ...guess,
          bets: (query) =>
            TE.map((page: Page<GuessBetRecord>) => ({ ...page, items: page.items.map(change) }))(
              guess.bets(query),
            ),
        },
      },
    },
  };
};

/** A bet's question with its result changed by `change`. */
const withResolution = (
  bet: GuessBetRecord,
  change: (resolution: NonNullable<GuessBetRecord['question']['resolution']>) => object,
): GuessBetRecord =>
  bet.question.resolution === null
    ? bet
    : {
        ...bet,
        question: {
          ...bet.question,
          resolution: { ...bet.question.resolution, ...change(bet.question.resolution) },
        },
      };

const BETS = `  - guess: { question: price, symbol: BTC/USDT, pick: above, stake: 10 }
  - guess: { question: price, symbol: btc/usdt, pick: not_above, stake: 5 }
  - guess: { question: quiz, pick: b, stake: 3 }
`;
const SETTLED = `${BETS}  - advance: 25h
`;

describe('guess and expect guess, as written', () => {
  it('decode with their titles; stakes may be numbers', () => {
    const result = load(`name: x
steps:
  - guess: { question: price, symbol: BTC/USDT, pick: above, stake: 10 }
  - guess: { question: price, pick: not_above, stake: "2.5" }
  - guess: { question: quiz, pick: b, stake: 3, notOpen: advance }
  - guess: { question: quiz, pick: d, stake: 3, notOpen: fail }
  - expect: { guess: { unsettled: 0, won: 1, lost: 0, refunded: 0, settledByCalculator: true, quizVerified: true } }
`);
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(result.right.steps.map((step) => [step.title, step.role])).toEqual([
      ['bet 10 on above for the soonest BTC/USDT price question', 'action'],
      ['bet 2.5 on not_above for the soonest price question', 'action'],
      ['bet 3 on b for the soonest quiz, moving the clock to its opening if none takes guesses', 'action'],
      ['bet 3 on d for the soonest quiz', 'action'],
      [
        'expect guess unsettled 0, won 1, lost 0, refunded 0, settledByCalculator true, quizVerified true',
        'check',
      ],
    ]);
  });

  it('refuse what they do not know when the file is loaded, with paths', () => {
    expect(
      load(`name: x
steps:
  - guess: { question: price, pick: b, stake: 10 }
  - guess: { question: quiz, pick: above, stake: 10 }
  - guess: { question: quiz, symbol: BTC/USDT, pick: a, stake: 10 }
  - guess: { question: lottery, pick: a, stake: 10, market: BTC/USDT }
  - guess: { question: quiz, pick: answer, stake: 1, notOpen: wait }
  - guess: { question: price, pick: above }
  - expect: { guess: { won: one, settledByCalculator: false, quizVerified: yes, paid: 1 } }
`),
    ).toEqual(
      E.left([
        'steps[0].guess: a price question is answered above | not_above',
        'steps[1].guess: a quiz question is answered a | b | c | d',
        'steps[2].guess: the quiz has no market: leave out symbol',
        'steps[3].guess.market: unknown field "market" (known: question, pick, stake, symbol, notOpen)',
        'steps[3].guess.question: expected "price" | "quiz", saw "lottery"',
        'steps[4].guess.pick: expected "above" | "not_above" | "a" | "b" | "c" | "d", saw "answer"',
        'steps[4].guess.notOpen: expected "fail" | "advance", saw "wait"',
        'steps[5].guess.stake: expected text, saw nothing',
        'steps[6].expect.guess.won: expected number, saw "one"',
        'steps[6].expect.guess.settledByCalculator: expected true, saw false',
        'steps[6].expect.guess.quizVerified: expected true, saw "yes"',
      ]),
    );
  });

  it('decode the shipped scenario', () => {
    const text = readFileSync(new URL('../../scenarios/guess.yaml', import.meta.url), 'utf8');
    const result = parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(
      result.right.steps.filter((step) => ['guess', 'advance'].includes(step.kind)).map((step) => step.title),
    ).toEqual([
      "the quiz's answer is secret until the result; outside its hours the clock moves to the next one's opening",
      'bet 10 on above for the soonest BTC/USDT price question',
      'the same user may bet on the other answer of the same question too',
      "a day on every question has resolved and is settled on the exchange's next tick; idle sessions end, so sign in again",
    ]);
  });
});

describe('guess against the fake exchange', () => {
  it('bets on the soonest question taking guesses, previews the payout, freezes the stakes, and recomputes each settlement', async () => {
    const { summary, reports } = await play(`${BETS}  - expect:
      guess: { unsettled: 3, won: 0 }
      balances: { balance: { USDT: "82" }, frozen: { balance: { USDT: "18" } } }
  - advance: 25h
  - expect:
      guess: { unsettled: 0, won: 2, lost: 1, refunded: 0, settledByCalculator: true, quizVerified: true }
      balances: { balance: { USDT: "120.633333" }, frozen: { balance: { USDT: "0" } } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports.map((report) => [report.status, report.detail])).toEqual([
      [
        'passed',
        'bet #1 on BTC/USDT above 64000 at 2026-11-22T12:00:00.000Z (#1): above, 10 USDT frozen until the result; if it won now it would pay 28.5 USDT (guessPayoutIfWins, 5 % fee)',
      ],
      [
        'passed',
        'bet #2 on BTC/USDT above 64000 at 2026-11-22T12:00:00.000Z (#1): not_above, 5 USDT frozen until the result; if it won now it would pay 6.942307 USDT (guessPayoutIfWins, 5 % fee)',
      ],
      [
        'passed',
        'bet #3 on quiz #5 "Which planet is the largest?" (resolves 2026-11-22T23:00:00.000Z): b ("Jupiter"), 3 USDT frozen until the result; if it won now it would pay 8.55 USDT (guessPayoutIfWins, 5 % fee)',
      ],
      [
        'passed',
        '#3: 3 USDT on b ("Jupiter") of quiz #5 "Which planet is the largest?" (resolves 2026-11-22T23:00:00.000Z), unsettled; #2: 5 USDT on not_above of BTC/USDT above 64000 at 2026-11-22T12:00:00.000Z (#1), unsettled; #1: 10 USDT on above of BTC/USDT above 64000 at 2026-11-22T12:00:00.000Z (#1), unsettled',
      ],
      ['passed', 'now 2026-11-23T11:00:00.000Z'],
      [
        'passed',
        '#3: 3 USDT on b ("Jupiter") of quiz #5 "Which planet is the largest?" (resolves 2026-11-22T23:00:00.000Z), won 8.55 (b won, pool 9, fee 0.45); #2: 5 USDT on not_above of BTC/USDT above 64000 at 2026-11-22T12:00:00.000Z (#1), lost 0 (above won at 64012.3, pool 95, fee 4.75); #1: 10 USDT on above of BTC/USDT above 64000 at 2026-11-22T12:00:00.000Z (#1), won 30.083333 (above won at 64012.3, pool 95, fee 4.75); 2 settled questions recomputed by guess/1; 1 settled quiz verified by the reveal',
      ],
    ]);
  });

  it('recomputes a refunded quiz and a price question settled at its strike (not above)', async () => {
    const ctx = fresh({ guess: { ...FAKE_GUESS_DEFAULTS, quizAnswer: 'd' } });
    const { summary, reports } = await play(
      `  - guess: { question: price, symbol: ETH/USDT, pick: above, stake: 2 }
  - guess: { question: quiz, pick: b, stake: 3 }
  - advance: 1d
  - expect:
      guess: { unsettled: 0, won: 0, lost: 1, refunded: 1, settledByCalculator: true, quizVerified: true }
      balances: { balance: { USDT: "98" }, frozen: { balance: { USDT: "0" } } }
`,
      ctx,
    );
    expect(summary.failed).toBeUndefined();
    expect(reports.at(-1)?.detail).toBe(
      '#2: 3 USDT on b ("Jupiter") of quiz #5 "Which planet is the largest?" (resolves 2026-11-22T23:00:00.000Z), refunded 3 (d won, pool 9, fee 0); #1: 2 USDT on above of ETH/USDT above 3100 at 2026-11-22T14:00:00.000Z (#3), lost 0 (not_above won at 3100, pool 82, fee 4.1); 2 settled questions recomputed by guess/1; 1 settled quiz verified by the reveal',
    );
  });

  it("refuses by core's rules what the exchange would: below the minimum, above the maximum, beyond the balance", async () => {
    const { summary, reports } = await play(`  - guess: { question: price, pick: above, stake: "0.5" }
  - expect: { failure: WALLET.AMOUNT_BELOW_MINIMUM }
  - guess: { question: price, pick: above, stake: 20000 }
  - expect: { failure: GUESS.ABOVE_MAX_STAKE }
  - guess: { question: quiz, pick: a, stake: "100.000001" }
  - expect: { failure: WALLET.INSUFFICIENT_BALANCE }
  - expect: { guess: { unsettled: 0 }, balances: { balance: { USDT: "100" } } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports.filter((report) => report.step.kind === 'guess').map((report) => report.detail)).toEqual([
      'failed: Invalid WALLET.AMOUNT_BELOW_MINIMUM',
      'failed: Invalid GUESS.ABOVE_MAX_STAKE',
      'failed: Invalid WALLET.INSUFFICIENT_BALANCE',
    ]);
  });

  it('fails outside the quiz hours unless told to move the clock to the next opening', async () => {
    const { summary, reports } = await play(`  - guess: { question: price, pick: above, stake: 1 }
  - name: 22:30, the day's quiz cut off and the next not announced
    advance: 750m
  - guess: { question: quiz, pick: b, stake: 3 }
  - expect: { failure: false }
`);
    expect(summary.failed?.message).toBe(
      'no quiz taking guesses or announced at 2026-11-22T22:30:00.000Z (listed: #5 cut_off; the exchange announces questions on its ticks; `notOpen: advance` moves the simulated clock until one opens)',
    );
    expect(reports).toHaveLength(3);

    const announced = await play(`  - name: 23:30, the next quiz announced, opening at midnight
    advance: 810m
  - guess: { question: quiz, pick: b, stake: 3 }
  - expect: { failure: GUESS.NOT_STARTED }
`);
    expect(announced.summary.failed).toBeUndefined();
    expect(announced.reports[1]?.detail).toBe('failed: Invalid GUESS.NOT_STARTED');

    const alone = await play('  - advance: 810m\n  - guess: { question: quiz, pick: b, stake: 3 }\n');
    expect(alone.summary.failed?.message).toMatch(
      /^betting refused by core's rules: question GUESS\.NOT_STARTED; quiz #\d+ "Which planet is the largest\?" \(resolves 2026-11-23T23:00:00\.000Z\) opens at 2026-11-23T00:00:00\.000Z, 30m from the exchange's time \(`notOpen: advance` moves the simulated clock there\)$/,
    );

    const moved = await play(`  - advance: 750m
  - guess: { question: quiz, pick: b, stake: 3, notOpen: advance }
  - expect: { guess: { unsettled: 1 }, balances: { balance: { USDT: "97" } } }
  - name: its result comes at 23:00 the next day
    advance: 23h
  - expect: { guess: { unsettled: 0, won: 1, settledByCalculator: true, quizVerified: true } }
`);
    expect(moved.summary.failed).toBeUndefined();
    expect(moved.reports[1]?.detail).toMatch(
      /^clock moved 1h 30m to the opening of question #(\d+); bet #1 on quiz #\1 "Which planet is the largest\?" \(resolves 2026-11-23T23:00:00\.000Z\): b \("Jupiter"\), 3 USDT frozen until the result; if it won now it would pay 8\.55 USDT/,
    );
  });

  it('checks the stake before moving the clock, and needs an operator key to move it', async () => {
    const refused = await play(`  - advance: 750m
  - guess: { question: quiz, pick: b, stake: 300, notOpen: advance }
  - expect: { failure: WALLET.INSUFFICIENT_BALANCE }
  - expect: { guess: { unsettled: 0 } }
`);
    expect(refused.summary.failed).toBeUndefined();

    const ctx = fresh();
    const funded = await play('  - advance: 750m\n', ctx);
    expect(funded.summary.failed).toBeUndefined();
    const keyless = await play(
      '  - guess: { question: quiz, pick: b, stake: 3, notOpen: advance }\n',
      {
        ...ctx,
        operator: { ...ctx.operator, canRead: false },
      },
      '',
    );
    expect(keyless.summary.failed?.message).toBe(
      'guess with `notOpen: advance` needs an operator key (pass --operator-key or set OPERATOR_KEY)',
    );
  });

  it('needs a signed-in session and a listed question of the market', async () => {
    const signedOut = await play('  - logout\n  - guess: { question: price, pick: above, stake: 10 }\n');
    expect(signedOut.summary.failed?.message).toBe('betting needs a signed-in session');

    const unknown = await play('  - guess: { question: price, symbol: LTC/USDT, pick: above, stake: 10 }\n');
    expect(unknown.summary.failed?.message).toBe(
      'no LTC/USDT price question taking guesses or announced at 2026-11-22T10:00:00.000Z (listed: none; the exchange announces questions on its ticks; `notOpen: advance` moves the simulated clock until one opens)',
    );
  });
});

describe('expect guess against the fake exchange', () => {
  const expectSettled =
    '  - expect: { guess: { unsettled: 0, won: 2, settledByCalculator: true, quizVerified: true } }\n';

  it('says which payout differs from core', async () => {
    const ctx = misreporting(fresh(), (bet) =>
      bet.state === 'won' && bet.question.kind === 'price'
        ? { ...bet, payout: bet.payout?.plus('0.000001') ?? null }
        : bet,
    );
    const { summary } = await play(`${SETTLED}${expectSettled}`, ctx);
    expect(summary.failed?.message).toBe(
      "expected those guess bets, saw #1 was paid 30.083334 (core's settleGuessPool: 30.083333)",
    );
  });

  it('says when the winning pick is not what the settling tick gives, or the fee or pool is off', async () => {
    const ctx = misreporting(fresh(), (bet) =>
      bet.question.kind === 'price'
        ? withResolution(bet, (resolution) => ({
            tick: resolution.tick === null ? null : { ...resolution.tick, price: new Decimal('63999.9') },
            fee: resolution.fee.plus(1),
          }))
        : bet,
    );
    const { summary } = await play(`${SETTLED}${expectSettled}`, ctx);
    expect(summary.failed?.message).toBe(
      "expected those guess bets, saw question #1 was won by above at 63999.9 against 64000 (core's guessPriceOutcome: not_above), question #1 took a fee of 5.75 (core's settleGuessPool: 4.75)",
    );
  });

  it('says when a quiz reveal does not give its commitment', async () => {
    const ctx = misreporting(fresh(), (bet) =>
      withResolution(bet, (resolution) => ({
        reveal: resolution.reveal === null ? null : { ...resolution.reveal, salt: 'another-salt' },
      })),
    );
    const { summary } = await play(`${SETTLED}${expectSettled}`, ctx);
    expect(summary.failed?.message).toMatch(
      /^expected those guess bets, saw quiz #5 revealed b \(won by b\), which does not give its commitment [0-9a-f]{64}$/,
    );
  });

  it('says how many are in each state and what a bet claims without a result', async () => {
    const ctx = misreporting(fresh(), (bet) => ({ ...bet, state: 'won', payout: bet.stake }));
    const { summary } = await play(
      `${BETS}  - expect: { guess: { unsettled: 3, won: 0, settledByCalculator: true } }\n`,
      ctx,
    );
    expect(summary.failed?.message).toBe(
      'expected those guess bets, saw 0 unsettled (expected 3), 3 won (expected 0), #3 is won but question #5 has no result, #2 is won but question #1 has no result, #1 is won but question #1 has no result',
    );
  });
});
