import type { EndpointName } from './contract.js';
import { joinGroups } from './endpoint.js';
import { accountSummaries } from './endpoints/account.docs.js';
import { contentSummaries } from './endpoints/content.docs.js';
import { copyTradingSummaries } from './endpoints/copytrading.docs.js';
import { dualSummaries } from './endpoints/dual.docs.js';
import { futuresSummaries } from './endpoints/futures.docs.js';
import { guessSummaries } from './endpoints/guess.docs.js';
import { ieoSummaries } from './endpoints/ieo.docs.js';
import { loanSummaries } from './endpoints/loans.docs.js';
import { marketSummaries } from './endpoints/market.docs.js';
import { messagesSummaries } from './endpoints/messages.docs.js';
import { miningSummaries } from './endpoints/mining.docs.js';
import { nftSummaries } from './endpoints/nft.docs.js';
import { operatorSummaries } from './endpoints/operator.docs.js';
import { optionsSummaries } from './endpoints/options.docs.js';
import { proofsSummaries } from './endpoints/proofs.docs.js';
import { quickBuySummaries } from './endpoints/quickbuy.docs.js';
import { rewardsSummaries } from './endpoints/rewards.docs.js';
import { sessionSummaries } from './endpoints/session.docs.js';
import { siteSummaries } from './endpoints/site.docs.js';
import { spotSummaries } from './endpoints/spot.docs.js';
import { verificationSummaries } from './endpoints/verification.docs.js';
import { walletSummaries } from './endpoints/wallet.docs.js';

/**
 * What every call of the API does, in words, by name: the OpenAPI document's summaries. Kept apart
 * from the wire tables (`contract.ts`) and read only by `openapi.ts`, so a client bundle, which
 * never builds the document, carries none of the texts. Each group's table names exactly its
 * group's endpoints (`Summaries`); this type fails if a group is left out. Add a bounded context's
 * summaries here when its endpoints join `contract`.
 */
export const summaries: Readonly<Record<EndpointName, string>> = /* @__PURE__ */ joinGroups(
  siteSummaries,
  contentSummaries,
  messagesSummaries,
  rewardsSummaries,
  proofsSummaries,
  sessionSummaries,
  marketSummaries,
  accountSummaries,
  verificationSummaries,
  walletSummaries,
  spotSummaries,
  optionsSummaries,
  futuresSummaries,
  copyTradingSummaries,
  miningSummaries,
  dualSummaries,
  ieoSummaries,
  quickBuySummaries,
  loanSummaries,
  guessSummaries,
  nftSummaries,
  operatorSummaries,
);
