export { createDualHandlers, type DualDeps } from './handlers.js';
export { dualIssuer } from './products.js';
export { oldestDualTickNeeded, settleDueDual } from './settlement.js';
