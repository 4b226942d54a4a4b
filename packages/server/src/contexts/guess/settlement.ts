import { Decimal, GUESS_CALCULATOR_VERSION, guessPriceOutcome, settleGuessPool } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRetries } from '../../db/transaction.js';
import { type AssetBook, balanceAccount, type Posting, postJournal } from '../wallet/index.js';
import { type GuessQuestionRow, guessHouse } from './questions.js';

/** Questions settled per run: the rest wait for the next tick. */
const BATCH = 50;

interface Decided {
  readonly winningPick: string;
  /** The tick in force at the resolving time, for a price question. */
  readonly tick: { readonly id: string; readonly price: string; readonly at: Date } | null;
}

/**
 * What decided a due question, or undefined while it cannot be known yet: a quiz's committed
 * answer; for a price question the newest tick of its market at or before the resolving time,
 * final once the feed has recorded one at or after it (as dual investment and options settle).
 */
const decided = async (db: Kysely<Database>, row: GuessQuestionRow): Promise<Decided | undefined> => {
  if (row.kind === 'quiz') return row.answer === null ? undefined : { winningPick: row.answer, tick: null };
  if (row.symbol === null || row.strike === null) return undefined;
  const { rows } = await sql<{ id: string; price: string; at: Date | string }>`
    select t.id, t.price, t.at from market_ticks t
    where t.symbol = ${row.symbol} and t.at <= ${row.resolves_at}
      and exists (select 1 from market_ticks f where f.symbol = ${row.symbol} and f.at >= ${row.resolves_at})
    order by t.at desc, t.id desc limit 1`.execute(db);
  const tick = rows[0];
  if (tick === undefined) return undefined;
  return {
    winningPick: guessPriceOutcome({ strike: row.strike, price: tick.price }),
    tick: { id: String(tick.id), price: String(tick.price), at: new Date(tick.at) },
  };
};

/**
 * Settles one question, once: under its row's lock (bets hold it shared, so none comes in
 * meanwhile) and only while still open. Core's `settleGuessPool` shares the pool less the fee
 * among the winning bets by stake (every stake back, no fee, when nobody won); each share is
 * credited rounded down to the asset's decimals, and what rounding leaves joins the dust, which
 * with the fee stays in the house's account. Every stake leaves its owner's frozen bucket; the
 * question keeps the tick or the answer, the pool's arithmetic and the calculator version.
 */
const settleQuestion = (
  db: Kysely<Database>,
  assets: AssetBook,
  row: GuessQuestionRow,
  result: Decided,
  now: Date,
) =>
  withRetries(() =>
    db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('guess_questions')
        .select('id')
        .where('id', '=', row.id)
        .where('state', '=', 'open')
        .forUpdate()
        .executeTakeFirst();
      if (locked === undefined) return new Set<number>();
      const bets = await trx
        .selectFrom('guess_bets')
        .selectAll()
        .where('question_id', '=', row.id)
        .where('state', '=', 'unsettled')
        .orderBy('id')
        .execute();
      const settlement = settleGuessPool({
        bets: bets.map((bet) => ({ stake: bet.stake, pick: bet.pick })),
        winningPick: result.winningPick,
        feeRate: row.fee_rate,
      });
      const decimals = assets.bySymbol(row.asset)?.precision ?? 0;
      const payouts = settlement.payouts.map((payout) =>
        payout.toDecimalPlaces(decimals, Decimal.ROUND_DOWN),
      );
      const paid = payouts.reduce((sum, payout) => sum.plus(payout), new Decimal(0));
      const winningStake = bets.reduce(
        (sum, bet) => (bet.pick === result.winningPick ? sum.plus(bet.stake) : sum),
        new Decimal(0),
      );
      if (bets.length > 0) {
        const postings: Posting[] = bets.flatMap((bet, i) => {
          const stake = new Decimal(bet.stake);
          const payout = payouts[i] ?? new Decimal(0);
          const account = balanceAccount(bet.user_id, row.asset);
          return [
            { account, bucket: 'frozen' as const, amount: stake.negated() },
            { account: guessHouse(row.asset), amount: stake },
            ...(payout.isZero()
              ? []
              : [
                  { account: guessHouse(row.asset), amount: payout.negated() },
                  { account, amount: payout },
                ]),
          ];
        });
        await postJournal(
          trx,
          { reason: 'guess_settlement', ref: { type: 'guess_question', id: row.id }, user: null, postings },
          now,
        );
        const values = JSON.stringify(
          bets.map((bet, i) => ({
            id: bet.id,
            payout: (payouts[i] ?? new Decimal(0)).toFixed(),
            state: winningStake.isZero() ? 'refunded' : bet.pick === result.winningPick ? 'won' : 'lost',
          })),
        );
        await sql`
          update guess_bets b set state = v.state, payout = v.payout
          from jsonb_to_recordset(${values}::jsonb) as v(id bigint, payout numeric, state text)
          where b.id = v.id`.execute(trx);
      }
      // The pool's archive record: what decided it (the close tick or the revealed answer, with
      // the quiz's salt and commitment), every bet, and each payout (core's recomputeSettlement).
      await trx
        .insertInto('settlement_archive')
        .values({
          product: 'guess',
          ref: `guess_question:${row.id}`,
          calculator_version: GUESS_CALCULATOR_VERSION,
          inputs: {
            kind: row.kind,
            asset: row.asset,
            fee_rate: new Decimal(row.fee_rate).toFixed(),
            decimals: String(decimals),
            ...(result.tick === null
              ? { answer: result.winningPick, salt: row.salt ?? '', commitment: row.commitment ?? '' }
              : {
                  symbol: row.symbol ?? '',
                  strike: new Decimal(row.strike ?? 0).toFixed(),
                  close_tick_id: result.tick.id,
                  close_price: new Decimal(result.tick.price).toFixed(),
                }),
            bets: bets.map((bet) => ({
              id: String(bet.id),
              pick: bet.pick,
              stake: new Decimal(bet.stake).toFixed(),
            })),
          },
          result: {
            winning_pick: result.winningPick,
            pool: settlement.pool.toFixed(),
            fee: settlement.fee.toFixed(),
            dust: settlement.pool.minus(settlement.fee).minus(paid).toFixed(),
            bets: bets.map((bet, i) => ({
              id: String(bet.id),
              payout: (payouts[i] ?? new Decimal(0)).toFixed(),
            })),
          },
          at: now,
        })
        .execute();
      await trx
        .updateTable('guess_questions')
        .set({
          state: 'settled',
          winning_pick: result.winningPick,
          settle_tick_id: result.tick?.id ?? null,
          settle_price: result.tick?.price ?? null,
          settle_tick_at: result.tick?.at ?? null,
          pool: settlement.pool.toFixed(),
          winning_stake: winningStake.toFixed(),
          fee: settlement.fee.toFixed(),
          dust: settlement.pool.minus(settlement.fee).minus(paid).toFixed(),
          calculator_version: GUESS_CALCULATOR_VERSION,
          settled_at: now,
        })
        .where('id', '=', row.id)
        .execute();
      return new Set(bets.map((bet) => bet.user_id));
    }),
  );

/**
 * Settles the open questions whose resolving time has passed and whose result is known, up to
 * `BATCH` a run, soonest first. Answers the users paid (or refunded, or told they lost).
 */
export const settleDueGuesses = async (
  db: Kysely<Database>,
  assets: AssetBook,
  now: Date,
): Promise<Set<number>> => {
  const users = new Set<number>();
  const due = await db
    .selectFrom('guess_questions')
    .selectAll()
    .where('state', '=', 'open')
    .where('resolves_at', '<=', now)
    .orderBy('resolves_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const row of due) {
    const result = await decided(db, row);
    if (result === undefined) continue;
    for (const user of await settleQuestion(db, assets, row, result, now)) users.add(user);
  }
  return users;
};

/**
 * The oldest tick a settlement still to come may need: from the announcement of the oldest open
 * price question (the tick in force at its resolving time may be older than that time).
 */
export const oldestGuessTickNeeded = async (db: Kysely<Database>): Promise<Date | undefined> => {
  const row = await db
    .selectFrom('guess_questions')
    .select((eb) => eb.fn.min('announced_at').as('oldest'))
    .where('state', '=', 'open')
    .where('kind', '=', 'price')
    .executeTakeFirst();
  return row?.oldest === null || row?.oldest === undefined ? undefined : new Date(row.oldest);
};
