import { Decimal, isMarketOpen } from '@tessera/core';
import { REVERSION_PER_YEAR, TRADING_YEAR_MS, YEAR_MS } from './history.js';
import type { MarketSpec } from './markets.js';
import type { PriceFeed, Tick } from './price-feed.js';
import { mulberry32, normal, seedOf } from './random.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_MS = 6.5 * 60 * 60 * 1000;

interface Walker {
  readonly market: MarketSpec;
  readonly uniform: () => number;
  readonly tickSize: Decimal;
  price: Decimal;
}

/**
 * One step of a mean-reverting geometric random walk. The shock is drawn as a float (it is
 * randomness, not money); the price stays a Decimal rounded to the market's tick size. A stock's
 * volatility is per trading year and its volume per session, as they are quoted.
 */
const step = (walker: Walker, stepMs: number): { price: Decimal; volume: Decimal } => {
  const { market, uniform } = walker;
  const stock = market.kind === 'stock';
  const years = stepMs / (stock ? TRADING_YEAR_MS : YEAR_MS);
  const deviation = Math.log(walker.price.div(market.reference).toNumber());
  const logReturn =
    -REVERSION_PER_YEAR * deviation * years + market.volatility * Math.sqrt(years) * normal(uniform);
  const price = Decimal.max(
    walker.price.mul(new Decimal(Math.exp(logReturn))).toDecimalPlaces(market.priceDecimals),
    walker.tickSize,
  );
  const volume = new Decimal(market.dailyVolume)
    .mul(stepMs)
    .div(stock ? SESSION_MS : DAY_MS)
    .mul(0.5 + uniform())
    .toDecimalPlaces(market.volumeDecimals);
  return { price, volume };
};

/**
 * A deterministic simulated market: every market walks from its start price driven by a PRNG
 * seeded with `seed` and its symbol, so the same seed and start prices replay the same ticks.
 * Stocks tick only while their exchange is open.
 */
export class SimulatedPriceFeed implements PriceFeed {
  readonly #walkers: Walker[];
  readonly #bySymbol: Map<string, Walker>;
  readonly stepMs: number;

  constructor(options: {
    readonly seed: number;
    readonly markets: readonly MarketSpec[];
    /** Milliseconds between ticks; sets how far each step may move. */
    readonly stepMs: number;
    /** Start prices by symbol (the last recorded ones); others start at their reference. */
    readonly prices: ReadonlyMap<string, Decimal>;
  }) {
    this.stepMs = options.stepMs;
    this.#walkers = options.markets.map((market) => ({
      market,
      uniform: mulberry32(seedOf(`${options.seed}:${market.symbol}`)),
      tickSize: new Decimal(1).div(new Decimal(10).pow(market.priceDecimals)),
      price: options.prices.get(market.symbol) ?? new Decimal(market.reference),
    }));
    this.#bySymbol = new Map(this.#walkers.map((walker) => [walker.market.symbol, walker]));
  }

  next(at: Date): readonly Tick[] {
    const ticks: Tick[] = [];
    for (const walker of this.#walkers) {
      if (!isMarketOpen(walker.market.venue, at)) continue;
      const { price, volume } = step(walker, this.stepMs);
      walker.price = price;
      ticks.push({ symbol: walker.market.symbol, price, volume, at });
    }
    return ticks;
  }

  /** A market's current price. */
  priceOf(symbol: string): Decimal | undefined {
    return this.#bySymbol.get(symbol)?.price;
  }

  /** Moves a market to `price` (where synthesized trading over a gap left it). */
  setPrice(symbol: string, price: Decimal): void {
    const walker = this.#bySymbol.get(symbol);
    if (walker !== undefined) walker.price = price;
  }
}
