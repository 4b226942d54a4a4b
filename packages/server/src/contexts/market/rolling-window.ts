import { Decimal } from '@tessera/core';

/** Trading of one minute (or one tick, which is a candle where all four prices agree). */
export interface Candle {
  readonly open: Decimal;
  readonly high: Decimal;
  readonly low: Decimal;
  readonly close: Decimal;
  readonly volume: Decimal;
  /** Time of the last trade in the candle. */
  readonly at: Date;
}

const BUCKET_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Bucket extends Candle {
  readonly minute: number;
}

const merge = (bucket: Bucket, candle: Candle): Bucket => ({
  minute: bucket.minute,
  open: bucket.open,
  high: Decimal.max(bucket.high, candle.high),
  low: Decimal.min(bucket.low, candle.low),
  close: candle.close,
  volume: bucket.volume.plus(candle.volume),
  at: candle.at,
});

/**
 * The last 24 hours of one market in one-minute buckets: the 24-hour change, high, low and
 * volume of a quote without keeping every tick. Candles arrive in time order. Highs and lows of
 * closed minutes sit in monotonic queues and their volume in a running sum, so adding is O(1)
 * amortised however long the window.
 */
export class RollingWindow {
  readonly #buckets: Bucket[] = [];
  /** Closed minutes whose high no later closed minute beats, highest first. */
  readonly #highs: Bucket[] = [];
  /** Closed minutes whose low no later closed minute undercuts, lowest first. */
  readonly #lows: Bucket[] = [];
  #closedVolume = new Decimal(0);

  constructor(private readonly spanMs = DAY_MS) {}

  add(candle: Candle): void {
    const minute = Math.floor(candle.at.getTime() / BUCKET_MS);
    const last = this.#buckets.at(-1);
    if (last !== undefined && last.minute === minute) {
      this.#buckets[this.#buckets.length - 1] = merge(last, candle);
      return;
    }
    if (last !== undefined) this.#close(last);
    this.#buckets.push({ ...candle, minute });
    const oldest = Math.floor((candle.at.getTime() - this.spanMs) / BUCKET_MS);
    while ((this.#buckets[0]?.minute ?? Number.POSITIVE_INFINITY) <= oldest) this.#drop();
  }

  /** The whole window as one candle; undefined until something was added. */
  stats(): Candle | undefined {
    const first = this.#buckets[0];
    const last = this.#buckets.at(-1);
    if (first === undefined || last === undefined) return undefined;
    const high = this.#highs[0];
    const low = this.#lows[0];
    return {
      open: first.open,
      high: high === undefined ? last.high : Decimal.max(high.high, last.high),
      low: low === undefined ? last.low : Decimal.min(low.low, last.low),
      close: last.close,
      volume: this.#closedVolume.plus(last.volume),
      at: last.at,
    };
  }

  #close(bucket: Bucket): void {
    while (this.#highs.at(-1)?.high.lte(bucket.high) ?? false) this.#highs.pop();
    this.#highs.push(bucket);
    while (this.#lows.at(-1)?.low.gte(bucket.low) ?? false) this.#lows.pop();
    this.#lows.push(bucket);
    this.#closedVolume = this.#closedVolume.plus(bucket.volume);
  }

  /** Drops the oldest minute, which is always a closed one. */
  #drop(): void {
    const dropped = this.#buckets.shift();
    if (dropped === undefined) return;
    if (this.#highs[0] === dropped) this.#highs.shift();
    if (this.#lows[0] === dropped) this.#lows.shift();
    this.#closedVolume = this.#closedVolume.minus(dropped.volume);
  }
}

export const candleOfTick = (tick: { price: Decimal; volume: Decimal; at: Date }): Candle => ({
  open: tick.price,
  high: tick.price,
  low: tick.price,
  close: tick.price,
  volume: tick.volume,
  at: tick.at,
});
