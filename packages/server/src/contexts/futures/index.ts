export { FuturesEngine } from './engine.js';
export { createFuturesHandlers, FUTURES_HOLDER_ENDPOINTS, type FuturesDeps } from './handlers.js';
export { futuresMarketsOf } from './markets.js';
