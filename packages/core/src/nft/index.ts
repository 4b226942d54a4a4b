export type { DepositOutcome } from './calculators.js';
export { auctionDepositOutcome, minNextBid } from './calculators.js';
