/** A simulated market: where its price starts, how it moves, and how it is quoted. */
export interface MarketSpec {
  /** `BASE/QUOTE`. */
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  /** The price the simulation starts from on a fresh database and drifts back towards. */
  readonly reference: string;
  /** Annualised volatility (0.6 = 60 %), the usual way crypto volatility is quoted. */
  readonly volatility: number;
  /** Typical traded quantity per 24 hours, in the base currency. */
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
  reference,
  volatility,
  dailyVolume,
  priceDecimals,
  volumeDecimals: 4,
});

/** The markets the exchange quotes, in display order. */
export const MARKETS: readonly MarketSpec[] = [
  usdt('BTC', '64000', 0.55, '24000', 2),
  usdt('ETH', '3200', 0.7, '310000', 2),
  usdt('LTC', '84', 0.8, '520000', 2),
  usdt('XRP', '0.52', 0.85, '950000000', 4),
  usdt('DOGE', '0.12', 1, '2100000000', 5),
  usdt('TRX', '0.11', 0.6, '1300000000', 5),
];
