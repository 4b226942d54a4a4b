import { createHash } from 'node:crypto';
import {
  type Call,
  Decimal,
  Failures,
  type GuessApi,
  type GuessBetRecord,
  type GuessBetState,
  type GuessQuestion,
  type Page,
} from '@tessera/core';
import * as TE from 'fp-ts/lib/TaskEither.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A user's funds in one asset of the balance account, as the fake ledger keeps them. */
export interface FakeBucket {
  available: Decimal;
  frozen: Decimal;
}

/** What the fake game settles on and who else has bet, so each outcome can be played. */
export interface FakeGuessOptions {
  /** The recorded price in force at each price question's resolving time, by market. */
  readonly settlePrices: Readonly<Record<string, string>>;
  /** The committed answer of every quiz. */
  readonly quizAnswer: string;
  /** What other users stake on each pick of every new question, by kind. */
  readonly others: {
    readonly price: Readonly<Record<string, string>>;
    readonly quiz: Readonly<Record<string, string>>;
  };
}

/**
 * By default BTC/USDT settles above its strike (64,000) and ETH/USDT exactly at it (so not above);
 * the quiz's answer is `b`; others have staked 20 on `above` and 60 on `not_above`, and 4 on `a`
 * and 2 on `c` of the quiz.
 */
export const FAKE_GUESS_DEFAULTS: FakeGuessOptions = {
  settlePrices: { 'BTC/USDT': '64012.3', 'ETH/USDT': '3100' },
  quizAnswer: 'b',
  others: { price: { above: '20', not_above: '60' }, quiz: { a: '4', c: '2' } },
};

/** The recorded prices questions are issued at: strikes 64,000 and 3,100. */
const ISSUE_PRICES: Readonly<Record<string, { readonly price: string; readonly step: string }>> = {
  'BTC/USDT': { price: '64012.3', step: '100' },
  'ETH/USDT': { price: '3104', step: '10' },
};

/** The server's published templates, written out again: hours of the first slot, repeat, windows. */
const TEMPLATES = [
  { key: 'btc', everyHours: 4, firstSlotHour: 0, openHours: 7, symbol: 'BTC/USDT' },
  { key: 'eth', everyHours: 4, firstSlotHour: 2, openHours: 7, symbol: 'ETH/USDT' },
  { key: 'quiz', everyHours: 24, firstSlotHour: 23, openHours: 22, symbol: null },
] as const;
const ANNOUNCE_HOURS = 1;
const CUTOFF_HOURS = 1;

const QUIZ = {
  prompt: 'Which planet is the largest?',
  choices: { a: 'Mars', b: 'Jupiter', c: 'Venus', d: 'Earth' },
};

/** Wide and cutting, so the fake's shares never round before they are cut. */
const Wide = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_DOWN });
const cutTo = (value: InstanceType<typeof Wide>, places: number) =>
  new Decimal(value.toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed());

const ok = <A>(value: A): Call<A> => TE.right(value);
const rejected = (code: string, message: string): Call<never> => TE.left(Failures.rejected(code, message));

interface FakeBet {
  readonly id: number;
  readonly userId: number;
  readonly requestId: string;
  readonly questionId: number;
  readonly pick: string;
  readonly stake: Decimal;
  readonly placedAt: string;
  state: GuessBetState;
  payout: Decimal | null;
}

interface FakeQuestion {
  readonly key: string;
  readonly announcedAt: number;
  question: GuessQuestion;
  /** What other users staked, by pick. */
  readonly others: Readonly<Record<string, Decimal>>;
  readonly answer: string | null;
  readonly salt: string | null;
}

/**
 * The guess game in the fake exchange, on its clock (`now`, in milliseconds), for the signed-in
 * user (`user`), staking from the balance account of a ledger the operator's deposits credit
 * (`bucket`): questions issued by the server's published templates when read, each with other
 * users' stakes (`options.others`); bets frozen; questions past their resolving time settled when
 * read, on `options.settlePrices` and `options.quizAnswer`, with SHA-256 commitments. Written out
 * apart from core's calculators, so the `guess` expectation's recomputation is checked against an
 * independent one.
 */
export const fakeGuess = (
  now: () => number,
  user: () => number | null,
  bucket: (userId: number, asset: string) => FakeBucket,
  options: FakeGuessOptions = FAKE_GUESS_DEFAULTS,
): GuessApi => {
  const questions: FakeQuestion[] = [];
  const bets: FakeBet[] = [];
  let tickIds = 100;
  const nextTickId = () => {
    tickIds += 1;
    return tickIds;
  };

  const poolsOf = (entry: FakeQuestion): Record<string, Decimal> =>
    Object.fromEntries(
      entry.question.picks.map((pick) => [
        pick,
        bets
          .filter((bet) => bet.questionId === entry.question.id && bet.pick === pick)
          .reduce((total, bet) => total.plus(bet.stake), entry.others[pick] ?? new Decimal(0)),
      ]),
    );

  const issue = (at: number) => {
    for (const template of TEMPLATES) {
      const every = template.everyHours * HOUR_MS;
      const first = template.firstSlotHour * HOUR_MS;
      const reach = (ANNOUNCE_HOURS + template.openHours + CUTOFF_HOURS) * HOUR_MS;
      for (let slot = Math.floor((at - first) / every) * every + first; slot <= at + reach; slot += every) {
        const opensAt = slot - (template.openHours + CUTOFF_HOURS) * HOUR_MS;
        const announcedAt = opensAt - ANNOUNCE_HOURS * HOUR_MS;
        const cutoffAt = slot - CUTOFF_HOURS * HOUR_MS;
        const key = `${template.key}:${slot}`;
        if (announcedAt > at || at >= cutoffAt || questions.some((entry) => entry.key === key)) continue;
        const id = questions.length + 1;
        const symbol = template.symbol;
        const issuedAt = symbol === null ? undefined : ISSUE_PRICES[symbol];
        const salt = symbol === null ? `salt-${id}` : null;
        const answer = symbol === null ? options.quizAnswer : null;
        const picks = symbol === null ? ['a', 'b', 'c', 'd'] : ['above', 'not_above'];
        const others = Object.fromEntries(
          Object.entries(symbol === null ? options.others.quiz : options.others.price).map(
            ([pick, stake]) => [pick, new Decimal(stake)],
          ),
        );
        questions.push({
          key,
          announcedAt,
          others,
          answer,
          salt,
          question: {
            id,
            kind: symbol === null ? 'quiz' : 'price',
            picks,
            asset: 'USDT',
            decimals: 6,
            minStake: new Decimal(1),
            maxStake: new Decimal(10_000),
            feeRate: new Decimal('0.05'),
            opensAt: new Date(opensAt).toISOString(),
            cutoffAt: new Date(cutoffAt).toISOString(),
            resolvesAt: new Date(slot).toISOString(),
            price:
              symbol === null || issuedAt === undefined
                ? null
                : {
                    symbol,
                    strike: new Decimal(issuedAt.price)
                      .div(issuedAt.step)
                      .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
                      .mul(issuedAt.step),
                    issuedAt: {
                      tickId: nextTickId(),
                      price: new Decimal(issuedAt.price),
                      at: new Date(announcedAt).toISOString(),
                    },
                  },
            quiz:
              answer === null || salt === null
                ? null
                : {
                    ...QUIZ,
                    commitment: createHash('sha256')
                      .update(`tessera-quiz:${id}:${answer}:${salt}`)
                      .digest('hex'),
                  },
            pools: {},
            resolution: null,
          },
        });
      }
    }
  };

  const settle = (entry: FakeQuestion, at: number) => {
    const { question } = entry;
    const price = question.price === null ? undefined : options.settlePrices[question.price.symbol];
    const winningPick =
      question.price === null
        ? (entry.answer ?? '')
        : new Decimal(price ?? '0').greaterThan(question.price.strike)
          ? 'above'
          : 'not_above';
    const pools = poolsOf(entry);
    const pool = Object.values(pools).reduce((total, staked) => total.plus(staked), new Decimal(0));
    const winning = pools[winningPick] ?? new Decimal(0);
    const fee = winning.isZero() ? new Decimal(0) : cutTo(new Wide(pool.toFixed()).mul('0.05'), 18);
    const prize = new Wide(pool.minus(fee).toFixed());
    let paid = new Decimal(0);
    let othersPaid = new Decimal(0);
    for (const bet of bets.filter((candidate) => candidate.questionId === question.id)) {
      if (winning.isZero()) {
        bet.state = 'refunded';
        bet.payout = bet.stake;
      } else if (bet.pick === winningPick) {
        bet.state = 'won';
        bet.payout = cutTo(prize.mul(bet.stake.toFixed()).div(winning.toFixed()), question.decimals);
      } else {
        bet.state = 'lost';
        bet.payout = new Decimal(0);
      }
      paid = paid.plus(bet.payout);
      const held = bucket(bet.userId, question.asset);
      held.frozen = held.frozen.minus(bet.stake);
      held.available = held.available.plus(bet.payout);
    }
    for (const [pick, stake] of Object.entries(entry.others))
      othersPaid = othersPaid.plus(
        winning.isZero()
          ? stake
          : pick === winningPick
            ? cutTo(prize.mul(stake.toFixed()).div(winning.toFixed()), question.decimals)
            : 0,
      );
    entry.question = {
      ...question,
      resolution: {
        winningPick,
        tick:
          price === undefined
            ? null
            : {
                tickId: nextTickId(),
                price: new Decimal(price),
                at: new Date(Date.parse(question.resolvesAt) - 500).toISOString(),
              },
        reveal:
          entry.answer === null || entry.salt === null ? null : { answer: entry.answer, salt: entry.salt },
        pool,
        winningStake: winning,
        fee,
        dust: pool.minus(fee).minus(paid).minus(othersPaid),
        calculatorVersion: 'guess/1',
        settledAt: new Date(at).toISOString(),
      },
    };
  };

  /** Issues what the templates announce by now and settles what is due: the fake's tick. */
  const tick = () => {
    const at = now();
    issue(at);
    for (const entry of questions)
      if (entry.question.resolution === null && Date.parse(entry.question.resolvesAt) <= at)
        settle(entry, at);
  };

  const shown = (entry: FakeQuestion): GuessQuestion => ({ ...entry.question, pools: poolsOf(entry) });
  const questionOf = (id: number) => questions.find((entry) => entry.question.id === id);
  const record = (bet: FakeBet): GuessBetRecord => {
    const entry = questionOf(bet.questionId);
    if (entry === undefined) throw new Error(`the fake lost question #${bet.questionId}`);
    return {
      id: bet.id,
      question: shown(entry),
      pick: bet.pick,
      stake: bet.stake,
      placedAt: bet.placedAt,
      state: bet.state,
      payout: bet.payout,
    };
  };
  const signedIn = <A>(action: (userId: number) => Call<A>): Call<A> => {
    const id = user();
    if (id === null) return TE.left(Failures.notLoggedIn('Please sign in'));
    tick();
    return action(id);
  };

  return {
    questions: () => {
      tick();
      const at = now();
      return ok(
        questions
          .filter(
            (entry) =>
              entry.announcedAt <= at &&
              (entry.question.resolution === null ||
                Date.parse(entry.question.resolution.settledAt) >= at - 2 * DAY_MS),
          )
          .map(shown)
          .sort((a, b) => Date.parse(a.resolvesAt) - Date.parse(b.resolvesAt) || a.id - b.id),
      );
    },
    question: (id) => {
      tick();
      const entry = questionOf(id);
      return entry === undefined || entry.announcedAt > now()
        ? rejected('GUESS.UNKNOWN_QUESTION', 'No such question')
        : ok(shown(entry));
    },
    bet: (draft, requestId) =>
      signedIn((userId) => {
        const again = bets.find((bet) => bet.userId === userId && bet.requestId === requestId);
        if (again !== undefined) return ok(record(again));
        const entry = questionOf(draft.questionId);
        if (entry === undefined || entry.announcedAt > now())
          return rejected('GUESS.UNKNOWN_QUESTION', 'No such question');
        const { question } = entry;
        if (now() < Date.parse(question.opensAt)) return rejected('GUESS.NOT_STARTED', 'Not open yet');
        if (question.resolution !== null || now() >= Date.parse(question.cutoffAt))
          return rejected('GUESS.CUT_OFF', 'No more guesses');
        if (!question.picks.includes(draft.pick)) return rejected('GUESS.CHOOSE_PICK', 'Choose an answer');
        if (draft.stake.lt(question.minStake) || draft.stake.gt(question.maxStake))
          return rejected('SHARED.INVALID_PARAMS', 'Stake out of range');
        const held = bucket(userId, question.asset);
        if (held.available.lt(draft.stake))
          return rejected('WALLET.INSUFFICIENT_BALANCE', 'Insufficient balance');
        held.available = held.available.minus(draft.stake);
        held.frozen = held.frozen.plus(draft.stake);
        const bet: FakeBet = {
          id: bets.length + 1,
          userId,
          requestId,
          questionId: question.id,
          pick: draft.pick,
          stake: draft.stake,
          placedAt: new Date(now()).toISOString(),
          state: 'unsettled',
          payout: null,
        };
        bets.push(bet);
        return ok(record(bet));
      }),
    bets: (query) =>
      signedIn((userId): Call<Page<GuessBetRecord>> => {
        const own = bets
          .filter((bet) => bet.userId === userId)
          .reverse()
          .map(record);
        return ok({
          items: own.slice((query.page - 1) * query.limit, query.page * query.limit),
          page: query.page,
          lastPage: Math.max(1, Math.ceil(own.length / query.limit)),
          total: own.length,
        });
      }),
  };
};
