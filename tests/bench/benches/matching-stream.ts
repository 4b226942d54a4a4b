import { mulberry32, OrderBook, type Outcome, type Side } from '@tessera/server';
import * as E from 'fp-ts/lib/Either.js';

/** What one operation of the stream does. */
export const Kind = { add: 0, cancel: 1, move: 2, cross: 3, market: 4 } as const;
export const KIND_NAMES = ['adds', 'cancels', 'moves', 'crossing limits', 'market orders'] as const;
export const SIDES: readonly Side[] = ['buy', 'sell'];

/**
 * A pre-generated stream of book operations in columns (one typed array per field), so replaying
 * it allocates nothing of its own. Operations [0, prefill) are passive adds that build the book.
 */
export interface OrderStream {
  readonly prefill: number;
  readonly length: number;
  readonly kind: Uint8Array;
  /** The order placed, or the one a cancel or move aims at. */
  readonly id: Float64Array;
  readonly owner: Int32Array;
  /** Index into `SIDES`. */
  readonly side: Uint8Array;
  /** Limit price in ticks (a move's new price); 0 for market orders and cancels. */
  readonly price: Int32Array;
  /** Lots ordered (a move's new open quantity); 0 for cancels. */
  readonly lots: Int32Array;
  /** The book the whole stream leaves: resting orders and price levels (both sides). */
  readonly final: { readonly orders: number; readonly levels: number };
}

const MID = 100_000;
const OWNERS = 1_000;
/**
 * Passive orders rest this many ticks behind the best on average (exponentially distributed):
 * about a hundred levels a side, tens of orders at each price near the touch.
 */
const MEAN_DEPTH = 25;

/** Resting ids, with O(1) add, remove and uniform pick. */
class LiveIds {
  readonly #ids: number[] = [];
  readonly #at = new Map<number, number>();

  get size(): number {
    return this.#ids.length;
  }

  add(id: number): void {
    if (this.#at.has(id)) return;
    this.#at.set(id, this.#ids.length);
    this.#ids.push(id);
  }

  remove(id: number): void {
    const at = this.#at.get(id);
    if (at === undefined) return;
    const last = this.#ids.pop()!;
    if (last !== id) {
      this.#ids[at] = last;
      this.#at.set(last, at);
    }
    this.#at.delete(id);
  }

  pick(random: () => number): number {
    return this.#ids[Math.floor(random() * this.#ids.length)]!;
  }
}

/**
 * Generates `operations` timed operations after a prefill of `resting` passive orders: roughly
 * 45% adds near the touch, 35% cancels, 10% moves (a resting order to a nearby price), 7%
 * limits that cross the spread and 3% market orders, from 1,000 owners. The stream is played on
 * a book as it is generated so cancels and moves aim at orders still resting; adds and cancels
 * trade places when the book strays more than 3% from `resting`, keeping its size stable.
 */
export const generateStream = ({
  resting,
  operations,
  seed,
}: {
  resting: number;
  operations: number;
  seed: number;
}): OrderStream => {
  const length = resting + operations;
  const columns = {
    prefill: resting,
    length,
    kind: new Uint8Array(length),
    id: new Float64Array(length),
    owner: new Int32Array(length),
    side: new Uint8Array(length),
    price: new Int32Array(length),
    lots: new Int32Array(length),
  };
  const random = mulberry32(seed);
  const book = new OrderBook();
  const live = new LiveIds();
  let nextId = 1;

  const track = (outcome: Outcome) => {
    for (const fill of outcome.fills) if (fill.makerRemainingLots === 0) live.remove(fill.makerId);
    for (const cancel of outcome.selfTradeCancels) live.remove(cancel.id);
    if (outcome.restingLots > 0) live.add(outcome.id);
    else live.remove(outcome.id);
  };
  /** A passive price `depth` ticks (exponential, mean `meanDepth`) behind the side's best. */
  const passivePrice = (side: number, meanDepth: number) => {
    const depth = Math.floor(-Math.log(1 - random()) * meanDepth);
    const bid = book.bestBid();
    const ask = book.bestAsk();
    if (side === 0) return Math.min((bid ?? (ask ?? MID + 1) - 1) + 1 - depth, (ask ?? MID + 1) - 1);
    return Math.max((ask ?? (bid ?? MID - 1) + 1) - 1 + depth, (bid ?? MID - 1) + 1);
  };
  const place = (i: number, kind: number, side: number, price: number, lots: number) => {
    const id = nextId++;
    const owner = 1 + Math.floor(random() * OWNERS);
    columns.kind[i] = kind;
    columns.id[i] = id;
    columns.owner[i] = owner;
    columns.side[i] = side;
    columns.price[i] = price;
    columns.lots[i] = lots;
    const result =
      kind === Kind.market
        ? book.placeMarket({ id, owner, side: SIDES[side]!, lots })
        : book.placeLimit({ id, owner, side: SIDES[side]!, price, lots });
    if (E.isLeft(result)) throw new Error(`stream generation: ${JSON.stringify(result.left)}`);
    track(result.right);
  };

  for (let i = 0; i < resting; i += 1) {
    const side = i % 2;
    place(i, Kind.add, side, passivePrice(side, MEAN_DEPTH), 1 + Math.floor(random() * 50));
  }
  for (let i = resting; i < length; i += 1) {
    const roll = random();
    let kind: number =
      roll < 0.45
        ? Kind.add
        : roll < 0.8
          ? Kind.cancel
          : roll < 0.9
            ? Kind.move
            : roll < 0.97
              ? Kind.cross
              : Kind.market;
    if (kind === Kind.add && live.size > resting * 1.03) kind = Kind.cancel;
    else if (kind === Kind.cancel && live.size < resting * 0.97) kind = Kind.add;
    const side = random() < 0.5 ? 0 : 1;
    if (kind === Kind.add)
      place(i, kind, side, passivePrice(side, MEAN_DEPTH), 1 + Math.floor(random() * 50));
    else if (kind === Kind.cross) {
      const touch = side === 0 ? book.bestAsk() : book.bestBid();
      const through = Math.floor(random() * 3) * (side === 0 ? 1 : -1);
      const price = touch === undefined ? passivePrice(side, MEAN_DEPTH) : touch + through;
      place(i, kind, side, price, 1 + Math.floor(random() * 60));
    } else if (kind === Kind.market) place(i, kind, side, 0, 1 + Math.floor(random() * 80));
    else {
      const id = live.pick(random);
      const order = book.get(id)!;
      columns.kind[i] = kind;
      columns.id[i] = id;
      columns.owner[i] = order.owner;
      columns.side[i] = order.side === 'buy' ? 0 : 1;
      if (kind === Kind.cancel) {
        const result = book.cancel(id);
        if (E.isLeft(result)) throw new Error(`stream generation: ${JSON.stringify(result.left)}`);
        live.remove(id);
        continue;
      }
      const buying = order.side === 'buy';
      const step = (1 + Math.floor(random() * 3)) * (random() < 0.5 ? -1 : 1);
      const opposite = buying ? book.bestAsk() : book.bestBid();
      let price = order.price + step;
      // Moves stay passive, and always change the price: both books then requeue the order alike.
      if (opposite !== undefined)
        price = buying ? Math.min(price, opposite - 1) : Math.max(price, opposite + 1);
      if (price === order.price) price += buying ? -1 : 1;
      columns.price[i] = price;
      columns.lots[i] = order.lots;
      const result = book.amend(id, { price, lots: order.lots });
      if (E.isLeft(result)) throw new Error(`stream generation: ${JSON.stringify(result.left)}`);
      track(result.right);
    }
  }
  const { bids, asks } = book.depth(Number.POSITIVE_INFINITY);
  return { ...columns, final: { orders: book.size, levels: bids.length + asks.length } };
};
