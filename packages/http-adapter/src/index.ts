/**
 * @tessera/http-adapter: core's ports over HTTP (ky), socket.io and storage. A front end's
 * composition root calls `createHttpTessera`; a script or another framework's app calls
 * `createExchange` (plain promises); nothing else should need this package.
 *
 * @module @tessera/http-adapter
 */

export type { Calls, Client, ClientMethod, ClientOf, HttpClientOptions, Transport } from './client.js';
export { createHttpClient, newIdempotencyKey, REQUEST_TIMEOUT_MS } from './client.js';
export type { HttpTessera, HttpTesseraOptions } from './compose.js';
export { createHttpTessera } from './compose.js';
export type { AsyncCall, Exchange, ExchangeCalls, ExchangeOptions, ExchangeWatchers } from './exchange.js';
export { createExchange } from './exchange.js';
export {
  DecodeError,
  NetworkError,
  NotLoggedIn,
  NotVerified,
  RateLimited,
  Rejected,
  TesseraError,
  Timeout,
  toTesseraError,
} from './exchange-errors.js';
export { createLoadingSignal, SLOW_REQUEST_MS } from './loading.js';
export {
  parseBankCard,
  parseDeviceSession,
  parseInternationalBankCard,
  parsePage,
  parseQuote,
  parseSiteConfig,
  parseUser,
  parseVerificationStatus,
  parseWalletAddress,
} from './parse.js';
export { parseDepth, parseMarketTrade, parseSpotMarket, parseSpotOrder } from './parse-spot.js';
export {
  parseAsset,
  parseConversionQuote,
  parseConvertibles,
  parseDeposit,
  parseDepositAddress,
  parseLedgerRecord,
  parseTransferRecord,
  parseWalletOverview,
  parseWithdrawal,
  parseWithdrawalInfo,
} from './parse-wallet.js';
export {
  createAccountApi,
  createMarketApi,
  createSessionApi,
  createSiteApi,
  createVerificationApi,
} from './ports.js';
export type { SocketFeed, SocketFeedOptions } from './socket-feed.js';
export { createSocketFeed } from './socket-feed.js';
export { createSpotApi } from './spot-port.js';
export { browserStorage, memoryStorage } from './storage.js';
export { createWalletApi } from './wallet-port.js';
