import { Decimal, DUAL_CALCULATOR_VERSION, dualPayoutOf } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRetries } from '../../db/transaction.js';
import { type AssetBook, balanceAccount, type Posting, postJournal } from '../wallet/index.js';
import { type DualOrderRow, dualHouse, dualOrderOf } from './orders.js';
import { type DualProductRow, dualProductOf } from './products.js';

/** Orders settled per transaction. */
const CHUNK = 1000;

interface Due {
  readonly order: DualOrderRow;
  readonly product: DualProductRow;
  /** The price in force at maturity, as recorded. */
  readonly tick: { readonly id: string; readonly price: string; readonly at: Date };
}

/**
 * Unsettled orders past maturity whose price in force at maturity is final, with that price: the
 * newest tick of the product's market recorded at or before maturity, final once the feed has
 * recorded a tick at or after it (as an options close is). Looked up once per market and maturity.
 */
const dueOrders = async (db: Kysely<Database>, now: Date): Promise<Due[]> => {
  const { rows } = await sql<DualOrderRow & { tick_id: string; tick_price: string; tick_at: Date | string }>`
    with due as (
      select o.*, p.symbol from dual_orders o join dual_products p on p.id = o.product_id
      where o.state = 'purchased' and o.matures_at <= ${now}
      order by o.matures_at, o.id limit ${CHUNK}
    ), prices as (
      select m.symbol, m.matures_at, t.id, t.price, t.at
      from (select distinct symbol, matures_at from due) m
      cross join lateral (
        select id, price, at from market_ticks k where k.symbol = m.symbol and k.at <= m.matures_at
        order by k.at desc, k.id desc limit 1
      ) t
      where exists (select 1 from market_ticks f where f.symbol = m.symbol and f.at >= m.matures_at)
    )
    select due.*, prices.id as tick_id, prices.price as tick_price, prices.at as tick_at
    from due join prices on prices.symbol = due.symbol and prices.matures_at = due.matures_at
    order by due.id`.execute(db);
  if (rows.length === 0) return [];
  const products = new Map(
    (
      await db
        .selectFrom('dual_products')
        .selectAll()
        .where('id', 'in', [...new Set(rows.map((row) => String(row.product_id)))])
        .execute()
    ).map((product) => [String(product.id), product]),
  );
  return rows.flatMap(({ tick_id, tick_price, tick_at, ...order }) => {
    const product = products.get(String(order.product_id));
    return product === undefined
      ? []
      : [{ order, product, tick: { id: String(tick_id), price: String(tick_price), at: new Date(tick_at) } }];
  });
};

/**
 * Settles every order past maturity whose price is final, in transactions of up to `CHUNK`: each
 * order's payout is core's `dualPayoutOf` on that price; its invested amount leaves the user's
 * frozen bucket for the house, the payout comes from the house to their available balance; the
 * order keeps the price (tick id, price, time), the payout and the calculator version. An order
 * is settled only while still unsettled, so a second settler pays nothing. Answers the users paid.
 */
export const settleDueDual = async (
  db: Kysely<Database>,
  assets: AssetBook,
  now: Date,
): Promise<Set<number>> => {
  const users = new Set<number>();
  for (;;) {
    const due = await dueOrders(db, now);
    if (due.length === 0) return users;
    const settled = due.map((item) => {
      const terms = dualOrderOf(item.order, dualProductOf(item.product, assets), now);
      return { ...item, terms, payout: dualPayoutOf(terms, item.tick.price) };
    });
    const values = JSON.stringify(
      settled.map(({ order, tick, payout }) => ({
        id: order.id,
        tick_id: tick.id,
        price: tick.price,
        tick_at: tick.at.toISOString(),
        asset: payout.asset,
        payout: payout.amount.toFixed(),
      })),
    );
    const moved = await withRetries(() =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`
          update dual_orders o set state = 'success', settle_tick_id = v.tick_id, settle_price = v.price,
            settle_tick_at = v.tick_at, payout_asset = v.asset, payout = v.payout,
            calculator_version = ${DUAL_CALCULATOR_VERSION}, settled_at = ${now}::timestamptz
          from jsonb_to_recordset(${values}::jsonb) as v(id bigint, tick_id bigint, price numeric,
            tick_at timestamptz, asset text, payout numeric)
          where o.id = v.id and o.state = 'purchased'
          returning o.id`.execute(trx);
        const ids = new Set(rows.map((row) => String(row.id)));
        const paid = settled.filter(({ order }) => ids.has(String(order.id)));
        if (paid.length === 0) return paid;
        const postings: Posting[] = paid.flatMap(({ order, product, payout }) => {
          const invested = new Decimal(order.invested);
          const asset = product.invest_asset;
          return [
            {
              account: balanceAccount(order.user_id, asset),
              bucket: 'frozen' as const,
              amount: invested.negated(),
            },
            { account: dualHouse(asset), amount: invested },
            ...(payout.amount.isZero()
              ? []
              : [
                  { account: dualHouse(payout.asset), amount: payout.amount.negated() },
                  { account: balanceAccount(order.user_id, payout.asset), amount: payout.amount },
                ]),
          ];
        });
        await postJournal(
          trx,
          {
            reason: 'dual_settlement',
            ref: { type: 'dual_settlement', id: now.toISOString() },
            user: null,
            postings,
          },
          now,
        );
        // Each settlement's archive record: the order's terms, the price in force at maturity
        // (as its close tick), the payout, and the calculator (core's recomputeSettlement).
        await trx
          .insertInto('settlement_archive')
          .values(
            paid.map(({ order, terms, tick, payout }) => ({
              product: 'dual' as const,
              ref: `dual_order:${order.id}`,
              calculator_version: DUAL_CALCULATOR_VERSION,
              inputs: {
                symbol: terms.symbol,
                direction: terms.direction,
                invested: terms.invested.toFixed(),
                linked_price: terms.linkedPrice.toFixed(),
                annual_rate: terms.annualRate.toFixed(),
                days: String(terms.days),
                base: terms.base,
                quote: terms.quote,
                base_decimals: String(terms.baseDecimals),
                quote_decimals: String(terms.quoteDecimals),
                matures_at: terms.maturesAt,
                close_tick_id: tick.id,
                close_price: new Decimal(tick.price).toFixed(),
              },
              result: { asset: payout.asset, payout: payout.amount.toFixed() },
              at: now,
            })),
          )
          .execute();
        // Each owner told of each order, in one statement (messages/tellUser's rows).
        await trx
          .insertInto('system_messages')
          .values(
            paid.map(({ order, payout }) => ({
              user_id: order.user_id,
              topic: 'dual_settled' as const,
              facts: JSON.stringify({
                order: String(order.id),
                amount: payout.amount.toFixed(),
                asset: payout.asset,
              }),
              at: now,
            })),
          )
          .execute();
        return paid;
      }),
    );
    for (const { order } of moved) users.add(order.user_id);
    if (moved.length === 0) return users;
  }
};

/** The oldest tick a settlement still to come may need: from the issue of the oldest product with an unsettled order. */
export const oldestDualTickNeeded = async (db: Kysely<Database>): Promise<Date | undefined> => {
  const row = await db
    .selectFrom('dual_orders as o')
    .innerJoin('dual_products as p', 'p.id', 'o.product_id')
    .select((eb) => eb.fn.min('p.issue_tick_at').as('oldest'))
    .where('o.state', '=', 'purchased')
    .executeTakeFirst();
  return row?.oldest === null || row?.oldest === undefined ? undefined : new Date(row.oldest);
};
