import { type Trigger, TriggerBook } from '../../../packages/server/src/contexts/futures/trigger-book.js';
import type { Bench, Figure } from '../bench.js';

const TRIGGERS = 100_000;
/** Ticks timed against the heaps, and against the scan (slow: fewer). */
const TICKS = 100_000;
const SCAN_TICKS = 2_000;
/** The price in ticks (60,000.00 at a 0.01 tick), and how far the triggers spread on each side. */
const PRICE = 6_000_000;
const SPREAD = 200_000;

/** A book of 100,000 triggers around the price, none reached by it: half above (rising), half below (falling). */
const triggers = (): Trigger<null>[] =>
  Array.from({ length: TRIGGERS }, (_, i) => {
    const offset = 1 + Math.floor(((i * 7919) % SPREAD) / 2);
    return i % 2 === 0
      ? { id: `t${i}`, level: PRICE + offset, direction: 'rising', payload: null }
      : { id: `t${i}`, level: PRICE - offset, direction: 'falling', payload: null };
  });

/** Nearest-rank percentile of samples in nanoseconds, as microseconds. */
const percentileUs = (samples: readonly bigint[], p: number): number => {
  const sorted = [...samples].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0n) / 1000;
};

/** Times `check` on `ticks` ticks at the price, which reaches no trigger. */
const quietTicks = (ticks: number, check: (price: number) => unknown): bigint[] => {
  const samples: bigint[] = [];
  for (let i = 0; i < ticks; i++) {
    const started = process.hrtime.bigint();
    check(PRICE);
    samples.push(process.hrtime.bigint() - started);
  }
  return samples;
};

/**
 * The trigger check of a futures market on every price tick: the heaps of `TriggerBook` against a
 * scan of every trigger (what a loop over open positions does), on the same 100,000 triggers.
 */
export const triggerChecks: Bench = {
  name: 'triggers',
  summary: `price ticks against ${TRIGGERS.toLocaleString('en-US')} open TP/SL/liquidation/limit triggers on one market`,
  run: async () => {
    const all = triggers();
    const book = new TriggerBook<null>();
    for (const trigger of all) book.set(trigger);
    const scan = (price: number) =>
      all.filter((t) => (t.direction === 'rising' ? t.level <= price : t.level >= price));

    const quietBook = quietTicks(TICKS, (price) => book.reachedBy(price));
    const quietScan = quietTicks(SCAN_TICKS, scan);

    // A rally through the rising triggers: each step reaches about 10 of them.
    let fired = 0;
    const started = process.hrtime.bigint();
    for (let price = PRICE; book.size > TRIGGERS / 2 - 1 && price <= PRICE + SPREAD; price += 20)
      fired += book.reachedBy(price).length;
    const firedNs = Number(process.hrtime.bigint() - started);

    const figures: Figure[] = [
      { label: 'tick reaching nothing, heaps: p50', value: percentileUs(quietBook, 0.5), unit: 'µs' },
      { label: 'tick reaching nothing, heaps: p99', value: percentileUs(quietBook, 0.99), unit: 'µs' },
      { label: 'tick reaching nothing, scan of all: p50', value: percentileUs(quietScan, 0.5), unit: 'µs' },
      { label: 'tick reaching nothing, scan of all: p99', value: percentileUs(quietScan, 0.99), unit: 'µs' },
      {
        label: `fired in a rally (${fired.toLocaleString('en-US')} triggers), per trigger`,
        value: firedNs / Math.max(1, fired) / 1000,
        unit: 'µs',
      },
    ];
    return figures;
  },
};
