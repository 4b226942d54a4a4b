import type { TradingVenue } from '../market/index.js';
import type { Decimal } from '../shared/decimal.js';

export const FuturesSides = ['long', 'short'] as const;
export type FuturesSide = (typeof FuturesSides)[number];

/** The spec's `type` of `/lever/submit`: 1 long (buy up), 2 short (sell down). */
export const FUTURES_SIDE_NUMBERS = { long: 1, short: 2 } as const satisfies Record<FuturesSide, number>;

/** A market order opens at the recorded price; a limit order waits until the price reaches its own. */
export const FuturesOrderKinds = ['market', 'limit'] as const;
export type FuturesOrderKind = (typeof FuturesOrderKinds)[number];

/**
 * A position's life: `pending` a limit order waiting for its price (its margin and fee frozen),
 * `open`, then `closed` (by its owner, a take-profit, a stop-loss or liquidation) or `cancelled`
 * (a pending order withdrawn).
 */
export const PositionStates = ['pending', 'open', 'closed', 'cancelled'] as const;
export type PositionState = (typeof PositionStates)[number];

export const CloseReasons = ['user', 'take_profit', 'stop_loss', 'liquidation', 'trader'] as const;
export type CloseReason = (typeof CloseReasons)[number];

/** `/lever/batch_close`'s `type`: every open position, or only the longs, or only the shorts. */
export const BatchCloseScopes = ['all', 'long', 'short'] as const;
export type BatchCloseScope = (typeof BatchCloseScopes)[number];

/**
 * A futures market's published rules. A lot is `lotSize` of the base (a share for a stock);
 * positions are `lotsStep` multiples between `minLots` and `maxLots`; leverage is one of
 * `multiples`. The fee is `feeRate` of the notional at opening and at closing; the overnight fee
 * `overnightRate` of the margin per night held; a position is liquidated when its risk rate falls
 * to `maintenanceRate`. Crypto contracts margin from the `futures` account, stock contracts from
 * the `stock` account, both in `marginAsset` (USDT: a stock's US-dollar price is taken at par, as
 * quick buy takes USD to USDT 1:1); stock contracts trade in their exchange's hours only (`venue`).
 */
export interface FuturesMarket {
  /** `BASE/QUOTE`, e.g. `BTC/USDT` or `AAPL/USD`. */
  readonly symbol: string;
  readonly baseId: number;
  readonly quoteId: number;
  readonly account: 'futures' | 'stock';
  readonly marginAsset: string;
  /** The margin asset's decimals: margins and fees are booked rounded up to them. */
  readonly marginDecimals: number;
  /** When it trades: `always` (crypto) or its exchange's hours (core's `isMarketOpen`). */
  readonly venue: TradingVenue;
  readonly priceStep: Decimal;
  readonly lotSize: Decimal;
  readonly lotsStep: Decimal;
  readonly minLots: Decimal;
  readonly maxLots: Decimal;
  readonly multiples: readonly number[];
  readonly feeRate: Decimal;
  readonly overnightRate: Decimal;
  readonly maintenanceRate: Decimal;
}

/** An order as the user asks for it, checked: `limitPrice` null for a market order, stops null when unset. */
export interface FuturesDraft {
  readonly symbol: string;
  readonly side: FuturesSide;
  readonly kind: FuturesOrderKind;
  readonly multiple: number;
  readonly lots: Decimal;
  readonly limitPrice: Decimal | null;
  readonly takeProfit: Decimal | null;
  readonly stopLoss: Decimal | null;
  /** A fee-discount coupon applied to the opening fee (`setting/coupon`); absent: none. */
  readonly couponId?: number;
}

/** What an order will cost before it is confirmed, from core's calculators. */
export interface FuturesPreview {
  /** At the order's price: the limit price, or the reference price for a market order. */
  readonly entryPrice: Decimal;
  readonly notional: Decimal;
  readonly margin: Decimal;
  /** Paid at opening (the same rate again at closing). */
  readonly fee: Decimal;
  /** Null when no positive price would liquidate it. */
  readonly liquidationPrice: Decimal | null;
  /** What opening takes from the account: margin and fee. */
  readonly required: Decimal;
}

/** A price the feed recorded, by its id in the record: what a position opened or closed at. */
export interface FuturesRecordedPrice {
  readonly tickId: number;
  readonly price: Decimal;
  /** ISO 8601 UTC. */
  readonly at: string;
}

/**
 * A position (or, while `pending`, a limit order waiting for its price). Its margin and opening
 * fee left the account when it was placed; overnight fees accrue nightly; `realizedPnl` is set at
 * the close, at the recorded price that closed it.
 */
export interface FuturesPosition {
  readonly id: number;
  readonly symbol: string;
  readonly side: FuturesSide;
  readonly kind: FuturesOrderKind;
  readonly multiple: number;
  readonly lots: Decimal;
  readonly lotSize: Decimal;
  readonly state: PositionState;
  readonly limitPrice: Decimal | null;
  /** Null while pending. */
  readonly open: FuturesRecordedPrice | null;
  readonly margin: Decimal;
  /** The opening fee charged, after any coupon. */
  readonly openFee: Decimal;
  /** What a coupon waived of the opening fee; zero without one. */
  readonly openFeeWaived: Decimal;
  readonly overnightFees: Decimal;
  readonly takeProfit: Decimal | null;
  readonly stopLoss: Decimal | null;
  readonly liquidationPrice: Decimal | null;
  /** ISO 8601 UTC. */
  readonly createdAt: string;
  readonly close: FuturesRecordedPrice | null;
  readonly closeReason: CloseReason | null;
  readonly closeFee: Decimal | null;
  readonly realizedPnl: Decimal | null;
  /** What the close gave back to the account (margin + P&L − fee, never below zero). */
  readonly returned: Decimal | null;
  /** The market's published rates the position was opened under, for anyone recomputing it. */
  readonly feeRate: Decimal;
  readonly maintenanceRate: Decimal;
  readonly overnightRate: Decimal;
  /** The calculators that settled its close (`FUTURES_CALCULATOR_VERSION` then); null while open. */
  readonly calculatorVersion: string | null;
}
