import { Decimal } from '@tessera/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Amounts by user, then by asset. */
export type ByUserAndAsset = Map<number, Map<string, Decimal>>;

interface Row {
  readonly user_id: number;
  readonly asset: string;
  readonly total: string | null;
}

const addUp = (rows: readonly Row[]): ByUserAndAsset => {
  const totals: ByUserAndAsset = new Map();
  for (const row of rows) {
    if (row.total === null) continue;
    const assets = totals.get(row.user_id) ?? new Map<string, Decimal>();
    assets.set(row.asset, (assets.get(row.asset) ?? new Decimal(0)).plus(row.total));
    totals.set(row.user_id, assets);
  }
  return totals;
};

/** `[from, until)` as timestamps for SQL. */
interface Span {
  readonly from: Date;
  readonly until: Date;
}

/**
 * The trading fees each user paid in `span`, by asset: each side of their spot fills (recorded
 * with the fill since migration 0032) and the opening and closing fees of their futures and stock
 * positions (copies included), each counted when it was charged.
 */
export const feesPaid = async (db: Executor, { from, until }: Span): Promise<ByUserAndAsset> => {
  const { rows } = await sql<Row>`
    select o.user_id, t.taker_fee_asset as asset, sum(t.taker_fee)::text as total
      from spot_trades t join spot_orders o on o.id = t.taker_order_id
     where t.at >= ${from} and t.at < ${until} and t.taker_fee is not null
     group by o.user_id, t.taker_fee_asset
    union all
    select o.user_id, t.maker_fee_asset, sum(t.maker_fee)::text
      from spot_trades t join spot_orders o on o.id = t.maker_order_id
     where t.at >= ${from} and t.at < ${until} and t.maker_fee is not null
     group by o.user_id, t.maker_fee_asset
    union all
    select user_id, asset, sum(open_fee)::text
      from futures_positions
     where opened_at >= ${from} and opened_at < ${until}
     group by user_id, asset
    union all
    select user_id, asset, sum(close_fee)::text
      from futures_positions
     where closed_at >= ${from} and closed_at < ${until} and close_fee is not null
     group by user_id, asset`.execute(db);
  return addUp(rows);
};

/**
 * What each user traded in `span`, by the asset it is worth in: spot fills at their price in the
 * market's quote asset, futures and stock positions at their notional in the margin asset when
 * opened (margin times multiple) and when closed (the recorded close price times the size).
 */
export const tradingVolume = async (db: Executor, { from, until }: Span): Promise<ByUserAndAsset> => {
  const { rows } = await sql<Row>`
    select o.user_id, split_part(t.symbol, '/', 2) as asset, sum(t.price * t.amount)::text as total
      from spot_trades t join spot_orders o on o.id in (t.taker_order_id, t.maker_order_id)
     where t.at >= ${from} and t.at < ${until}
     group by o.user_id, split_part(t.symbol, '/', 2)
    union all
    select user_id, asset, sum(margin * multiple)::text
      from futures_positions
     where opened_at >= ${from} and opened_at < ${until}
     group by user_id, asset
    union all
    select user_id, asset, sum(close_price * lots * lot_size)::text
      from futures_positions
     where closed_at >= ${from} and closed_at < ${until} and close_price is not null
     group by user_id, asset`.execute(db);
  return addUp(rows);
};

/** What each user holds now, by asset: every account, available and frozen. */
export const holdings = async (db: Executor, userId?: number): Promise<ByUserAndAsset> => {
  let query = db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'asset', sql<string>`sum(available + frozen)::text`.as('total')])
    .where('user_id', 'is not', null)
    .groupBy(['user_id', 'asset']);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return addUp((await query.execute()) as Row[]);
};

/**
 * A user's amounts worth in USDT at `priceInUsdt` (the newest recorded prices); an asset no market
 * prices counts nothing.
 */
export const worthInUsdt = (
  amounts: ReadonlyMap<string, Decimal> | undefined,
  priceInUsdt: (asset: string) => Decimal | undefined,
): Decimal => {
  let worth = new Decimal(0);
  for (const [asset, amount] of amounts ?? []) {
    const price = priceInUsdt(asset);
    if (price !== undefined) worth = worth.plus(amount.times(price));
  }
  return worth;
};
