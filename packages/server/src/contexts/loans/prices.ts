import { Decimal, type LoanPriceUsed, USDT_PEGGED } from '@tessera/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

const isPegged = (asset: string) => (USDT_PEGGED as readonly string[]).includes(asset);

/**
 * The price in USDT each of `assets` is valued at by the loan desk at `at`: USDT and USDC are 1
 * by rule; any other asset its `<asset>/USDT` market's newest tick recorded at or before `at`,
 * with that tick's id, so a close records exactly what it used. An asset no market quotes is left
 * out (it counts nothing).
 */
export const recordedPrices = async (
  db: Kysely<Database> | Transaction<Database>,
  assets: Iterable<string>,
  at: Date,
): Promise<Map<string, LoanPriceUsed>> => {
  const wanted = [...new Set(assets)];
  const prices = new Map<string, LoanPriceUsed>(
    wanted.filter(isPegged).map((asset) => [asset, { asset, priceUsdt: new Decimal(1), tickId: null }]),
  );
  const symbols = wanted.filter((asset) => !isPegged(asset)).map((asset) => `${asset}/USDT`);
  if (symbols.length === 0) return prices;
  const { rows } = await sql<{ symbol: string; id: string; price: string }>`
    select s.symbol, t.id, t.price from unnest(${symbols}::text[]) as s(symbol)
    cross join lateral (
      select id, price from market_ticks k where k.symbol = s.symbol and k.at <= ${at}
      order by k.at desc, k.id desc limit 1
    ) t`.execute(db);
  for (const row of rows) {
    const asset = row.symbol.slice(0, -'/USDT'.length);
    prices.set(asset, { asset, priceUsdt: new Decimal(row.price), tickId: Number(row.id) });
  }
  return prices;
};
