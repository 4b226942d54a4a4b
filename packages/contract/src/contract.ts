import { accountEndpoints } from './endpoints/account.js';
import { futuresEndpoints } from './endpoints/futures.js';
import { marketEndpoints } from './endpoints/market.js';
import { operatorEndpoints } from './endpoints/operator.js';
import { optionsEndpoints } from './endpoints/options.js';
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
  session: sessionEndpoints,
  market: marketEndpoints,
  account: accountEndpoints,
  verification: verificationEndpoints,
  wallet: walletEndpoints,
  spot: spotEndpoints,
  options: optionsEndpoints,
  futures: futuresEndpoints,
  operator: operatorEndpoints,
};

export type ContractGroups = typeof contractGroups;

/** Every call of the API, by name (names are unique across contexts). */
export const contract = {
  ...siteEndpoints,
  ...sessionEndpoints,
  ...marketEndpoints,
  ...accountEndpoints,
  ...verificationEndpoints,
  ...walletEndpoints,
  ...spotEndpoints,
  ...optionsEndpoints,
  ...futuresEndpoints,
  ...operatorEndpoints,
};

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

/** The base path every endpoint lives under. */
export const API_PREFIX = '/api';
