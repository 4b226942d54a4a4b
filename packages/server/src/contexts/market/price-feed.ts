import type { Decimal } from '@tessera/core';

/** One observed trade price of a market, with the quantity traded since the previous tick. */
export interface Tick {
  readonly symbol: string;
  readonly price: Decimal;
  readonly volume: Decimal;
  readonly at: Date;
}

/**
 * Where prices come from. The simulated feed is the default; a feed of a real venue would
 * implement the same port.
 */
export interface PriceFeed {
  /** The next tick of every market, stamped `at`. */
  next(at: Date): readonly Tick[];
}
