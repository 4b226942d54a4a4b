import { joinGroups } from '@tessera/contract/endpoint';
import { accountEndpoints } from '@tessera/contract/endpoints/account';
import { marketEndpoints } from '@tessera/contract/endpoints/market';
import { sessionEndpoints } from '@tessera/contract/endpoints/session';
import { siteEndpoints } from '@tessera/contract/endpoints/site';
import { spotEndpoints } from '@tessera/contract/endpoints/spot';
import { verificationEndpoints } from '@tessera/contract/endpoints/verification';
import { walletEndpoints } from '@tessera/contract/endpoints/wallet';
import {
  type ContentApi,
  type CopyTradingApi,
  createTessera,
  type DualApi,
  type FuturesApi,
  type GuessApi,
  type IeoApi,
  type LoansApi,
  type MessagesApi,
  type MiningApi,
  type Navigator,
  type NftApi,
  type Notifier,
  type OptionsApi,
  type ProofsApi,
  type QuickBuyApi,
  type RewardsApi,
  type Storage,
  StorageKeys,
} from '@tessera/core';
import { clientOf, createTransport, type HttpClientOptions } from './client.js';
import { lazyPort } from './lazy-port.js';
import {
  createAccountApi,
  createMarketApi,
  createSessionApi,
  createSiteApi,
  createVerificationApi,
} from './ports.js';
import { createSocketFeed } from './socket-feed.js';
import { createSpotApi } from './spot-port.js';
import { createWalletApi } from './wallet-port.js';

export interface HttpTesseraOptions extends HttpClientOptions {
  readonly storage: Storage;
  readonly navigator: Navigator;
  readonly notifier: Notifier;
  /** The realtime socket opens once this settles (see `SocketFeedOptions.opensAfter`). */
  readonly feedOpensAfter?: Promise<unknown>;
}

/** Every call of the product ports, loaded on first use. */
const OPTIONS_CALLS: { readonly [K in keyof OptionsApi]: true } = {
  payableCurrencies: true,
  offer: true,
  submit: true,
  orders: true,
  result: true,
};
const FUTURES_CALLS: { readonly [K in keyof FuturesApi]: true } = {
  markets: true,
  submit: true,
  positions: true,
  close: true,
  batchClose: true,
  setStops: true,
  history: true,
};
const MINING_CALLS: { readonly [K in keyof MiningApi]: true } = {
  plans: true,
  buy: true,
  orders: true,
  order: true,
  redeem: true,
};
const DUAL_CALLS: { readonly [K in keyof DualApi]: true } = {
  products: true,
  product: true,
  buy: true,
  orders: true,
};
const IEO_CALLS: { readonly [K in keyof IeoApi]: true } = {
  projects: true,
  project: true,
  subscribe: true,
  subscriptions: true,
};
const QUICK_BUY_CALLS: { readonly [K in keyof QuickBuyApi]: true } = {
  offer: true,
  place: true,
  submitProof: true,
  cancel: true,
  order: true,
  orders: true,
};
const GUESS_CALLS: { readonly [K in keyof GuessApi]: true } = {
  questions: true,
  question: true,
  bet: true,
  bets: true,
};
const COPY_TRADING_CALLS: { readonly [K in keyof CopyTradingApi]: true } = {
  traders: true,
  trader: true,
  traderHistory: true,
  follow: true,
  cancel: true,
  follows: true,
  copies: true,
  selfHold: true,
  becomeTrader: true,
};
const NFT_CALLS: { readonly [K in keyof NftApi]: true } = {
  artworks: true,
  artwork: true,
  artists: true,
  artist: true,
  collect: true,
  collection: true,
  currency: true,
  buy: true,
  deposit: true,
  bid: true,
  bids: true,
  myBids: true,
  mine: true,
  resell: true,
  needPay: true,
  pay: true,
  blindSeries: true,
  buyBlindBox: true,
  openBlindBox: true,
  messages: true,
  readMessages: true,
};
const REWARDS_CALLS: { readonly [K in keyof RewardsApi]: true } = {
  vipTiers: true,
  vip: true,
  invite: true,
  rebates: true,
  coupons: true,
  claimCoupon: true,
};
const PROOFS_CALLS: { readonly [K in keyof ProofsApi]: true } = {
  settlements: true,
  settlement: true,
  ticks: true,
  head: true,
  reserves: true,
  myReserves: true,
};
const CONTENT_CALLS: { readonly [K in keyof ContentApi]: true } = {
  popup: true,
  news: true,
  article: true,
  menu: true,
  faq: true,
  page: true,
  linkHosts: true,
};
const MESSAGES_CALLS: { readonly [K in keyof MessagesApi]: true } = {
  list: true,
  read: true,
  unread: true,
  chat: true,
  sendChat: true,
  readChat: true,
};
const LOAN_CALLS: { readonly [K in keyof LoansApi]: true } = {
  context: true,
  apply: true,
  loans: true,
  loan: true,
  cancel: true,
  repay: true,
};

/**
 * The SDK wired to a Tessera server over HTTP and socket.io: what a front end's composition root
 * calls once. `close()` stops the machines and the socket. The calls of the contexts every screen
 * may need are built at once; the products' (options, futures, copy trading, mining, dual, IEO, quick buy, OTC loans, the guess game, NFTs), the published content and the message centre, with their codecs and
 * parsers, are fetched on their first call, so a first screen that does not use them does not
 * carry them.
 */
export const createHttpTessera = (options: HttpTesseraOptions) => {
  const transport = createTransport(options);
  const client = clientOf(
    transport,
    joinGroups(
      siteEndpoints,
      sessionEndpoints,
      marketEndpoints,
      accountEndpoints,
      verificationEndpoints,
      walletEndpoints,
      spotEndpoints,
    ),
  );
  const feed = createSocketFeed({
    url: options.baseUrl ?? '',
    token: () => options.storage.get(StorageKeys.token) ?? null,
    ...(options.feedOpensAfter === undefined ? {} : { opensAfter: options.feedOpensAfter }),
  });
  const tessera = createTessera({
    api: {
      session: createSessionApi(client),
      market: createMarketApi(client),
      account: createAccountApi(client),
      verification: createVerificationApi(client),
      wallet: createWalletApi(client),
      spot: createSpotApi(client),
      options: lazyPort(
        () => import('./options-port.js').then((port) => port.optionsApiOver(transport)),
        OPTIONS_CALLS,
      ),
      futures: lazyPort(
        () => import('./futures-port.js').then((port) => port.futuresApiOver(transport)),
        FUTURES_CALLS,
      ),
      mining: lazyPort(
        () => import('./mining-port.js').then((port) => port.miningApiOver(transport)),
        MINING_CALLS,
      ),
      dual: lazyPort(() => import('./dual-port.js').then((port) => port.dualApiOver(transport)), DUAL_CALLS),
      ieo: lazyPort(() => import('./ieo-port.js').then((port) => port.ieoApiOver(transport)), IEO_CALLS),
      quickBuy: lazyPort(
        () => import('./quickbuy-port.js').then((port) => port.quickBuyApiOver(transport)),
        QUICK_BUY_CALLS,
      ),
      loans: lazyPort(
        () => import('./loans-port.js').then((port) => port.loansApiOver(transport)),
        LOAN_CALLS,
      ),
      guess: lazyPort(
        () => import('./guess-port.js').then((port) => port.guessApiOver(transport)),
        GUESS_CALLS,
      ),
      copyTrading: lazyPort(
        () => import('./copytrading-port.js').then((port) => port.copyTradingApiOver(transport)),
        COPY_TRADING_CALLS,
      ),
      content: lazyPort(
        () => import('./content-port.js').then((port) => port.contentApiOver(transport)),
        CONTENT_CALLS,
      ),
      messages: lazyPort(
        () => import('./messages-port.js').then((port) => port.messagesApiOver(transport)),
        MESSAGES_CALLS,
      ),
      nft: lazyPort(() => import('./nft-port.js').then((port) => port.nftApiOver(transport)), NFT_CALLS),
      rewards: lazyPort(
        () => import('./rewards-port.js').then((port) => port.rewardsApiOver(transport)),
        REWARDS_CALLS,
      ),
      proofs: lazyPort(
        () => import('./proofs-port.js').then((port) => port.proofsApiOver(transport)),
        PROOFS_CALLS,
      ),
      site: createSiteApi(client),
    },
    feed,
    storage: options.storage,
    navigator: options.navigator,
    notifier: options.notifier,
  });
  // The private room follows the session: joined on sign-in, left on sign-out.
  let token = tessera.session.getSnapshot().context.token;
  const following = tessera.session.subscribe((snapshot) => {
    if (snapshot.context.token === token) return;
    token = snapshot.context.token;
    feed.authenticate();
  });
  return {
    tessera,
    client,
    feed,
    close: () => {
      following.unsubscribe();
      tessera.stop();
      feed.close();
    },
  };
};

export type HttpTessera = ReturnType<typeof createHttpTessera>;
