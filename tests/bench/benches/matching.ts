import { OrderBook } from '@tessera/server';
import {
  type IProcessOrder,
  OrderBook as NodejsOrderBook,
  SelfTradePreventionMode,
  Side,
} from 'nodejs-order-book';
import type { Bench, Figure } from '../bench.js';
import { generateStream, KIND_NAMES, Kind, type OrderStream, SIDES } from './matching-stream.js';

const RESTING = 10_000;
const OPERATIONS = 1_000_000;
const WARM_UP = 200_000;
/** Their prices are floats: one tick is one cent. */
const TICK = 0.01;

/** One engine under test: a fresh pre-filled book, and a step that applies operation `i`, answering its fills. */
interface Engine {
  readonly name: string;
  prepare(stream: OrderStream): (i: number) => number;
}

const tessera: Engine = {
  name: 'Tessera',
  prepare: (s) => {
    const book = new OrderBook();
    const step = (i: number): number => {
      const kind = s.kind[i];
      const id = s.id[i]!;
      const result =
        kind === Kind.cancel
          ? book.cancel(id)
          : kind === Kind.move
            ? book.amend(id, { price: s.price[i]!, lots: s.lots[i]! })
            : kind === Kind.market
              ? book.placeMarket({ id, owner: s.owner[i]!, side: SIDES[s.side[i]!]!, lots: s.lots[i]! })
              : book.placeLimit({
                  id,
                  owner: s.owner[i]!,
                  side: SIDES[s.side[i]!]!,
                  price: s.price[i]!,
                  lots: s.lots[i]!,
                });
      return result._tag === 'Right' ? result.right.fills.length : 0;
    };
    for (let i = 0; i < s.prefill; i += 1) step(i);
    return step;
  },
};

/** Trades in their answer: the makers done with, and the maker left partly filled (not the taker). */
const fillsOf = (answer: IProcessOrder, takerId: string | undefined): number => {
  let fills = 0;
  for (const order of answer.done) if (order.id !== takerId) fills += 1;
  if (answer.partial !== null && answer.partial.id !== takerId) fills += 1;
  return fills;
};

/**
 * nodejs-order-book fed the same operations: ids and owners as the strings it takes (made
 * before timing), ticks as cent prices, and the same self-trade policy (EXPIRE_MAKER).
 */
const nodejsOrderBook: Engine = {
  name: 'nodejs-order-book',
  prepare: (s) => {
    const book = new NodejsOrderBook();
    const ids = Array.from(s.id, String);
    const owners = Array.from({ length: 1_001 }, (_, owner) => `user-${owner}`);
    const prices = Float64Array.from(s.price, (ticks) => Math.round(ticks) * TICK);
    const sides = [Side.BUY, Side.SELL] as const;
    const stp = SelfTradePreventionMode.EXPIRE_MAKER;
    const step = (i: number): number => {
      const kind = s.kind[i];
      const id = ids[i]!;
      if (kind === Kind.cancel) {
        book.cancel(id);
        return 0;
      }
      if (kind === Kind.move) return fillsOf(book.modify(id, { price: prices[i]!, size: s.lots[i]! }), id);
      const side = sides[s.side[i]!]!;
      const accountId = owners[s.owner[i]!]!;
      if (kind === Kind.market)
        return fillsOf(book.market({ side, size: s.lots[i]!, accountId, stpMode: stp }), undefined);
      return fillsOf(
        book.limit({ side, id, size: s.lots[i]!, price: prices[i]!, accountId, stpMode: stp }),
        id,
      );
    };
    for (let i = 0; i < s.prefill; i += 1) step(i);
    return step;
  },
};

/** Nearest-rank percentile of sorted samples. */
const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

/** The cost of the timer itself: the median of empty hrtime.bigint pairs, in ns. */
const timerCost = (): number => {
  const samples = new Float64Array(100_000);
  for (let i = 0; i < samples.length; i += 1) {
    const started = process.hrtime.bigint();
    samples[i] = Number(process.hrtime.bigint() - started);
  }
  return percentile(samples.sort(), 0.5);
};

interface Measure {
  readonly opsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly fills: number;
}

/**
 * Three fresh books per engine: a warm-up on the start of the stream, a tight loop over every
 * operation timed as a whole (throughput, fills), then a loop timing each operation alone.
 */
const measure = (engine: Engine, s: OrderStream): Measure => {
  const warm = engine.prepare(s);
  for (let i = s.prefill; i < s.prefill + WARM_UP; i += 1) warm(i);

  const step = engine.prepare(s);
  let fills = 0;
  const started = process.hrtime.bigint();
  for (let i = s.prefill; i < s.length; i += 1) fills += step(i);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  const timed = engine.prepare(s);
  const latencies = new Float64Array(s.length - s.prefill);
  for (let i = s.prefill; i < s.length; i += 1) {
    const before = process.hrtime.bigint();
    timed(i);
    latencies[i - s.prefill] = Number(process.hrtime.bigint() - before);
  }
  latencies.sort();
  return {
    opsPerSecond: (s.length - s.prefill) / seconds,
    p50: percentile(latencies, 0.5) / 1000,
    p99: percentile(latencies, 0.99) / 1000,
    fills,
  };
};

const figuresOf = (name: string, m: Measure): Figure[] => [
  { label: `${name} throughput`, value: Math.round(m.opsPerSecond), unit: 'ops/s' },
  { label: `${name} p50`, value: m.p50, unit: 'µs' },
  { label: `${name} p99`, value: m.p99, unit: 'µs' },
  { label: `${name} fills`, value: m.fills, unit: '' },
];

/**
 * The spot order book against nodejs-order-book on one seeded stream of 1,000,000 operations
 * over a book of about 10,000 resting orders; throughput from an untimed tight loop, latency
 * percentiles from `process.hrtime.bigint()` around each operation (timer cost included, and
 * reported).
 */
export const matching: Bench = {
  name: 'matching',
  // nodejs-order-book needs about half a minute for its million operations (three passes).
  onlyWhenNamed: true,
  summary: `order book: ${OPERATIONS.toLocaleString('en-US')} seeded operations over ~${RESTING.toLocaleString('en-US')} resting orders, Tessera vs nodejs-order-book`,
  run: async () => {
    const s = generateStream({ resting: RESTING, operations: OPERATIONS, seed: 20_261_123 });
    const mix = KIND_NAMES.map((name, kind): Figure => {
      let count = 0;
      for (let i = s.prefill; i < s.length; i += 1) if (s.kind[i] === kind) count += 1;
      return { label: `stream ${name}`, value: (count / OPERATIONS) * 100, unit: '%' };
    });
    const ours = measure(tessera, s);
    const theirs = measure(nodejsOrderBook, s);
    return [
      ...mix,
      { label: 'resting orders at the end', value: s.final.orders, unit: '' },
      { label: 'price levels at the end', value: s.final.levels, unit: '' },
      { label: 'timer cost (in each latency)', value: timerCost() / 1000, unit: 'µs' },
      ...figuresOf(tessera.name, ours),
      ...figuresOf(nodejsOrderBook.name, theirs),
      {
        label: 'throughput ratio Tessera / nodejs-order-book',
        value: ours.opsPerSecond / theirs.opsPerSecond,
        unit: '×',
      },
    ];
  },
};
