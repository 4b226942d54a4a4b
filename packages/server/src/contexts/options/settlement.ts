import { Decimal, OPTIONS_CALCULATOR_VERSION, optionsPayout, roundForCredit } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRetries } from '../../db/transaction.js';
import { type AccountRef, type AssetBook, type Posting, postJournal } from '../wallet/index.js';
import { optionsAccount } from './handlers.js';
import type { OptionOrderRow } from './orders.js';

/** Orders settled per query: each is its own transaction, so a round stays short. */
const SETTLE_BATCH = 500;

const houseAccount = (asset: string): AccountRef => ({ platform: 'options', asset });

/** An open order whose close price is final, with that price as recorded. */
type DueOrder = OptionOrderRow & {
  readonly close_tick_id_due: string;
  readonly close_price_due: string;
  readonly close_tick_at_due: Date;
};

/**
 * Orders past their close time whose close price is final: the price in force at the close is the
 * newest tick recorded at or before it, and it is final once the feed has recorded a tick at or
 * after the close (ticks are recorded in time order, so none can come before it any more).
 */
const dueOrders = async (db: Kysely<Database>, now: Date): Promise<DueOrder[]> => {
  const { rows } = await sql<DueOrder>`
    select o.*, c.id as close_tick_id_due, c.price as close_price_due, c.at as close_tick_at_due
    from option_orders o
    cross join lateral (
      select id, price, at from market_ticks t
      where t.symbol = o.symbol and t.at <= o.closes_at
      order by t.at desc, t.id desc limit 1
    ) c
    where o.state = 'open' and o.closes_at <= ${now}
      and exists (select 1 from market_ticks t where t.symbol = o.symbol and t.at >= o.closes_at)
    order by o.closes_at, o.id
    limit ${SETTLE_BATCH}`.execute(db);
  return rows;
};

/**
 * The postings of a settlement: the stake leaves the frozen bucket; a loss goes to the house, a
 * draw comes back, a win comes back with the winnings, which the house pays (the payout is
 * rounded down to the asset's decimals, the house keeping the remainder, which the 0.01 stake
 * step and rate step keep at zero).
 */
const settlementPostings = (order: OptionOrderRow, credited: Decimal): Posting[] => {
  const user = optionsAccount(order.user_id, order.asset);
  const house = houseAccount(order.asset);
  const stake = new Decimal(order.stake);
  const postings: Posting[] = [{ account: user, bucket: 'frozen', amount: stake.negated() }];
  if (!credited.isZero()) postings.push({ account: user, amount: credited });
  const houseChange = stake.minus(credited);
  if (!houseChange.isZero()) postings.push({ account: house, amount: houseChange });
  return postings;
};

/**
 * Settles the options orders whose close price is final, each once: core's `optionsPayout` on the
 * recorded open and close prices, the payout credited through the ledger, and the close tick, the
 * outcome and the calculator's version written on the order, all in one transaction. The order is
 * updated only while still open, so a second settler (a takeover mid-round, a retry) finds it
 * settled and posts nothing. Answers the users whose balances moved.
 */
export const settleDueOptions = async (
  db: Kysely<Database>,
  assets: AssetBook,
  now: Date,
): Promise<Set<number>> => {
  const moved = new Set<number>();
  for (;;) {
    const due = await dueOrders(db, now);
    for (const order of due) {
      const settled = optionsPayout({
        direction: order.direction,
        stake: order.stake,
        openPrice: order.open_price,
        closePrice: order.close_price_due,
        payoutRate: order.payout_rate,
      });
      const precision = assets.bySymbol(order.asset)?.precision;
      if (precision === undefined)
        throw new Error(`options order ${order.id} is in an unlisted asset ${order.asset}`);
      const { credited } = roundForCredit({ amount: settled.payout, precision });
      const done = await withRetries(() =>
        db.transaction().execute(async (trx) => {
          const journalId = await postJournal(
            trx,
            {
              reason: 'option_settlement',
              ref: { type: 'option_order', id: order.id },
              user: order.user_id,
              postings: settlementPostings(order, credited),
            },
            now,
          );
          const updated = await trx
            .updateTable('option_orders')
            .set({
              state: 'settled',
              close_tick_id: order.close_tick_id_due,
              close_price: order.close_price_due,
              close_tick_at: order.close_tick_at_due,
              outcome: settled.outcome,
              payout: credited.toFixed(),
              calculator_version: OPTIONS_CALCULATOR_VERSION,
              settled_at: now,
              journal_id: String(journalId),
            })
            .where('id', '=', order.id)
            .where('state', '=', 'open')
            .returning('id')
            .executeTakeFirst();
          // Settled meanwhile by someone else: this journal must not stand.
          if (updated === undefined) throw new AlreadySettled();
        }),
      ).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AlreadySettled) return false;
          throw error;
        },
      );
      if (done) moved.add(order.user_id);
    }
    if (due.length < SETTLE_BATCH) return moved;
  }
};

/** Rolls a settlement back when its order turned out to be settled already. */
class AlreadySettled extends Error {}

/**
 * The oldest tick an open order may still need: its open tick (its close price is at or after
 * it). Pruning keeps everything from there, so no order is left without its close price.
 */
export const oldestTickNeeded = async (db: Kysely<Database>): Promise<Date | undefined> => {
  const row = await db
    .selectFrom('option_orders')
    .select((eb) => eb.fn.min('open_tick_at').as('oldest'))
    .where('state', '=', 'open')
    .executeTakeFirst();
  return row?.oldest === null || row?.oldest === undefined ? undefined : new Date(row.oldest);
};
