import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { OrderId, Outcome, RestingOrder, Side } from './model.js';
import { OrderBook } from './order-book.js';
import { ReferenceBook, type ReferenceOutcome } from './reference-book.test-support.js';

type Operation =
  | { kind: 'limit'; owner: number; side: Side; price: number; lots: number }
  | { kind: 'market'; owner: number; side: Side; lots: number }
  | { kind: 'cancel'; target: number }
  | { kind: 'amend'; target: number; price: number; lots: number };

// Few owners and a narrow band of prices, so orders meet, cross and self-trade often.
const owner = fc.integer({ min: 1, max: 4 });
const side = fc.constantFrom<Side>('buy', 'sell');
const price = fc.integer({ min: 95, max: 105 });
const lots = fc.integer({ min: 1, max: 12 });
const target = fc.nat();

const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('limit' as const), owner, side, price, lots }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('market' as const), owner, side, lots }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), target }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('amend' as const), target, price, lots }) },
);

const operations = fc.array(operation, { maxLength: 150 });

/** Per order: lots ordered (amends included), filled and cancelled, as the outcomes reported them. */
interface Tally {
  ordered: number;
  filled: number;
  cancelled: number;
}

/**
 * Plays `stream` on an `OrderBook`, calling `check` after each operation with the outcome (a
 * copy) and the id it was about, or undefined when the book refused it.
 */
const play = (
  stream: readonly Operation[],
  check: (book: OrderBook, op: Operation, id: OrderId, outcome: Outcome | undefined) => void,
) => {
  const book = new OrderBook();
  let issued = 0;
  for (const op of stream) {
    if (op.kind === 'limit' || op.kind === 'market') issued += 1;
    // A cancel or amend aims at any id issued so far, resting or not, so unknown ids are tried too.
    const id = op.kind === 'limit' || op.kind === 'market' ? issued : (op.target % (issued + 1)) + 1;
    const result =
      op.kind === 'limit'
        ? book.placeLimit({ id, owner: op.owner, side: op.side, price: op.price, lots: op.lots })
        : op.kind === 'market'
          ? book.placeMarket({ id, owner: op.owner, side: op.side, lots: op.lots })
          : op.kind === 'cancel'
            ? book.cancel(id)
            : book.amend(id, { price: op.price, lots: op.lots });
    check(book, op, id, E.isRight(result) ? structuredClone(result.right) : undefined);
  }
  return book;
};

const restingLots = (orders: readonly RestingOrder[], side: Side, price: number) =>
  orders.filter((o) => o.side === side && o.price === price).reduce((sum, o) => sum + o.lots, 0);

describe('OrderBook properties', () => {
  it('is never crossed after any operation', () => {
    fc.assert(
      fc.property(operations, (stream) => {
        play(stream, (book) => {
          const bid = book.bestBid();
          const ask = book.bestAsk();
          if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
        });
      }),
    );
  });

  it('conserves lots: for every order, resting + filled + cancelled = ordered, and filled ≤ ordered', () => {
    fc.assert(
      fc.property(operations, (stream) => {
        const tallies = new Map<OrderId, Tally>();
        const tally = (id: OrderId) => tallies.get(id)!;
        const book = play(stream, (_book, op, id, outcome) => {
          if (outcome === undefined) return;
          if (op.kind === 'limit' || op.kind === 'market')
            tallies.set(id, { ordered: op.lots, filled: 0, cancelled: 0 });
          const subject = tally(id);
          subject.ordered += outcome.addedLots;
          subject.cancelled += outcome.cancelledLots;
          for (const fill of outcome.fills) {
            tally(fill.makerId).filled += fill.lots;
            subject.filled += fill.lots;
          }
          expect(outcome.fills.reduce((sum, f) => sum + f.lots, 0)).toBe(outcome.filledLots);
          for (const cancel of outcome.selfTradeCancels) tally(cancel.id).cancelled += cancel.lots;
        });
        for (const [id, { ordered, filled, cancelled }] of tallies) {
          expect(filled).toBeLessThanOrEqual(ordered);
          expect((book.get(id)?.lots ?? 0) + filled + cancelled).toBe(ordered);
        }
      }),
    );
  });

  it('reports depth totals equal to the sum of the resting orders at each price', () => {
    fc.assert(
      fc.property(operations, (stream) => {
        const book = play(stream, () => {});
        const orders = [...book.orders()];
        const { bids, asks } = book.depth(Number.POSITIVE_INFINITY);
        for (const [levels, side] of [
          [bids, 'buy'],
          [asks, 'sell'],
        ] as const) {
          for (const level of levels) {
            expect(level.lots).toBe(restingLots(orders, side, level.price));
            expect(level.orders).toBe(
              orders.filter((o) => o.side === side && o.price === level.price).length,
            );
          }
          expect(levels.reduce((sum, l) => sum + l.orders, 0)).toBe(
            orders.filter((o) => o.side === side).length,
          );
        }
        expect(book.depth(3).bids).toEqual(bids.slice(0, 3));
      }),
    );
  });

  it('keeps each price FIFO and the levels sorted best first', () => {
    fc.assert(
      fc.property(operations, (stream) => {
        const orders = [...play(stream, () => {}).orders()];
        for (let i = 1; i < orders.length; i += 1) {
          const [a, b] = [orders[i - 1]!, orders[i]!];
          if (a.side !== b.side) continue;
          if (a.price === b.price) expect(a.sequence).toBeLessThan(b.sequence);
          else expect(a.side === 'buy' ? a.price > b.price : a.price < b.price).toBe(true);
        }
      }),
    );
  });

  it('produces the same fills, cancellations and resting orders as a naive sorted-array book', () => {
    fc.assert(
      fc.property(operations, (stream) => {
        const reference = new ReferenceBook();
        const book = play(stream, (_book, op, id, outcome) => {
          let expected: ReferenceOutcome | undefined;
          if (op.kind === 'limit') expected = reference.placeLimit(id, op.owner, op.side, op.price, op.lots);
          else if (op.kind === 'market') expected = reference.placeMarket(id, op.owner, op.side, op.lots);
          else if (reference.find(id) === undefined) expected = undefined;
          else if (op.kind === 'cancel') {
            reference.cancel(id);
            expected = { fills: [], selfTradeCancels: [], restingLots: 0 };
          } else expected = reference.amend(id, op.price, op.lots);
          if (expected === undefined) expect(outcome).toBeUndefined();
          else
            expect({
              fills: outcome?.fills,
              selfTradeCancels: outcome?.selfTradeCancels,
              restingLots: outcome?.restingLots,
            }).toEqual(expected);
        });
        expect([...book.orders()]).toEqual(reference.orders());
      }),
    );
  });

  it('restores from its own orders to a book that answers the rest of a stream alike', () => {
    // Only the order of sequences matters: the restored book numbers from its highest resting one.
    const withoutSequence = ({ sequence: _, ...rest }: { sequence: number }) => rest;
    fc.assert(
      fc.property(operations, operations, (before, after) => {
        const original = play(before, () => {});
        const restored = new OrderBook();
        expect(restored.restore(original.orders())).toEqual(E.right(original.size));
        const issued = before.filter((op) => op.kind === 'limit' || op.kind === 'market').length;
        const next = (book: OrderBook) => {
          let id = issued;
          const outcomes: unknown[] = [];
          for (const op of after) {
            if (op.kind !== 'limit') continue;
            id += 1;
            outcomes.push(E.map(withoutSequence)(book.placeLimit({ id, ...op })));
          }
          return { outcomes, orders: [...book.orders()].map(withoutSequence) };
        };
        expect(next(restored)).toEqual(next(original));
      }),
    );
  });
});
