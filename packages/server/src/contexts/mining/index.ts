export { createMiningHandlers, type MiningDeps } from './handlers.js';
export { payDueYields } from './yields.js';
