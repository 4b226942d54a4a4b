import * as E from 'fp-ts/lib/Either.js';
import { BookSide, type PriceLevel, RestingNode } from './book-side.js';
import type { OrderBookFailure } from './errors.js';
import type {
  Amendment,
  Depth,
  DepthLevel,
  Fill,
  LimitOrder,
  MarketOrder,
  OrderId,
  Outcome,
  OwnerId,
  RestingOrder,
  SelfTradeCancel,
  Side,
} from './model.js';

/** The book's one outcome, refilled by every operation (see `Outcome`). */
class MutableOutcome implements Outcome {
  id: OrderId = 0;
  owner: OwnerId = 0;
  side: Side = 'buy';
  sequence = 0;
  filledLots = 0;
  restingLots = 0;
  cancelledLots = 0;
  addedLots = 0;
  readonly fills: MutableFill[] = [];
  readonly selfTradeCancels: SelfTradeCancel[] = [];

  reset(id: OrderId, owner: OwnerId, side: Side, sequence: number): void {
    this.id = id;
    this.owner = owner;
    this.side = side;
    this.sequence = sequence;
    this.filledLots = 0;
    this.restingLots = 0;
    this.cancelledLots = 0;
    this.addedLots = 0;
    if (this.fills.length > 0) this.fills.length = 0;
    if (this.selfTradeCancels.length > 0) this.selfTradeCancels.length = 0;
  }
}

class MutableFill implements Fill {
  makerId: OrderId = 0;
  makerOwner: OwnerId = 0;
  takerId: OrderId = 0;
  takerOwner: OwnerId = 0;
  price = 0;
  lots = 0;
  makerRemainingLots = 0;
}

const invalidQuantity = (value: number): boolean => !Number.isSafeInteger(value) || value <= 0;

const snapshot = (node: RestingNode): RestingOrder => ({
  id: node.id,
  owner: node.owner,
  side: node.side,
  price: node.price,
  lots: node.lots,
  sequence: node.sequence,
});

const depthOf = (side: BookSide, count: number): DepthLevel[] => {
  const levels: DepthLevel[] = [];
  for (const level of side.levels()) {
    if (levels.length >= count) break;
    levels.push({ price: level.price, lots: level.lots, orders: level.orders });
  }
  return levels;
};

/**
 * The in-memory order book of one symbol: price-time priority matching of limit and market
 * orders, with self-trade prevention that cancels the resting order ("cancel resting", Binance's
 * EXPIRE_MAKER) and lets the incoming one go on matching.
 *
 * Priority: better price first, then lower sequence. An amend that only lowers the open
 * quantity keeps the order's place; one that changes the price or raises the quantity takes
 * the order out and places it again, as a new arrival (and it may trade, if the new price
 * crosses).
 *
 * Cost: best bid and ask O(1); cancel O(1) (plus the level's removal when it empties, see
 * `BookSide`); a placement O(fills) plus O(1) to rest at an existing level. Operations answer
 * the book's one reused `Outcome` in a Right, and a refusal in a Left, with the book unchanged.
 */
export class OrderBook {
  readonly #bids = new BookSide('buy');
  readonly #asks = new BookSide('sell');
  readonly #byId = new Map<OrderId, RestingNode>();
  readonly #outcome = new MutableOutcome();
  /** The one Right every success answers: the outcome is reused, so its wrapper can be too. */
  readonly #success: E.Either<never, Outcome> = E.right(this.#outcome);
  /** Fill objects kept across calls so a busy book stops allocating them. */
  readonly #fillPool: MutableFill[] = [];
  #nextSequence = 1;

  /** Number of resting orders. */
  get size(): number {
    return this.#byId.size;
  }

  /** The highest bid in ticks, or undefined when no one is buying. */
  bestBid(): number | undefined {
    return this.#bids.best()?.price;
  }

  /** The lowest ask in ticks, or undefined when no one is selling. */
  bestAsk(): number | undefined {
    return this.#asks.best()?.price;
  }

  /** The resting order with this id, as a copy. */
  get(id: OrderId): RestingOrder | undefined {
    const node = this.#byId.get(id);
    return node === undefined ? undefined : snapshot(node);
  }

  /** The `levels` best prices of each side with their summed open lots, best first. */
  depth(levels: number): Depth {
    return { bids: depthOf(this.#bids, levels), asks: depthOf(this.#asks, levels) };
  }

  /**
   * Every resting order, as copies, in priority order: bids best first, then asks best first;
   * FIFO within a price. Finish iterating before changing the book.
   */
  *orders(): Generator<RestingOrder> {
    for (const side of [this.#bids, this.#asks])
      for (const level of side.levels())
        for (let node = level.head; node !== undefined; node = node.next) yield snapshot(node);
  }

  /**
   * Places a limit order: it trades against the other side while prices cross, then rests its
   * open lots at its price.
   */
  placeLimit(order: LimitOrder): E.Either<OrderBookFailure, Outcome> {
    const { id, owner, side, price, lots } = order;
    const refusal = this.#checkNew(id, lots) ?? this.#checkPrice(price);
    if (refusal !== undefined) return E.left(refusal);
    const sequence = this.#nextSequence++;
    this.#outcome.reset(id, owner, side, sequence);
    this.#enter(id, owner, side, price, lots, sequence);
    return this.#success;
  }

  /** Places a market order: it trades at whatever prices rest and its unfilled lots are cancelled. */
  placeMarket(order: MarketOrder): E.Either<OrderBookFailure, Outcome> {
    const { id, owner, side, lots } = order;
    const refusal = this.#checkNew(id, lots);
    if (refusal !== undefined) return E.left(refusal);
    const outcome = this.#outcome;
    outcome.reset(id, owner, side, this.#nextSequence++);
    const limit = side === 'buy' ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    outcome.cancelledLots = this.#match(id, owner, side, limit, lots);
    return this.#success;
  }

  /** Removes a resting order; `cancelledLots` is its open quantity. */
  cancel(id: OrderId): E.Either<OrderBookFailure, Outcome> {
    const node = this.#byId.get(id);
    if (node === undefined) return E.left({ code: 'ORDER_BOOK.UNKNOWN_ID', params: { id } });
    this.#outcome.reset(id, node.owner, node.side, node.sequence);
    this.#outcome.cancelledLots = node.lots;
    this.#remove(node);
    return this.#success;
  }

  /**
   * Changes a resting order's price and open quantity. Lowering only the quantity keeps its
   * priority (`cancelledLots` says by how much); any other change re-enters it as a new arrival
   * at the back of its new price, matching first if that price crosses the other side.
   */
  amend(id: OrderId, amendment: Amendment): E.Either<OrderBookFailure, Outcome> {
    const { price, lots } = amendment;
    const node = this.#byId.get(id);
    if (node === undefined) return E.left({ code: 'ORDER_BOOK.UNKNOWN_ID', params: { id } });
    const refusal = this.#checkPrice(price) ?? (invalidQuantity(lots) ? this.#invalidLots(lots) : undefined);
    if (refusal !== undefined) return E.left(refusal);
    const outcome = this.#outcome;
    const { owner, side } = node;
    if (price === node.price && lots <= node.lots) {
      outcome.reset(id, owner, side, node.sequence);
      outcome.cancelledLots = node.lots - lots;
      node.level.lots -= node.lots - lots;
      node.lots = lots;
      outcome.restingLots = lots;
      return this.#success;
    }
    const sequence = this.#nextSequence++;
    outcome.reset(id, owner, side, sequence);
    outcome.cancelledLots = Math.max(0, node.lots - lots);
    outcome.addedLots = Math.max(0, lots - node.lots);
    this.#remove(node);
    this.#enter(id, owner, side, price, lots, sequence);
    return this.#success;
  }

  /**
   * Loads resting orders at start-up without matching them, in sequence order so priority
   * survives a restart; later arrivals get sequences above every restored one. The book must be
   * empty; on a refusal it stays empty. Right is the number of orders restored.
   */
  restore(orders: Iterable<RestingOrder>): E.Either<OrderBookFailure, number> {
    if (this.#byId.size > 0)
      return E.left({ code: 'ORDER_BOOK.NOT_EMPTY', params: { orders: this.#byId.size } });
    const sorted = [...orders].sort((a, b) => a.sequence - b.sequence);
    const refusal = this.#load(sorted);
    if (refusal !== undefined) {
      for (const node of [...this.#byId.values()]) this.#remove(node);
      return E.left(refusal);
    }
    return E.right(sorted.length);
  }

  #load(sorted: readonly RestingOrder[]): OrderBookFailure | undefined {
    let previous = Number.NEGATIVE_INFINITY;
    for (const { id, owner, side, price, lots, sequence } of sorted) {
      const refusal = this.#checkNew(id, lots) ?? this.#checkPrice(price);
      if (refusal !== undefined) return refusal;
      if (!Number.isSafeInteger(sequence) || sequence === previous)
        return { code: 'ORDER_BOOK.INVALID_SEQUENCE', params: { sequence } };
      previous = sequence;
      this.#rest(id, owner, side, price, lots, sequence);
      this.#nextSequence = Math.max(this.#nextSequence, sequence + 1);
    }
    const bid = this.bestBid();
    const ask = this.bestAsk();
    if (bid !== undefined && ask !== undefined && bid >= ask)
      return { code: 'ORDER_BOOK.CROSSED', params: { bid, ask } };
    return undefined;
  }

  #checkNew(id: OrderId, lots: number): OrderBookFailure | undefined {
    if (!Number.isSafeInteger(id)) return { code: 'ORDER_BOOK.INVALID_ID', params: { id } };
    if (invalidQuantity(lots)) return this.#invalidLots(lots);
    if (this.#byId.has(id)) return { code: 'ORDER_BOOK.DUPLICATE_ID', params: { id } };
    return undefined;
  }

  #checkPrice(price: number): OrderBookFailure | undefined {
    return invalidQuantity(price) ? { code: 'ORDER_BOOK.INVALID_PRICE', params: { price } } : undefined;
  }

  #invalidLots(lots: number): OrderBookFailure {
    return { code: 'ORDER_BOOK.INVALID_LOTS', params: { lots } };
  }

  /** Matches an accepted limit order, then rests what is left of it. */
  #enter(id: OrderId, owner: OwnerId, side: Side, price: number, lots: number, sequence: number): void {
    const open = this.#match(id, owner, side, price, lots);
    if (open > 0) {
      this.#rest(id, owner, side, price, open, sequence);
      this.#outcome.restingLots = open;
    }
  }

  #rest(id: OrderId, owner: OwnerId, side: Side, price: number, lots: number, sequence: number): void {
    const book = side === 'buy' ? this.#bids : this.#asks;
    const node = new RestingNode(id, owner, side, price, lots, sequence, book.levelAt(price));
    book.append(node);
    this.#byId.set(id, node);
  }

  #remove(node: RestingNode): void {
    (node.side === 'buy' ? this.#bids : this.#asks).unlink(node);
    this.#byId.delete(node.id);
  }

  /**
   * Trades the taker against the other side from its best price while prices cross `limit`;
   * answers the taker's lots left open.
   */
  #match(id: OrderId, owner: OwnerId, side: Side, limit: number, lots: number): number {
    const makers = side === 'buy' ? this.#asks : this.#bids;
    const buying = side === 'buy';
    let open = lots;
    let level: PriceLevel | undefined = makers.best();
    while (open > 0 && level !== undefined && (buying ? level.price <= limit : level.price >= limit)) {
      let maker = level.head;
      while (maker !== undefined && open > 0) {
        const next = maker.next;
        if (maker.owner === owner) this.#cancelSelfTrade(makers, maker);
        else open -= this.#fill(maker, id, owner, open);
        maker = next;
      }
      level = makers.best();
    }
    this.#outcome.filledLots = lots - open;
    return open;
  }

  /** Trades up to `open` lots with `maker`, at the maker's price; answers the lots traded. */
  #fill(maker: RestingNode, takerId: OrderId, takerOwner: OwnerId, open: number): number {
    const traded = Math.min(maker.lots, open);
    const remaining = maker.lots - traded;
    const fills = this.#outcome.fills;
    const fill = this.#fillPool[fills.length] ?? this.#newPooledFill();
    fill.makerId = maker.id;
    fill.makerOwner = maker.owner;
    fill.takerId = takerId;
    fill.takerOwner = takerOwner;
    fill.price = maker.price;
    fill.lots = traded;
    fill.makerRemainingLots = remaining;
    fills.push(fill);
    if (remaining === 0) this.#remove(maker);
    else {
      maker.lots = remaining;
      maker.level.lots -= traded;
    }
    return traded;
  }

  #newPooledFill(): MutableFill {
    const fill = new MutableFill();
    this.#fillPool.push(fill);
    return fill;
  }

  #cancelSelfTrade(makers: BookSide, maker: RestingNode): void {
    const { id, owner, side, price, lots } = maker;
    this.#outcome.selfTradeCancels.push({ id, owner, side, price, lots });
    makers.unlink(maker);
    this.#byId.delete(id);
  }
}
