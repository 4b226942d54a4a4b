export { createOptionsHandlers, type OptionsDeps } from './handlers.js';
export { oldestTickNeeded, settleDueOptions } from './settlement.js';
