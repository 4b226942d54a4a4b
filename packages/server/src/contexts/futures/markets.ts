import { Decimal, type FuturesMarket } from '@tessera/core';
import type { MarketSpec } from '../market/index.js';
import type { AssetBook } from '../wallet/index.js';

/**
 * Contract sizes of the crypto futures: one lot is this much of the base coin, so a lot is worth
 * tens of dollars whatever the coin's price.
 */
const CRYPTO_LOT_SIZES: Readonly<Record<string, string>> = {
  BTC: '0.001',
  ETH: '0.01',
  LTC: '1',
  XRP: '100',
  DOGE: '1000',
  TRX: '1000',
};

/**
 * The published rules of the two kinds of contract. They change only with a release, never through
 * a call; each position keeps the rates it was opened under. Multiples are divisors of a power of
 * ten, so a margin is a finite decimal. Stock contracts lever less, cost more to hold overnight and
 * are liquidated earlier: shares gap at the open, crypto does not close.
 */
const CRYPTO_RULES = {
  account: 'futures',
  lotsStep: new Decimal('0.01'),
  minLots: new Decimal('0.01'),
  maxLots: new Decimal('1000'),
  multiples: [1, 2, 5, 10, 20, 25, 50, 100],
  feeRate: new Decimal('0.0005'),
  overnightRate: new Decimal('0.0003'),
  maintenanceRate: new Decimal('0.2'),
} as const;
const STOCK_RULES = {
  account: 'stock',
  lotsStep: new Decimal('1'),
  minLots: new Decimal('1'),
  maxLots: new Decimal('10000'),
  multiples: [1, 2, 4, 5, 10],
  feeRate: new Decimal('0.001'),
  overnightRate: new Decimal('0.0002'),
  maintenanceRate: new Decimal('0.3'),
} as const;

/**
 * A share has no asset of its own: these are the `currency_id`s its contract is named by, clear of
 * the assets' ids and fixed, so a client's saved id keeps meaning the same share.
 */
const STOCK_IDS: Readonly<Record<string, number>> = {
  AAPL: 1001,
  MSFT: 1002,
  NVDA: 1003,
  AMZN: 1004,
  GOOGL: 1005,
  META: 1006,
  TSLA: 1007,
  JPM: 1008,
  V: 1009,
  KO: 1010,
  DIS: 1011,
  NFLX: 1012,
};

/** Margins are paid in USDT; a stock's dollar price is taken at par (spec §9: USD to USDT 1:1). */
export const MARGIN_ASSET = 'USDT';

/**
 * The futures markets: a perpetual contract on every crypto pair against USDT, and a contract on
 * every listed share (one share a lot, in its exchange's hours).
 */
export const futuresMarketsOf = (markets: readonly MarketSpec[], assets: AssetBook): FuturesMarket[] => {
  const margin = assets.bySymbol(MARGIN_ASSET);
  if (margin === undefined) return [];
  return markets.flatMap((market): FuturesMarket[] => {
    const priceStep = new Decimal(1).div(new Decimal(10).pow(market.priceDecimals));
    const shared = {
      symbol: market.symbol,
      marginAsset: margin.symbol,
      marginDecimals: margin.precision,
      venue: market.venue,
      priceStep,
    };
    if (market.kind === 'stock') {
      const id = STOCK_IDS[market.base];
      return id === undefined
        ? []
        : [{ ...shared, ...STOCK_RULES, baseId: id, quoteId: margin.id, lotSize: new Decimal(1) }];
    }
    const base = assets.bySymbol(market.base);
    const lotSize = CRYPTO_LOT_SIZES[market.base];
    if (base === undefined || lotSize === undefined || market.quote !== MARGIN_ASSET) return [];
    return [
      { ...shared, ...CRYPTO_RULES, baseId: base.id, quoteId: margin.id, lotSize: new Decimal(lotSize) },
    ];
  });
};
