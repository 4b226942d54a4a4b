export { watchLoans } from './closing.js';
export { marginTransferGuard } from './guard.js';
export { createLoanHandlers } from './handlers.js';
