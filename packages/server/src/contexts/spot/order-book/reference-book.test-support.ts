import type { Fill, OrderId, OwnerId, RestingOrder, SelfTradeCancel, Side } from './model.js';

interface Entry {
  id: OrderId;
  owner: OwnerId;
  side: Side;
  price: number;
  lots: number;
  sequence: number;
}

/** What the reference reports of one operation, in the shape the properties compare. */
export interface ReferenceOutcome {
  readonly fills: Fill[];
  readonly selfTradeCancels: SelfTradeCancel[];
  readonly restingLots: number;
}

/**
 * The simplest book that could be right, for the properties to compare `OrderBook` with: one
 * array per side re-sorted by (price, sequence) after every change, matched by scanning it.
 * Only valid operations are fed to it; it does not validate.
 */
export class ReferenceBook {
  bids: Entry[] = [];
  asks: Entry[] = [];
  #nextSequence = 1;

  placeLimit(id: OrderId, owner: OwnerId, side: Side, price: number, lots: number): ReferenceOutcome {
    return this.#enter(id, owner, side, price, lots, this.#nextSequence++);
  }

  placeMarket(id: OrderId, owner: OwnerId, side: Side, lots: number): ReferenceOutcome {
    this.#nextSequence += 1;
    const { fills, selfTradeCancels } = this.#match(
      id,
      owner,
      side,
      side === 'buy' ? Infinity : -Infinity,
      lots,
    );
    return { fills, selfTradeCancels, restingLots: 0 };
  }

  cancel(id: OrderId): void {
    this.bids = this.bids.filter((e) => e.id !== id);
    this.asks = this.asks.filter((e) => e.id !== id);
  }

  amend(id: OrderId, price: number, lots: number): ReferenceOutcome {
    const entry = this.find(id)!;
    if (price === entry.price && lots <= entry.lots) {
      entry.lots = lots;
      return { fills: [], selfTradeCancels: [], restingLots: lots };
    }
    this.cancel(id);
    return this.#enter(id, entry.owner, entry.side, price, lots, this.#nextSequence++);
  }

  find(id: OrderId): Entry | undefined {
    return [...this.bids, ...this.asks].find((e) => e.id === id);
  }

  /** Resting orders in the order `OrderBook.orders` yields them. */
  orders(): RestingOrder[] {
    return [...this.bids, ...this.asks].map((e) => ({ ...e }));
  }

  #enter(id: OrderId, owner: OwnerId, side: Side, price: number, lots: number, sequence: number) {
    const { fills, selfTradeCancels, open } = this.#match(id, owner, side, price, lots);
    if (open > 0) {
      const entry = { id, owner, side, price, lots: open, sequence };
      if (side === 'buy') this.bids.push(entry);
      else this.asks.push(entry);
      this.#sort();
    }
    return { fills, selfTradeCancels, restingLots: open };
  }

  #match(id: OrderId, owner: OwnerId, side: Side, limit: number, lots: number) {
    const makers = side === 'buy' ? this.asks : this.bids;
    const fills: Fill[] = [];
    const selfTradeCancels: SelfTradeCancel[] = [];
    let open = lots;
    while (open > 0 && makers.length > 0) {
      const maker = makers[0]!;
      if (side === 'buy' ? maker.price > limit : maker.price < limit) break;
      makers.shift();
      if (maker.owner === owner) {
        const { id: makerId, side: makerSide, price, lots: makerLots } = maker;
        selfTradeCancels.push({ id: makerId, owner, side: makerSide, price, lots: makerLots });
        continue;
      }
      const traded = Math.min(open, maker.lots);
      open -= traded;
      maker.lots -= traded;
      fills.push({
        makerId: maker.id,
        makerOwner: maker.owner,
        takerId: id,
        takerOwner: owner,
        price: maker.price,
        lots: traded,
        makerRemainingLots: maker.lots,
      });
      if (maker.lots > 0) makers.unshift(maker);
    }
    return { fills, selfTradeCancels, open };
  }

  #sort(): void {
    this.bids.sort((a, b) => b.price - a.price || a.sequence - b.sequence);
    this.asks.sort((a, b) => a.price - b.price || a.sequence - b.sequence);
  }
}
