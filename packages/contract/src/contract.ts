import { joinGroups } from './endpoint.js';
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
