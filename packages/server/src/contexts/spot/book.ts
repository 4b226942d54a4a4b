import type { OrderSide } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { OrderBook } from './order-book/index.js';

/** An order as a book holds it: whole price ticks and whole lots of the amount step. */
export interface BookOrder {
  readonly id: number;
  /** The user's id, or `MARKET_MAKER`. */
  readonly owner: number;
  readonly side: OrderSide;
  readonly priceTicks: number;
  readonly lots: number;
}

/** One fill of an incoming order against a resting one, at the resting order's price. */
export interface BookFill {
  readonly makerId: number;
  readonly makerOwner: number;
  readonly priceTicks: number;
  readonly lots: number;
}

/** What submitting an order did. */
export interface BookResult {
  readonly fills: readonly BookFill[];
  /** Lots of the incoming order left resting in the book (0 when filled, or when it may not rest). */
  readonly restingLots: number;
  /** Resting orders of the incoming order's owner that it would have traded with: cancelled. */
  readonly selfTradeCancelled: readonly {
    readonly id: number;
    readonly owner: number;
    readonly lots: number;
  }[];
}

/** One market's order book, as the spot engine drives it. */
export interface SymbolBook {
  /**
   * Matches `order` against the other side at prices no worse than its own, with price-time
   * priority, then rests what is left unless `immediateOnly` (a market order: the rest is dropped).
   */
  submit(order: BookOrder, immediateOnly: boolean): BookResult;
  /** Whether the order rests in the book. */
  has(id: number): boolean;
  /** Takes an order out; answers the lots it still had, or undefined when it was not resting. */
  cancel(id: number): number | undefined;
  /** The best `levels` price levels per side as `[ticks, lots]`: bids highest first, asks lowest first. */
  depth(levels: number): { readonly bids: [number, number][]; readonly asks: [number, number][] };
}

/**
 * The spot engine's view of the matching engine: plain results copied out of the book's reused
 * outcome, and a market order placed as a limit at its band price whose rest is then cancelled,
 * so it never sweeps a thin book beyond the band.
 */
export class MatchingBook implements SymbolBook {
  readonly #book = new OrderBook();

  submit(order: BookOrder, immediateOnly: boolean): BookResult {
    const placed = this.#book.placeLimit({
      id: order.id,
      owner: order.owner,
      side: order.side,
      price: order.priceTicks,
      lots: order.lots,
    });
    if (E.isLeft(placed)) throw new Error(`the book refused order ${order.id}: ${placed.left.code}`);
    const outcome = placed.right;
    const fills = outcome.fills.map((fill) => ({
      makerId: fill.makerId,
      makerOwner: fill.makerOwner,
      priceTicks: fill.price,
      lots: fill.lots,
    }));
    const selfTradeCancelled = outcome.selfTradeCancels.map(({ id, owner, lots }) => ({ id, owner, lots }));
    let restingLots = outcome.restingLots;
    if (immediateOnly && restingLots > 0) {
      this.#book.cancel(order.id);
      restingLots = 0;
    }
    return { fills, restingLots, selfTradeCancelled };
  }

  has(id: number): boolean {
    return this.#book.get(id) !== undefined;
  }

  cancel(id: number): number | undefined {
    const cancelled = this.#book.cancel(id);
    return E.isRight(cancelled) ? cancelled.right.cancelledLots : undefined;
  }

  depth(levels: number) {
    const { bids, asks } = this.#book.depth(levels);
    const level = ({ price, lots }: { price: number; lots: number }): [number, number] => [price, lots];
    return { bids: bids.map(level), asks: asks.map(level) };
  }
}
