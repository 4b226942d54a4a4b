import { Decimal } from '@tessera/core';
import type { MarketSpec } from './markets.js';
import type { PriceFeed, Tick } from './price-feed.js';
import { mulberry32, normal, seedOf } from './random.js';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Pull back towards the reference price, per year: half of a deviation fades in about a month. */
const REVERSION_PER_YEAR = 8;

interface Walker {
  readonly market: MarketSpec;
  readonly uniform: () => number;
  price: Decimal;
}

/**
 * One step of a mean-reverting geometric random walk. The shock is drawn as a float (it is
 * randomness, not money); the price stays a Decimal rounded to the market's tick size.
 */
const step = (walker: Walker, stepMs: number, direction: 1 | -1): { price: Decimal; volume: Decimal } => {
  const { market, uniform } = walker;
  const years = stepMs / YEAR_MS;
  const deviation = Math.log(walker.price.div(market.reference).toNumber());
  const logReturn =
    direction * -REVERSION_PER_YEAR * deviation * years +
    market.volatility * Math.sqrt(years) * normal(uniform);
  const tickSize = new Decimal(1).div(new Decimal(10).pow(market.priceDecimals));
  const price = Decimal.max(
    walker.price.mul(new Decimal(Math.exp(logReturn))).toDecimalPlaces(market.priceDecimals),
    tickSize,
  );
  const volume = new Decimal(market.dailyVolume)
    .mul(stepMs)
    .div(DAY_MS)
    .mul(0.5 + uniform())
    .toDecimalPlaces(market.volumeDecimals);
  return { price, volume };
};

/**
 * A deterministic simulated market: every market walks from its start price driven by a PRNG
 * seeded with `seed` and its symbol, so the same seed and start prices replay the same ticks.
 */
export class SimulatedPriceFeed implements PriceFeed {
  readonly #walkers: Walker[];
  readonly #seed: number;
  readonly stepMs: number;

  constructor(options: {
    readonly seed: number;
    readonly markets: readonly MarketSpec[];
    /** Milliseconds between ticks; sets how far each step may move. */
    readonly stepMs: number;
    /** Start prices by symbol (the last recorded ones); others start at their reference. */
    readonly prices: ReadonlyMap<string, Decimal>;
  }) {
    this.#seed = options.seed;
    this.stepMs = options.stepMs;
    this.#walkers = options.markets.map((market) => ({
      market,
      uniform: mulberry32(seedOf(`${options.seed}:${market.symbol}`)),
      price: options.prices.get(market.symbol) ?? new Decimal(market.reference),
    }));
  }

  next(at: Date): readonly Tick[] {
    return this.#walkers.map((walker) => {
      const { price, volume } = step(walker, this.stepMs, 1);
      walker.price = price;
      return { symbol: walker.market.symbol, price, volume, at };
    });
  }

  /**
   * A plausible past for one market, ending at its current price at `end`: the walk run backwards
   * from now. Used once on a fresh database so the 24-hour figures mean something from the start.
   */
  history(symbol: string, end: Date, steps: number, stepMs: number): Tick[] {
    const current = this.#walkers.find((walker) => walker.market.symbol === symbol);
    if (current === undefined) return [];
    const walker: Walker = {
      market: current.market,
      uniform: mulberry32(seedOf(`${this.#seed}:${symbol}:history`)),
      price: current.price,
    };
    const ticks: Tick[] = [];
    for (let i = 0; i < steps; i++) {
      const earlier = step(walker, stepMs, -1);
      ticks.push({
        symbol,
        price: walker.price,
        volume: earlier.volume,
        at: new Date(end.getTime() - i * stepMs),
      });
      walker.price = earlier.price;
    }
    return ticks.reverse();
  }
}
