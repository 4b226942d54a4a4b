export { cancelExpiredQuickBuys } from './expiry.js';
export { createQuickBuyHandlers, type QuickBuyDeps } from './handlers.js';
export { sealQuickBuyPayers } from './sealing.js';
