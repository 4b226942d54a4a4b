export type { OrderBookFailure, OrderBookFailureCode } from './errors.js';
export type {
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
export { OrderBook } from './order-book.js';
