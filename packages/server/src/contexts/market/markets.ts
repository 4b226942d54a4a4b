import type { MarketKind, TradingVenue } from '@tessera/core';

/** A simulated market: where its price starts, how it moves, when it trades and how it is quoted. */
export interface MarketSpec {
  /** `BASE/QUOTE`. */
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  readonly kind: MarketKind;
  /** When it trades: crypto always, stocks in their exchange's hours (core's `isMarketOpen`). */
  readonly venue: TradingVenue;
  /** The price the simulation starts from on a fresh database and drifts back towards. */
  readonly reference: string;
  /**
   * Annualised volatility (0.6 = 60 %), the usual way volatility is quoted: over a calendar year
   * for crypto, over a trading year (252 sessions of 6.5 hours) for stocks.
   */
  readonly volatility: number;
  /** Typical traded quantity per 24 hours (per session for stocks), in the base currency or shares. */
  readonly dailyVolume: string;
  /** Decimal places of the price (the tick size is one unit of the last place). */
  readonly priceDecimals: number;
  readonly volumeDecimals: number;
}

const usdt = (
  base: string,
  reference: string,
  volatility: number,
  dailyVolume: string,
  priceDecimals: number,
): MarketSpec => ({
  symbol: `${base}/USDT`,
  base,
  quote: 'USDT',
  kind: 'crypto',
  venue: 'always',
  reference,
  volatility,
  dailyVolume,
  priceDecimals,
  volumeDecimals: 4,
});

/** A share listed in New York, priced in US dollars to the cent, traded in whole shares. */
const nyse = (ticker: string, reference: string, volatility: number, dailyVolume: string): MarketSpec => ({
  symbol: `${ticker}/USD`,
  base: ticker,
  quote: 'USD',
  kind: 'stock',
  venue: 'NYSE',
  reference,
  volatility,
  dailyVolume,
  priceDecimals: 2,
  volumeDecimals: 0,
});

/**
 * The markets the exchange quotes, in display order: crypto pairs, then a dozen large US
 * companies (late-2025 prices, typical one-year volatility and session volume).
 */
export const MARKETS: readonly MarketSpec[] = [
  usdt('BTC', '64000', 0.55, '24000', 2),
  usdt('ETH', '3200', 0.7, '310000', 2),
  usdt('LTC', '84', 0.8, '520000', 2),
  usdt('XRP', '0.52', 0.85, '950000000', 4),
  usdt('DOGE', '0.12', 1, '2100000000', 5),
  usdt('TRX', '0.11', 0.6, '1300000000', 5),
  nyse('AAPL', '270', 0.28, '50000000'),
  nyse('MSFT', '510', 0.25, '20000000'),
  nyse('NVDA', '180', 0.5, '180000000'),
  nyse('AMZN', '230', 0.32, '40000000'),
  nyse('GOOGL', '280', 0.3, '30000000'),
  nyse('META', '600', 0.38, '12000000'),
  nyse('TSLA', '430', 0.6, '90000000'),
  nyse('JPM', '305', 0.22, '9000000'),
  nyse('V', '335', 0.2, '6000000'),
  nyse('KO', '70', 0.15, '14000000'),
  nyse('DIS', '110', 0.28, '9000000'),
  nyse('NFLX', '110', 0.4, '40000000'),
];

/**
 * `count` made-up crypto markets (`S0/USDT`, `S1/USDT`, …) for benches that need many markets.
 */
export const syntheticMarkets = (count: number): MarketSpec[] =>
  Array.from({ length: count }, (_, i) => usdt(`S${i}`, String(10 + (i % 97)), 0.6, '1000000', 4));
