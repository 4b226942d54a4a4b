import { Decimal, type LoanContext, LoanCurrencies, type LoanCurrency } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AssetBook } from '../wallet/index.js';
import { recordedPrices } from './prices.js';

const perCurrency = <V>(entries: Iterable<readonly [string, V]>): Partial<Record<LoanCurrency, V>> =>
  Object.fromEntries(
    [...entries].filter(([currency]) => (LoanCurrencies as readonly string[]).includes(currency)),
  );

/**
 * What a user's application is checked against (core's `LoanContext`): their VIP level and
 * market-maker standing, the desk's recorded prices at `at`, the currencies' decimals, and what
 * their balance account holds available of each.
 */
export const loanContextFor = async (
  db: Kysely<Database> | Transaction<Database>,
  assets: AssetBook,
  userId: number,
  at: Date,
): Promise<LoanContext> => {
  const user = await db
    .selectFrom('users')
    .select(['vip_level', 'market_maker'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const balances = await db
    .selectFrom('ledger_accounts')
    .select(['asset', 'available'])
    .where('user_id', '=', userId)
    .where('wallet', '=', 'balance')
    .where('asset', 'in', [...LoanCurrencies])
    .execute();
  const prices = await recordedPrices(db, LoanCurrencies, at);
  const decimalsOf = (currency: LoanCurrency) => assets.bySymbol(currency)?.precision ?? 0;
  return {
    vipLevel: user.vip_level,
    isMarketMaker: user.market_maker,
    pricesUsdt: perCurrency([...prices].map(([asset, price]) => [asset, price.priceUsdt] as const)),
    decimals: {
      BTC: decimalsOf('BTC'),
      ETH: decimalsOf('ETH'),
      USDT: decimalsOf('USDT'),
      USDC: decimalsOf('USDC'),
    },
    available: perCurrency(balances.map((row) => [row.asset, new Decimal(row.available)] as const)),
  };
};
