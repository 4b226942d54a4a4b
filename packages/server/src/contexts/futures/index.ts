export { closePosition } from './closing.js';
export { FuturesEngine } from './engine.js';
export { createFuturesHandlers, FUTURES_HOLDER_ENDPOINTS, type FuturesDeps } from './handlers.js';
export { futuresMarketsOf } from './markets.js';
export { type Mirrored, NO_MIRROR, NOTHING_MIRRORED, type PositionMirror } from './mirror.js';
export { newPositionRow, type PositionRow, wirePosition } from './positions.js';
export { marginAccount, openPostings } from './postings.js';
