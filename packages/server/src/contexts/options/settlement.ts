import { Decimal, OPTIONS_CALCULATOR_VERSION, type OptionDirection, optionsPayout } from '@tessera/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRetries } from '../../db/transaction.js';
import { type AccountRef, type Posting, postJournal } from '../wallet/index.js';
import { optionsAccount } from './handlers.js';

/**
 * Orders settled per round. A round is one transaction of a few set-based statements however many
 * orders it holds, so 100,000 orders closing on one tick are one round.
 */
const SETTLE_BATCH = 100_000;

const houseAccount = (asset: string): AccountRef => ({ platform: 'options', asset });

/**
 * The round's orders, with their close prices, into a temporary table the round's statements
 * share: open orders past their close time whose close price is final. The price in force at a
 * close is the newest tick recorded at or before it; it is final once the feed has recorded a tick
 * at or after the close (ticks are recorded in time order, so none can come before it any more).
 * The newest tick is read once per market and the close price once per market and close time,
 * not once per order.
 */
const collectDue = (trx: Transaction<Database>, symbols: readonly string[], now: Date) =>
  sql`
    create temporary table due_options on commit drop as
    with newest as (
      select s.symbol, t.at as final_at from unnest(${[...symbols]}::text[]) as s(symbol)
      cross join lateral (
        select at from market_ticks m where m.symbol = s.symbol order by m.at desc limit 1
      ) t
    ), due as (
      select o.id, o.user_id, o.asset, o.stake, o.direction, o.open_price, o.payout_rate, o.symbol,
        o.closes_at
      from option_orders o join newest on newest.symbol = o.symbol
      where o.state = 'open' and o.closes_at <= ${now} and o.closes_at <= newest.final_at
      order by o.closes_at, o.id limit ${SETTLE_BATCH}
    ), closes as (
      select c.symbol, c.closes_at, t.id, t.price, t.at
      from (select distinct symbol, closes_at from due) c
      cross join lateral (
        select id, price, at from market_ticks m
        where m.symbol = c.symbol and m.at <= c.closes_at
        order by m.at desc, m.id desc limit 1
      ) t
    )
    select due.*, closes.id as close_tick_id, closes.price as close_price, closes.at as close_tick_at
    from due join closes on closes.symbol = due.symbol and closes.closes_at = due.closes_at`.execute(trx);

/** Orders alike for the calculator: same direction, recorded prices and payout rate. */
interface PayoutGroup {
  readonly direction: OptionDirection;
  readonly open_price: string;
  readonly close_price: string;
  readonly payout_rate: string;
}

/**
 * Core's `optionsPayout` for each group, as the outcome and what one unit staked pays back. The
 * payout is linear in the stake (a win pays stake × (1 + rate), a draw the stake, a loss nothing),
 * so an order's payout is its stake times its group's factor, rounded down to the asset's decimals
 * as `roundForCredit` does (the 0.01 steps of stakes and rates leave nothing to round).
 */
const payoutFactors = (groups: readonly PayoutGroup[]) =>
  groups.map((group) => {
    const { outcome, payout } = optionsPayout({
      direction: group.direction,
      stake: '1',
      openPrice: group.open_price,
      closePrice: group.close_price,
      payoutRate: group.payout_rate,
    });
    return { ...group, outcome, factor: payout.toFixed() };
  });

/** The round's factors beside its orders: what each order is paid, and its outcome. */
const storeFactors = (trx: Transaction<Database>, factors: ReturnType<typeof payoutFactors>) =>
  sql`
    create temporary table due_payouts on commit drop as
    select d.id, d.user_id, d.asset, d.symbol, d.stake, d.close_tick_id, d.close_price, d.close_tick_at,
      f.outcome, trunc(d.stake * f.factor, a.precision) as payout
    from due_options d
    join jsonb_to_recordset(${JSON.stringify(factors)}::jsonb) as f(
      direction text, open_price numeric, close_price numeric, payout_rate numeric, outcome text,
      factor numeric
    ) on f.direction = d.direction and f.open_price = d.open_price
      and f.close_price = d.close_price and f.payout_rate = d.payout_rate
    join assets a on a.symbol = d.asset`.execute(trx);

/** A user's total in one asset over the round: stakes leaving the frozen bucket, payouts credited. */
interface UserTotal {
  readonly user_id: number;
  readonly asset: string;
  readonly staked: string;
  readonly credited: string;
}

/**
 * The round's journal: each stake leaves its owner's frozen bucket, each payout goes to their
 * available bucket, and the house's `options` account takes the difference (lost stakes in,
 * winnings out). One posting per account and bucket.
 */
const settlementPostings = (totals: readonly UserTotal[]): Posting[] => {
  const house = new Map<string, Decimal>();
  const postings: Posting[] = [];
  for (const total of totals) {
    const staked = new Decimal(total.staked);
    const credited = new Decimal(total.credited);
    const user = optionsAccount(Number(total.user_id), total.asset);
    postings.push({ account: user, bucket: 'frozen', amount: staked.negated() });
    if (!credited.isZero()) postings.push({ account: user, amount: credited });
    house.set(total.asset, (house.get(total.asset) ?? new Decimal(0)).plus(staked.minus(credited)));
  }
  for (const [asset, amount] of house)
    if (!amount.isZero()) postings.push({ account: houseAccount(asset), amount });
  return postings;
};

/**
 * One round: the due orders collected, core's calculator run once per group of alike orders, one
 * journal posted for the round's money, and every order written settled with its close tick,
 * outcome, payout, the calculator's version and the journal, in one transaction. Orders are
 * written only while still open: if another settler (a takeover mid-round) got to any first, the
 * round rolls back and is collected again. Answers how many orders it settled and whose balances
 * moved.
 */
const settleRound = (db: Kysely<Database>, symbols: readonly string[], now: Date) =>
  withRetries(() =>
    db.transaction().execute(async (trx) => {
      await collectDue(trx, symbols, now);
      const { rows: groups } = await sql<PayoutGroup>`
        select distinct direction, open_price, close_price, payout_rate from due_options`.execute(trx);
      if (groups.length === 0) return { settled: 0, users: [] as number[] };
      await storeFactors(trx, payoutFactors(groups));
      const { rows: totals } = await sql<UserTotal>`
        select user_id, asset, sum(stake) as staked, sum(payout) as credited
        from due_payouts group by user_id, asset`.execute(trx);
      const first = await sql<{ id: string; count: string }>`
        select min(id) as id, count(*) as count from due_payouts`.execute(trx);
      const expected = Number(first.rows[0]?.count ?? 0);
      const journalId = await postJournal(
        trx,
        {
          reason: 'option_settlement',
          // A round's journal is named by its first order; each order names the journal.
          ref: { type: 'option_settlement', id: first.rows[0]?.id ?? 0 },
          user: null,
          postings: settlementPostings(totals),
        },
        now,
      );
      const written = await sql`
        update option_orders o set
          state = 'settled', close_tick_id = p.close_tick_id, close_price = p.close_price,
          close_tick_at = p.close_tick_at, outcome = p.outcome, payout = p.payout,
          calculator_version = ${OPTIONS_CALCULATOR_VERSION}, settled_at = ${now}, journal_id = ${journalId}
        from due_payouts p
        where o.id = p.id and o.state = 'open'`.execute(trx);
      // Some were settled meanwhile by someone else: this round's journal must not stand.
      if (Number(written.numAffectedRows ?? 0) !== expected) throw new SettledMeanwhile();
      // Each settlement's archive record: everything the payout was computed from, and by what.
      await sql`
        insert into settlement_archive (product, ref, calculator_version, inputs, result, at)
        select 'options', 'option_order:' || p.id, ${OPTIONS_CALCULATOR_VERSION},
          jsonb_build_object('symbol', p.symbol, 'asset', p.asset, 'direction', o.direction,
            'stake', trim_scale(p.stake)::text, 'payout_rate', trim_scale(o.payout_rate)::text,
            'open_tick_id', o.open_tick_id::text, 'open_price', trim_scale(o.open_price)::text,
            'close_tick_id', p.close_tick_id::text, 'close_price', trim_scale(p.close_price)::text,
            'decimals', a.precision::text),
          jsonb_build_object('outcome', p.outcome, 'payout', trim_scale(p.payout)::text),
          ${now}
        from due_payouts p
        join option_orders o on o.id = p.id
        join assets a on a.symbol = p.asset`.execute(trx);
      // Each owner told of each order, in the round's one statement (messages/tellUser's row).
      await sql`
        insert into system_messages (user_id, topic, facts, at)
        select p.user_id, 'option_settled',
          jsonb_build_object('order', p.id::text, 'symbol', p.symbol, 'outcome', p.outcome,
            'stake', trim_scale(p.stake)::text, 'payout', trim_scale(p.payout)::text,
            'profit', trim_scale(p.payout - p.stake)::text,
            'asset', p.asset),
          ${now}
        from due_payouts p`.execute(trx);
      return { settled: expected, users: totals.map((total) => Number(total.user_id)) };
    }),
  );

/**
 * Settles every options order of `symbols` whose close price is final, each once, at the price
 * the feed recorded in force at its close. Answers the users whose balances moved.
 */
export const settleDueOptions = async (
  db: Kysely<Database>,
  symbols: readonly string[],
  now: Date,
): Promise<Set<number>> => {
  const moved = new Set<number>();
  for (;;) {
    const round = await settleRound(db, symbols, now).catch((error: unknown) => {
      if (error instanceof SettledMeanwhile) return undefined;
      throw error;
    });
    if (round === undefined) continue;
    for (const user of round.users) moved.add(user);
    if (round.settled < SETTLE_BATCH) return moved;
  }
};

/** Rolls a round back when some of its orders turned out to be settled already. */
class SettledMeanwhile extends Error {}

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
