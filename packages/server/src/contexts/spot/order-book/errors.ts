import type { OrderId } from './model.js';

/**
 * Why the book refused an operation. Expected refusals are values, never exceptions; the book is
 * unchanged after any of them.
 */
export type OrderBookFailure =
  /** An id that is not a safe integer. */
  | { readonly code: 'ORDER_BOOK.INVALID_ID'; readonly params: { readonly id: OrderId } }
  /** A price that is not a positive safe integer of ticks. */
  | { readonly code: 'ORDER_BOOK.INVALID_PRICE'; readonly params: { readonly price: number } }
  /** A quantity that is not a positive safe integer of lots. */
  | { readonly code: 'ORDER_BOOK.INVALID_LOTS'; readonly params: { readonly lots: number } }
  /** A sequence (on restore) that is not a safe integer, or that two orders share. */
  | { readonly code: 'ORDER_BOOK.INVALID_SEQUENCE'; readonly params: { readonly sequence: number } }
  /** An order with this id is already resting. */
  | { readonly code: 'ORDER_BOOK.DUPLICATE_ID'; readonly params: { readonly id: OrderId } }
  /** No resting order has this id (it may have filled or been cancelled already). */
  | { readonly code: 'ORDER_BOOK.UNKNOWN_ID'; readonly params: { readonly id: OrderId } }
  /** Restore needs an empty book. */
  | { readonly code: 'ORDER_BOOK.NOT_EMPTY'; readonly params: { readonly orders: number } }
  /** Restored orders would leave the best bid at or above the best ask. */
  | { readonly code: 'ORDER_BOOK.CROSSED'; readonly params: { readonly bid: number; readonly ask: number } };

export type OrderBookFailureCode = OrderBookFailure['code'];
