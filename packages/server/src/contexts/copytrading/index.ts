export { createCopyTradingHandlers } from './handlers.js';
export { copyMirror } from './mirror.js';
export { refreshTraderRecords } from './records.js';
