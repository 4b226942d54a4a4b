import type { Decimal } from '../shared/decimal.js';

export const OrderSides = ['buy', 'sell'] as const;
export type OrderSide = (typeof OrderSides)[number];

/** The spec's `type` of `/coin/trade`: 1 buy, 2 sell. */
export const ORDER_SIDE_NUMBERS = { buy: 1, sell: 2 } as const satisfies Record<OrderSide, number>;

/** A limit order waits in the book at its price; a market order takes what the book offers now. */
export const OrderKinds = ['limit', 'market'] as const;
export type OrderKind = (typeof OrderKinds)[number];

/**
 * An order's life: `open` rests in the book (nothing filled yet), `partial` rests with some filled,
 * `filled` and `cancelled` are done (a cancelled order may have filled in part).
 */
export const OrderStatuses = ['open', 'partial', 'filled', 'cancelled'] as const;
export type OrderStatus = (typeof OrderStatuses)[number];

/** `/coin/list`'s `state`: orders still in the book, or done with. */
export const OrderListStates = ['open', 'done'] as const;
export type OrderListState = (typeof OrderListStates)[number];

/**
 * A spot market's trading rules: prices move in `priceStep`s, amounts (of the base asset) in
 * `amountStep`s; an order is at least `minAmount` and worth at least `minNotional` of the quote
 * asset. The fee is a rate of what the order receives (a buyer pays it in the base asset, a
 * seller in the quote asset), `makerFeeRate` for the resting side of a fill, `takerFeeRate` for
 * the incoming one.
 */
export interface SpotMarket {
  /** `BASE/QUOTE`, e.g. `BTC/USDT`. */
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  /** The base coin's id (`currency_id` of `/coin/trade`). */
  readonly baseId: number;
  /** The quote coin's id (`legal_id` of `/coin/trade`). */
  readonly quoteId: number;
  readonly priceStep: Decimal;
  readonly amountStep: Decimal;
  readonly minAmount: Decimal;
  readonly minNotional: Decimal;
  readonly makerFeeRate: Decimal;
  readonly takerFeeRate: Decimal;
}

/** An order as the user asks for it, checked: `price` is null for a market order. */
export interface OrderDraft {
  readonly symbol: string;
  readonly side: OrderSide;
  readonly kind: OrderKind;
  /** In the base asset. */
  readonly amount: Decimal;
  readonly price: Decimal | null;
  /** A fee-discount coupon applied to the order (`setting/coupon`); absent: none. */
  readonly couponId?: number;
}

export interface SpotOrder {
  readonly id: number;
  readonly symbol: string;
  readonly side: OrderSide;
  readonly kind: OrderKind;
  /** The limit price; null for a market order. */
  readonly price: Decimal | null;
  readonly amount: Decimal;
  readonly filled: Decimal;
  /** What the fills cost or brought, in the quote asset. */
  readonly filledValue: Decimal;
  /** The mean price of the fills; null before the first. */
  readonly averagePrice: Decimal | null;
  /** What the fills were charged, after any coupon. */
  readonly fee: Decimal;
  readonly feeAsset: string;
  /** The share of the fees a coupon waives; zero without one. */
  readonly feeDiscount: Decimal;
  readonly status: OrderStatus;
  /** ISO 8601 UTC. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** One price level of a book side: the price and the amount resting at it. */
export interface DepthLevel {
  readonly price: Decimal;
  readonly amount: Decimal;
}

/** The best levels of a market's book: bids highest first, asks lowest first. */
export interface Depth {
  readonly symbol: string;
  readonly bids: readonly DepthLevel[];
  readonly asks: readonly DepthLevel[];
  readonly at: string;
}

/** How many of a market's latest trades `/coin/trades` answers and a live screen keeps. */
export const RECENT_TRADES = 50;

/** A trade in a market: `side` is the incoming (taker) order's side. */
export interface MarketTrade {
  readonly id: number;
  readonly symbol: string;
  readonly price: Decimal;
  readonly amount: Decimal;
  readonly side: OrderSide;
  readonly at: string;
}
