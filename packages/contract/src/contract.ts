import { accountEndpoints } from './endpoints/account.js';
import { contentEndpoints } from './endpoints/content.js';
import { copyTradingEndpoints } from './endpoints/copytrading.js';
import { dualEndpoints } from './endpoints/dual.js';
import { futuresEndpoints } from './endpoints/futures.js';
import { guessEndpoints } from './endpoints/guess.js';
import { ieoEndpoints } from './endpoints/ieo.js';
import { loanEndpoints } from './endpoints/loans.js';
import { marketEndpoints } from './endpoints/market.js';
import { messagesEndpoints } from './endpoints/messages.js';
import { miningEndpoints } from './endpoints/mining.js';
import { nftEndpoints } from './endpoints/nft.js';
import { operatorEndpoints } from './endpoints/operator.js';
import { optionsEndpoints } from './endpoints/options.js';
import { proofsEndpoints } from './endpoints/proofs.js';
import { quickBuyEndpoints } from './endpoints/quickbuy.js';
import { rewardsEndpoints } from './endpoints/rewards.js';
import { sessionEndpoints } from './endpoints/session.js';
import { siteEndpoints } from './endpoints/site.js';
import { spotEndpoints } from './endpoints/spot.js';
import { verificationEndpoints } from './endpoints/verification.js';
import { walletEndpoints } from './endpoints/wallet.js';

/**
 * The calls by bounded context: what a front end organised by context sees (the promise face of
 * the http-adapter gives `exchange.wallet.transfer`…). Add a bounded context's endpoints here.
 */
export const contractGroups = {
  site: siteEndpoints,
  content: contentEndpoints,
  messages: messagesEndpoints,
  rewards: rewardsEndpoints,
  proofs: proofsEndpoints,
  session: sessionEndpoints,
  market: marketEndpoints,
  account: accountEndpoints,
  verification: verificationEndpoints,
  wallet: walletEndpoints,
  spot: spotEndpoints,
  options: optionsEndpoints,
  futures: futuresEndpoints,
  copyTrading: copyTradingEndpoints,
  mining: miningEndpoints,
  dual: dualEndpoints,
  ieo: ieoEndpoints,
  quickBuy: quickBuyEndpoints,
  loans: loanEndpoints,
  guess: guessEndpoints,
  nft: nftEndpoints,
  operator: operatorEndpoints,
};

export type ContractGroups = typeof contractGroups;

/** Turns a union into the intersection of its members: the tables of several groups as one. */
export type Joined<U> = (U extends unknown ? (table: U) => void : never) extends (table: infer I) => void
  ? I
  : never;

/**
 * Several groups' tables as one (names are unique across contexts). Marked pure, so a bundle that
 * never reads a joined table keeps none of the groups it would have joined: a front end that loads
 * a context's calls on first use (see the http-adapter's `createHttpTessera`) does not carry them.
 */
export const joinGroups = <T extends readonly object[]>(...groups: T): Joined<T[number]> =>
  Object.assign({}, ...groups);

/** Every call of the API, by name. */
export const contract = /* @__PURE__ */ joinGroups(
  siteEndpoints,
  contentEndpoints,
  messagesEndpoints,
  rewardsEndpoints,
  proofsEndpoints,
  sessionEndpoints,
  marketEndpoints,
  accountEndpoints,
  verificationEndpoints,
  walletEndpoints,
  spotEndpoints,
  optionsEndpoints,
  futuresEndpoints,
  copyTradingEndpoints,
  miningEndpoints,
  dualEndpoints,
  ieoEndpoints,
  quickBuyEndpoints,
  loanEndpoints,
  guessEndpoints,
  nftEndpoints,
  operatorEndpoints,
);

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

/** The base path every endpoint lives under. */
export const API_PREFIX = '/api';
