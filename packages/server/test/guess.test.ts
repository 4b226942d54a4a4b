import { Decimal, guessPriceOutcome, guessRevealMatches, settleGuessPool } from '@tessera/core';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { archivedSettlement } from './support/proofs.js';
import { eventually, feedLive } from './support/traders.js';
import { walletOf } from './support/wallet.js';

const TICK_MS = 100;

/**
 * Questions open and close at set hours of the UTC day (between 22:00 and 01:00 no quiz takes
 * guesses): each suite starts at the next 10:00, when a BTC and an ETH question and the daily quiz
 * all do, whatever the hour it runs at.
 */
const startAtTen = (h: Harness) =>
  beforeAll(() => {
    h.clock.advanceToNextUtcHour(10);
  });

interface WireQuestion {
  id: number;
  kind: 'price' | 'quiz';
  picks: string[];
  min_stake: string;
  max_stake: string;
  fee_rate: string;
  opens_at: string;
  cutoff_at: string;
  resolves_at: string;
  price: null | { symbol: string; strike: string; issued_at: { tick_id: number; price: string; at: string } };
  quiz: null | { prompt: string; choices: Record<string, string>; commitment: string };
  pools: Record<string, string>;
  resolution: null | {
    winning_pick: string;
    tick: null | { tick_id: number; price: string; at: string };
    reveal: null | { answer: string; salt: string };
    pool: string;
    winning_stake: string;
    fee: string;
    dust: string;
    calculator_version: string;
  };
}

interface WireBet {
  id: number;
  pick: string;
  stake: string;
  state: string;
  payout: string | null;
  question: WireQuestion;
}

const guessCalls = (h: Harness) => {
  const player = async (usdt: string) => {
    await feedLive(h.api);
    const name = await h.api.registerByUsername();
    await walletOf(h.api).deposit(name, 'USDT', usdt);
    return { name, token: await h.api.login(name) };
  };
  const questions = async (lang?: string) =>
    (await h.api.get('/game/questions', {}, lang === undefined ? {} : { lang })).body
      .message as WireQuestion[];
  /** An open question of `kind` (and `symbol`) taking guesses now, once the issuer has issued one. */
  const guessing = (kind: 'price' | 'quiz', symbol?: string) =>
    eventually(
      async () =>
        (await questions()).find(
          (q) =>
            q.kind === kind &&
            (symbol === undefined || q.price?.symbol === symbol) &&
            Date.parse(q.opens_at) <= h.clock.now().getTime() &&
            h.clock.now().getTime() < Date.parse(q.cutoff_at) - 60_000,
        ),
      (found) => found !== undefined,
      `a ${kind} question taking guesses`,
    ) as Promise<WireQuestion>;
  const bet = (token: string, question: number, pick: string, stake: string, key?: string) =>
    h.api.post(
      '/game/bet',
      { question_id: String(question), pick, stake },
      { token, ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }) },
    );
  const usdt = async (name: string) => {
    const row = (await walletOf(h.api).balances(name)).find(
      (b) => b.account === 'balance' && b.currency === 'USDT',
    );
    return `${row?.available ?? '0'}/${row?.frozen ?? '0'}`;
  };
  const settled = (id: number) =>
    eventually(
      async () => (await h.api.get('/game/question', { id: String(id) })).body.message as WireQuestion,
      (q) => q.resolution !== null,
      `question ${id} settled`,
    );
  return { player, questions, guessing, bet, usdt, settled };
};

describeOnEachDatabase(
  'guess game',
  (h) => {
    const { player, questions, guessing, bet, usdt, settled } = guessCalls(h);
    startAtTen(h);

    it('issues price questions with a strike set from a recorded tick, and the daily quiz with its commitment', async () => {
      const btc = await guessing('price', 'BTC/USDT');
      const eth = await guessing('price', 'ETH/USDT');
      for (const [question, step] of [
        [btc, 100],
        [eth, 10],
      ] as const) {
        expect(question).toMatchObject({
          picks: ['above', 'not_above'],
          fee_rate: '0.05',
          min_stake: '1',
          max_stake: '10000',
        });
        const issued = question.price?.issued_at;
        const { rows } = await sql<{ price: string; symbol: string }>`
          select price, symbol from market_ticks where id = ${String(issued?.tick_id)}`.execute(
          h.server.database,
        );
        expect(rows[0]).toEqual({ price: issued?.price, symbol: question.price?.symbol });
        expect(question.price?.strike).toBe(
          new Decimal(issued?.price ?? 0)
            .div(step)
            .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
            .mul(step)
            .toFixed(),
        );
        expect(Date.parse(question.resolves_at) - Date.parse(question.cutoff_at)).toBe(3_600_000);
      }
      const quiz = await guessing('quiz');
      expect(quiz.picks).toEqual(['a', 'b', 'c', 'd']);
      expect(quiz.quiz?.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(quiz.quiz?.prompt.length).toBeGreaterThan(5);
      // The answer and its salt are not served before the result.
      expect(JSON.stringify(await questions())).not.toContain('"salt"');
    });

    it('freezes each stake, refuses what breaks a rule without moving anything, and takes 250 parallel bets only as far as the balance goes', async () => {
      const question = await guessing('price', 'BTC/USDT');
      const { name, token } = await player('100');
      for (const [pick, stake, code] of [
        ['maybe', '5', 'GUESS.CHOOSE_PICK'],
        ['above', '0.5', 'WALLET.AMOUNT_BELOW_MINIMUM'],
        ['above', '10000.5', 'GUESS.ABOVE_MAX_STAKE'],
        ['above', '1.0000001', 'WALLET.AMOUNT_PRECISION'],
        ['above', '101', 'WALLET.INSUFFICIENT_BALANCE'],
      ] as const)
        expect((await bet(token, question.id, pick, stake)).body.code, `${pick} ${stake}`).toBe(code);
      expect((await bet(token, 999_999, 'above', '5')).body.code).toBe('GUESS.UNKNOWN_QUESTION');
      expect(await usdt(name)).toBe('100/0');
      const answers = await Promise.all(
        Array.from({ length: 250 }, (_, i) =>
          bet(token, question.id, i % 2 === 0 ? 'above' : 'not_above', '1'),
        ),
      );
      expect(answers.filter((a) => a.body.type === 'ok')).toHaveLength(100);
      expect(new Set(answers.filter((a) => a.body.type !== 'ok').map((a) => a.body.code))).toEqual(
        new Set(['WALLET.INSUFFICIENT_BALANCE']),
      );
      expect(await usdt(name)).toBe('0/100');
      const repeated = await Promise.all(
        Array.from({ length: 10 }, () => bet(token, question.id, 'above', '1', 'guess-bet-0001')),
      );
      expect(new Set(repeated.map((a) => a.body.code ?? a.body.type))).toEqual(
        new Set(['WALLET.INSUFFICIENT_BALANCE']),
      );
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('settles a price question by core’s settleGuessPool on the tick in force at its resolving time, and the quiz on its revealed answer', async () => {
      const price = await guessing('price', 'ETH/USDT');
      const quiz = await guessing('quiz');
      const players = await Promise.all([player('100'), player('100'), player('100')]);
      const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
      const placed: [typeof a, number, string, string][] = [
        [a, price.id, 'above', '30'],
        [b, price.id, 'above', '10'],
        [c, price.id, 'not_above', '60'],
        [a, quiz.id, 'a', '7'],
        [b, quiz.id, 'b', '11.5'],
        [c, quiz.id, 'c', '13'],
      ];
      for (const [who, id, pick, stake] of placed) {
        const answer = await bet(who.token, id, pick, stake);
        expect(answer.body.message, JSON.stringify(answer.body)).toMatchObject({
          pick,
          stake,
          state: 'unsettled',
          payout: null,
        });
      }
      expect((await h.api.get('/game/question', { id: String(price.id) })).body.message.pools).toEqual({
        above: '40',
        not_above: '60',
      });
      const until = Math.max(Date.parse(price.resolves_at), Date.parse(quiz.resolves_at));
      h.clock.advance(until - h.clock.now().getTime() + 60_000);
      for (const question of [price, quiz]) {
        const done = await settled(question.id);
        const resolution = done.resolution;
        if (resolution === null) throw new Error('not settled');
        if (question.kind === 'price') {
          const { rows } = await sql<{ id: string; price: string }>`
            select id, price from market_ticks where symbol = 'ETH/USDT' and at <= ${new Date(question.resolves_at)}
            order by at desc, id desc limit 1`.execute(h.server.database);
          expect(String(resolution.tick?.tick_id)).toBe(String(rows[0]?.id));
          expect(resolution.winning_pick).toBe(
            guessPriceOutcome({ strike: question.price?.strike ?? '1', price: rows[0]?.price ?? '1' }),
          );
        } else {
          expect(resolution.tick).toBeNull();
          expect(
            await guessRevealMatches({
              id: done.id,
              quiz: { prompt: '', choices: {}, commitment: done.quiz?.commitment ?? '' },
              resolution: {
                ...resolution,
                winningPick: resolution.winning_pick,
                tick: null,
                reveal: resolution.reveal,
                pool: new Decimal(resolution.pool),
                winningStake: new Decimal(resolution.winning_stake),
                fee: new Decimal(resolution.fee),
                dust: new Decimal(resolution.dust),
                calculatorVersion: resolution.calculator_version,
                settledAt: '',
              },
            }),
          ).toBe(true);
        }
        // Archived with every bet and payout, recomputable from the record alone.
        const archived = await archivedSettlement(h, `guess_question:${question.id}`);
        expect(archived.result).toMatchObject({
          winning_pick: resolution.winning_pick,
          pool: resolution.pool,
        });
        const bets = placed.filter(([, id]) => id === question.id);
        const expected = settleGuessPool({
          bets: bets.map(([, , pick, stake]) => ({ pick, stake })),
          winningPick: resolution.winning_pick,
          feeRate: '0.05',
        });
        expect({
          pool: resolution.pool,
          fee: resolution.fee,
          calculator_version: resolution.calculator_version,
        }).toEqual({
          pool: expected.pool.toFixed(),
          fee: expected.fee.toFixed(),
          calculator_version: 'guess/1',
        });
        for (const [i, [who, , pick]] of bets.entries()) {
          const token = await h.api.login(who.name);
          const mine = ((await h.api.get('/game/bets', {}, { token })).body.message.data as WireBet[]).find(
            (row) => row.question.id === question.id,
          );
          const payout = (expected.payouts[i] ?? new Decimal(0)).toDecimalPlaces(6, Decimal.ROUND_DOWN);
          expect(mine).toMatchObject({ pick, payout: payout.toFixed() });
          expect(mine?.state).toBe(
            resolution.winning_stake === '0' ? 'refunded' : pick === resolution.winning_pick ? 'won' : 'lost',
          );
        }
      }
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('refuses a bet once the question is cut off', async () => {
      const question = await guessing('price', 'BTC/USDT');
      const { name, token } = await player('10');
      h.clock.advance(Date.parse(question.cutoff_at) - h.clock.now().getTime() + 1000);
      const again = await h.api.login(name);
      expect((await bet(again ?? token, question.id, 'above', '5')).body.code).toBe('GUESS.CUT_OFF');
      expect(await usdt(name)).toBe('10/0');
    });
  },
  { tickMs: TICK_MS },
);
