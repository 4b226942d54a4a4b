export type { CopyMode } from './calculators.js';
export { COPY_LOTS_DECIMALS, copyLots } from './calculators.js';
