export { MatchingBook } from './book.js';
export { type RecordedTrade, SpotEngine, type SpotEvents } from './engine.js';
export { createSpotHandlers, DEPTH_LEVELS, RECENT_TRADES, type SpotDeps } from './handlers.js';
export { houseQuotes } from './market-maker.js';
export { MARKET_MAKER } from './postings.js';
export { spotMarketsOf } from './spot-markets.js';
