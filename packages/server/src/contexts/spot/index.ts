export { MatchingBook } from './book.js';
export { type RecordedTrade, SpotEngine, type SpotEvents } from './engine.js';
export { createSpotHandlers, type SpotDeps } from './handlers.js';
export { houseQuotes } from './market-maker.js';
export { createMarketPushes } from './market-pushes.js';
export { MARKET_MAKER } from './postings.js';
export { spotMarketsOf } from './spot-markets.js';
