/**
 * @tessera/server: the reference exchange. `startServer` runs the API, realtime pushes, the
 * simulated market and the built UI on one port; cli-sim and the tests embed it this way.
 */

export type { ServerConfig } from './config.js';
export { configFromEnv } from './config.js';
export type { MarketSpec } from './contexts/market/index.js';
export { MARKETS, syntheticMarkets } from './contexts/market/index.js';
/** The seeded generator the simulated market replays from; benches and torture tests reuse it. */
export { mulberry32 } from './contexts/market/random.js';
export type {
  Amendment,
  Depth,
  DepthLevel,
  Fill,
  LimitOrder,
  MarketOrder,
  OrderBookFailure,
  OrderBookFailureCode,
  OrderId,
  Outcome,
  OwnerId,
  RestingOrder,
  SelfTradeCancel,
  Side,
} from './contexts/spot/order-book/index.js';
export { OrderBook } from './contexts/spot/order-book/index.js';
export { MEMORY_DATA_DIR } from './db/database.js';
export { SCHEMA_VERSION } from './db/migrate.js';
export type { RunningServer } from './server.js';
export { startServer } from './server.js';
export type { Clock } from './shared/clock.js';
