/**
 * The order book's vocabulary. Prices are integer ticks and quantities integer lots (safe
 * integers): the spot service converts decimals at its boundary so matching never touches one.
 */

/** Buying (a bid) or selling (an ask) the symbol's base asset. */
export type Side = 'buy' | 'sell';

/** An order's id, chosen by the caller (the spot service's database id); unique among resting orders. */
export type OrderId = number;

/** The user an order belongs to; two orders of one owner never trade with each other. */
export type OwnerId = number;

/** A limit order to place: it trades what crosses and rests the rest. */
export interface LimitOrder {
  readonly id: OrderId;
  readonly owner: OwnerId;
  readonly side: Side;
  /** Limit price in ticks. */
  readonly price: number;
  readonly lots: number;
}

/** A market order: it trades at any price, never rests, and its unfilled rest is cancelled. */
export interface MarketOrder {
  readonly id: OrderId;
  readonly owner: OwnerId;
  readonly side: Side;
  readonly lots: number;
}

/** What an amend asks for: the new limit price and the new open (unfilled) quantity. */
export interface Amendment {
  readonly price: number;
  readonly lots: number;
}

/** An order on the book, as `get`, `orders` and `restore` see it. */
export interface RestingOrder {
  readonly id: OrderId;
  readonly owner: OwnerId;
  readonly side: Side;
  readonly price: number;
  /** Open quantity: what is left to fill. */
  readonly lots: number;
  /** Arrival stamp: within a price the lower sequence trades first; persist it to keep priority. */
  readonly sequence: number;
}

/** One trade between a resting maker and the incoming taker, at the maker's price. */
export interface Fill {
  readonly makerId: OrderId;
  readonly makerOwner: OwnerId;
  readonly takerId: OrderId;
  readonly takerOwner: OwnerId;
  readonly price: number;
  readonly lots: number;
  /** The maker's open quantity after this fill; 0 means it left the book filled. */
  readonly makerRemainingLots: number;
}

/** A resting order removed by self-trade prevention, with the open lots its owner gets back. */
export interface SelfTradeCancel {
  readonly id: OrderId;
  readonly owner: OwnerId;
  readonly side: Side;
  readonly price: number;
  readonly lots: number;
}

/**
 * What an operation did to its subject (the placed, cancelled or amended order) and to the
 * orders it met. For one order, resting + filled + cancelled = ordered, where an amend that
 * raises the size adds `addedLots` to what was ordered.
 *
 * The book hands back the same object, refilled, on every call so matching allocates nothing:
 * read it, or copy what you keep, before the next call on that book.
 */
export interface Outcome {
  readonly id: OrderId;
  readonly owner: OwnerId;
  readonly side: Side;
  /** The subject's arrival stamp; a new one when it (re)entered the book in this operation. */
  readonly sequence: number;
  /** Lots of the subject traded in this operation. */
  readonly filledLots: number;
  /** The subject's open lots on the book afterwards; 0 when it is not resting. */
  readonly restingLots: number;
  /** Lots of the subject removed untraded: a cancel, an amend down, a market order's rest. */
  readonly cancelledLots: number;
  /** Lots an amend added to the subject's size (the caller freezes that much more). */
  readonly addedLots: number;
  /** Trades in execution order; the subject is the taker of every one. */
  readonly fills: readonly Fill[];
  /** Resting orders of the subject's owner that self-trade prevention cancelled. */
  readonly selfTradeCancels: readonly SelfTradeCancel[];
}

/** One price of a depth snapshot: the open lots of every order at that price. */
export interface DepthLevel {
  readonly price: number;
  readonly lots: number;
  readonly orders: number;
}

/** The best levels of each side, best first. */
export interface Depth {
  readonly bids: readonly DepthLevel[];
  readonly asks: readonly DepthLevel[];
}
