import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { OrderBookFailure } from './errors.js';
import type { Outcome } from './model.js';
import { OrderBook } from './order-book.js';

/** The outcome as a plain copy: the book refills the one it returned on its next call. */
const done = <A>(result: E.Either<OrderBookFailure, A>): A => {
  if (E.isLeft(result)) throw new Error(`refused: ${JSON.stringify(result.left)}`);
  return structuredClone(result.right);
};

const fill = (makerId: number, takerId: number, price: number, lots: number, makerRemainingLots = 0) =>
  expect.objectContaining({ makerId, takerId, price, lots, makerRemainingLots });

/** Asks 101×5 (id 1, owner 10), 101×3 (id 2, owner 11), 102×4 (id 3, owner 12); bids 99×6 (id 4, owner 13). */
const sampleBook = () => {
  const book = new OrderBook();
  done(book.placeLimit({ id: 1, owner: 10, side: 'sell', price: 101, lots: 5 }));
  done(book.placeLimit({ id: 2, owner: 11, side: 'sell', price: 101, lots: 3 }));
  done(book.placeLimit({ id: 3, owner: 12, side: 'sell', price: 102, lots: 4 }));
  done(book.placeLimit({ id: 4, owner: 13, side: 'buy', price: 99, lots: 6 }));
  return book;
};

describe('OrderBook', () => {
  it('rests orders that do not cross and quotes the touch', () => {
    const book = sampleBook();
    expect([book.bestBid(), book.bestAsk(), book.size]).toEqual([99, 101, 4]);
    expect(book.depth(5)).toEqual({
      bids: [{ price: 99, lots: 6, orders: 1 }],
      asks: [
        { price: 101, lots: 8, orders: 2 },
        { price: 102, lots: 4, orders: 1 },
      ],
    });
  });

  it('fills across levels in price-time order and rests the rest at the limit', () => {
    const book = sampleBook();
    const outcome: Outcome = done(book.placeLimit({ id: 5, owner: 20, side: 'buy', price: 102, lots: 10 }));
    expect(outcome.fills).toEqual([fill(1, 5, 101, 5), fill(2, 5, 101, 3), fill(3, 5, 102, 2, 2)]);
    expect(outcome).toMatchObject({ filledLots: 10, restingLots: 0, cancelledLots: 0 });
    expect([book.bestBid(), book.bestAsk(), book.get(3)?.lots]).toEqual([99, 102, 2]);

    const rest = done(book.placeLimit({ id: 6, owner: 20, side: 'buy', price: 102, lots: 5 }));
    expect(rest.fills).toEqual([fill(3, 6, 102, 2)]);
    expect(rest).toMatchObject({ filledLots: 2, restingLots: 3 });
    expect([book.bestBid(), book.bestAsk()]).toEqual([102, undefined]);
  });

  it('trades at the maker price, a partial fill keeping the maker first in line', () => {
    const book = sampleBook();
    const first = done(book.placeLimit({ id: 5, owner: 20, side: 'buy', price: 150, lots: 2 }));
    expect(first.fills).toEqual([fill(1, 5, 101, 2, 3)]);
    const second = done(book.placeLimit({ id: 6, owner: 21, side: 'buy', price: 101, lots: 4 }));
    expect(second.fills).toEqual([fill(1, 6, 101, 3), fill(2, 6, 101, 1, 2)]);
  });

  it('cancels a resting order by id, removing its level when it empties', () => {
    const book = sampleBook();
    const outcome = done(book.cancel(4));
    expect(outcome).toMatchObject({ id: 4, owner: 13, side: 'buy', cancelledLots: 6, restingLots: 0 });
    expect([book.bestBid(), book.size]).toEqual([undefined, 3]);
    done(book.cancel(1));
    expect(book.depth(1).asks).toEqual([{ price: 101, lots: 3, orders: 1 }]);
    expect(book.cancel(1)).toEqual(E.left({ code: 'ORDER_BOOK.UNKNOWN_ID', params: { id: 1 } }));
  });

  it('removes a level behind the touch when its last order is cancelled, keeping the others in order', () => {
    const book = sampleBook();
    done(book.placeLimit({ id: 5, owner: 14, side: 'sell', price: 103, lots: 1 }));
    done(book.cancel(3));
    expect(book.depth(5).asks).toEqual([
      { price: 101, lots: 8, orders: 2 },
      { price: 103, lots: 1, orders: 1 },
    ]);
  });

  it('hands back one outcome, refilled by each call, so a caller copies what it keeps', () => {
    const book = sampleBook();
    const first = book.placeLimit({ id: 5, owner: 20, side: 'buy', price: 101, lots: 1 });
    const second = book.cancel(4);
    expect(first).toBe(second);
    expect(E.isRight(first) && first.right.id).toBe(4);
  });

  it('keeps priority when an amend only lowers the quantity', () => {
    const book = sampleBook();
    const outcome = done(book.amend(1, { price: 101, lots: 2 }));
    expect(outcome).toMatchObject({ cancelledLots: 3, restingLots: 2, addedLots: 0, sequence: 1 });
    const taker = done(book.placeMarket({ id: 9, owner: 20, side: 'buy', lots: 2 }));
    expect(taker.fills).toEqual([fill(1, 9, 101, 2)]);
  });

  it('sends an order to the back of the queue when an amend raises its quantity or moves its price', () => {
    const book = sampleBook();
    const raised = done(book.amend(1, { price: 101, lots: 6 }));
    expect(raised).toMatchObject({ addedLots: 1, cancelledLots: 0, restingLots: 6, sequence: 5 });
    const taker = done(book.placeMarket({ id: 9, owner: 20, side: 'buy', lots: 4 }));
    expect(taker.fills).toEqual([fill(2, 9, 101, 3), fill(1, 9, 101, 1, 5)]);

    const moved = done(book.amend(3, { price: 101, lots: 1 }));
    expect(moved).toMatchObject({ cancelledLots: 3, restingLots: 1 });
    expect(book.depth(1).asks).toEqual([{ price: 101, lots: 6, orders: 2 }]);
  });

  it('matches an amend whose new price crosses the other side', () => {
    const book = sampleBook();
    const outcome = done(book.amend(4, { price: 101, lots: 6 }));
    expect(outcome.fills).toEqual([fill(1, 4, 101, 5), fill(2, 4, 101, 1, 2)]);
    expect(outcome).toMatchObject({ filledLots: 6, restingLots: 0 });
    expect(book.get(4)).toBeUndefined();
  });

  it('sweeps the book with a market order and cancels what it could not fill', () => {
    const book = sampleBook();
    const outcome = done(book.placeMarket({ id: 9, owner: 20, side: 'buy', lots: 20 }));
    expect(outcome.fills).toEqual([fill(1, 9, 101, 5), fill(2, 9, 101, 3), fill(3, 9, 102, 4)]);
    expect(outcome).toMatchObject({ filledLots: 12, cancelledLots: 8, restingLots: 0 });
    expect([book.bestAsk(), book.get(9)]).toEqual([undefined, undefined]);
  });

  it('cancels the resting order of the same owner instead of trading with it, and goes on matching', () => {
    const book = sampleBook();
    const outcome = done(book.placeLimit({ id: 5, owner: 10, side: 'buy', price: 101, lots: 4 }));
    expect(outcome.selfTradeCancels).toEqual([{ id: 1, owner: 10, side: 'sell', price: 101, lots: 5 }]);
    expect(outcome.fills).toEqual([fill(2, 5, 101, 3)]);
    expect(outcome).toMatchObject({ filledLots: 3, restingLots: 1 });
    expect([book.get(1), book.bestBid()]).toEqual([undefined, 101]);
  });

  it('refuses invalid prices, quantities and ids as values, leaving the book unchanged', () => {
    const book = sampleBook();
    const order = { id: 7, owner: 1, side: 'buy', price: 100, lots: 1 } as const;
    expect(book.placeLimit({ ...order, price: 0 })).toEqual(
      E.left({ code: 'ORDER_BOOK.INVALID_PRICE', params: { price: 0 } }),
    );
    expect(book.placeLimit({ ...order, price: 100.5 })).toEqual(
      E.left({ code: 'ORDER_BOOK.INVALID_PRICE', params: { price: 100.5 } }),
    );
    expect(book.placeLimit({ ...order, lots: -1 })).toEqual(
      E.left({ code: 'ORDER_BOOK.INVALID_LOTS', params: { lots: -1 } }),
    );
    expect(book.placeMarket({ ...order, lots: Number.NaN })).toMatchObject(
      E.left({ code: 'ORDER_BOOK.INVALID_LOTS' }),
    );
    expect(book.placeLimit({ ...order, id: 1 })).toEqual(
      E.left({ code: 'ORDER_BOOK.DUPLICATE_ID', params: { id: 1 } }),
    );
    expect(book.placeLimit({ ...order, id: 1.5 })).toEqual(
      E.left({ code: 'ORDER_BOOK.INVALID_ID', params: { id: 1.5 } }),
    );
    expect(book.amend(1, { price: 101, lots: 0 })).toEqual(
      E.left({ code: 'ORDER_BOOK.INVALID_LOTS', params: { lots: 0 } }),
    );
    expect(book.amend(99, { price: 101, lots: 1 })).toEqual(
      E.left({ code: 'ORDER_BOOK.UNKNOWN_ID', params: { id: 99 } }),
    );
    expect([...book.orders()]).toEqual([...sampleBook().orders()]);
  });

  it('iterates resting orders bids first, best price first, oldest first within a price', () => {
    expect([...sampleBook().orders()].map((o) => [o.id, o.side, o.price, o.lots, o.sequence])).toEqual([
      [4, 'buy', 99, 6, 4],
      [1, 'sell', 101, 5, 1],
      [2, 'sell', 101, 3, 2],
      [3, 'sell', 102, 4, 3],
    ]);
  });

  it('restores resting orders in sequence order without matching, then numbers new arrivals after them', () => {
    const saved = [...sampleBook().orders()];
    const book = new OrderBook();
    expect(book.restore([...saved].reverse())).toEqual(E.right(4));
    expect([...book.orders()]).toEqual(saved);
    const outcome = done(book.placeLimit({ id: 5, owner: 20, side: 'buy', price: 101, lots: 6 }));
    expect(outcome.sequence).toBe(5);
    expect(outcome.fills).toEqual([fill(1, 5, 101, 5), fill(2, 5, 101, 1, 2)]);
  });

  it('refuses to restore into a non-empty book, a crossed set or a shared sequence, staying empty', () => {
    expect(sampleBook().restore([])).toEqual(E.left({ code: 'ORDER_BOOK.NOT_EMPTY', params: { orders: 4 } }));
    const book = new OrderBook();
    const bid = { id: 1, owner: 1, side: 'buy', price: 100, lots: 1, sequence: 1 } as const;
    const ask = { id: 2, owner: 2, side: 'sell', price: 100, lots: 1, sequence: 2 } as const;
    expect(book.restore([bid, ask])).toEqual(
      E.left({ code: 'ORDER_BOOK.CROSSED', params: { bid: 100, ask: 100 } }),
    );
    expect(book.size).toBe(0);
    expect(book.restore([bid, { ...ask, price: 101, sequence: 1 }])).toEqual(
      E.left({ code: 'ORDER_BOOK.INVALID_SEQUENCE', params: { sequence: 1 } }),
    );
    expect(book.restore([bid, { ...ask, id: 1, price: 101 }])).toEqual(
      E.left({ code: 'ORDER_BOOK.DUPLICATE_ID', params: { id: 1 } }),
    );
    expect([book.size, book.bestBid()]).toEqual([0, undefined]);
  });
});
