export type { AssetAmount, OrderPreview } from './calculators.js';
export {
  amountForShare,
  fillFee,
  floorToStep,
  isOnStep,
  MARKET_PRICE_BAND,
  marketPriceLimit,
  orderFreeze,
  orderNotional,
  orderPreview,
  priceToTicks,
  ticksToPrice,
} from './calculators.js';
export type { LiveMarketContext, LiveMarketEvent, MarketSnapshot } from './live-market.js';
export { LIVE_MARKET_RETRY_MS, liveMarketMachine, liveMarketView } from './live-market.js';
export type { OrderFormContext, OrderFormEvent, PlaceInput } from './machine.js';
export { orderFormMachine } from './machine.js';
export type {
  Depth,
  DepthLevel,
  MarketTrade,
  OrderDraft,
  OrderKind,
  OrderListState,
  OrderSide,
  OrderStatus,
  SpotMarket,
  SpotOrder,
} from './model.js';
export {
  ORDER_SIDE_NUMBERS,
  OrderKinds,
  OrderListStates,
  OrderSides,
  OrderStatuses,
  RECENT_TRADES,
} from './model.js';
export type { SpotApi } from './port.js';
export type { OrderContext, OrderField, OrderForm } from './rules.js';
export { validateOrder, validateOrderAmount, validateOrderPrice } from './rules.js';
