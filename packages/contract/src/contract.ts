import { accountEndpoints } from './endpoints/account.js';
import { marketEndpoints } from './endpoints/market.js';
import { operatorEndpoints } from './endpoints/operator.js';
import { sessionEndpoints } from './endpoints/session.js';
import { siteEndpoints } from './endpoints/site.js';
import { spotEndpoints } from './endpoints/spot.js';
import { verificationEndpoints } from './endpoints/verification.js';
import { walletEndpoints } from './endpoints/wallet.js';

/** Every call of the API, by name. Add a bounded context's endpoints here to expose them. */
export const contract = {
  ...siteEndpoints,
  ...sessionEndpoints,
  ...marketEndpoints,
  ...accountEndpoints,
  ...verificationEndpoints,
  ...walletEndpoints,
  ...spotEndpoints,
  ...operatorEndpoints,
};

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

/** The base path every endpoint lives under. */
export const API_PREFIX = '/api';
