import type { QuoteCodec } from '@tessera/contract';
import { Decimal } from '@tessera/core';
import type * as t from 'io-ts';
import type { MarketSpec } from './markets.js';
import type { PriceFeed, Tick } from './price-feed.js';
import { type Candle, candleOfTick, type RollingWindow } from './rolling-window.js';

export type Quote = t.TypeOf<typeof QuoteCodec>;

/** 24-hour change in percent, two places; a zero open (impossible for a live market) reads as no change. */
const changePercent = (open: Decimal, close: Decimal): Decimal =>
  open.isZero() ? new Decimal(0) : close.minus(open).div(open).mul(100).toDecimalPlaces(2);

const quoteOf = (market: MarketSpec, stats: Candle): Quote => ({
  symbol: market.symbol,
  currency_name: market.base,
  legal_name: market.quote,
  now_price: stats.close,
  // `abs` of a zero clears its sign, so an unchanged market never reads "-0".
  change: ((change) => (change.isZero() ? change.abs() : change))(changePercent(stats.open, stats.close)),
  high: stats.high,
  low: stats.low,
  volume: stats.volume.toDecimalPlaces(market.volumeDecimals),
  updated_at: stats.at.toISOString(),
});

/**
 * The live market: advances the price feed, keeps each market's 24-hour window and records every
 * tick before anyone hears of it.
 */
export class MarketService {
  constructor(
    private readonly markets: readonly MarketSpec[],
    private readonly feed: PriceFeed,
    private readonly windows: ReadonlyMap<string, RollingWindow>,
    private readonly record: (ticks: readonly Tick[]) => Promise<void>,
  ) {}

  /** The latest quote of every market, in display order. */
  quotes(): Quote[] {
    return this.markets.flatMap((market) => {
      const stats = this.windows.get(market.symbol)?.stats();
      return stats === undefined ? [] : [quoteOf(market, stats)];
    });
  }

  /**
   * The latest recorded price of an asset in USDT (USDT itself is 1), or undefined for an asset no
   * market quotes against USDT.
   */
  priceInUsdt(asset: string): Decimal | undefined {
    if (asset === 'USDT') return new Decimal(1);
    return this.windows.get(`${asset}/USDT`)?.stats()?.close;
  }

  /** Moves the market one tick and returns the new quotes. */
  async tick(at: Date): Promise<Quote[]> {
    const ticks = this.feed.next(at);
    await this.record(ticks);
    for (const tick of ticks) this.windows.get(tick.symbol)?.add(candleOfTick(tick));
    return this.quotes();
  }
}
