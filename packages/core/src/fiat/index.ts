export type { FiatContext, FiatEvent } from './machine.js';
export { fiatMachine } from './machine.js';
export type { FiatCode } from './model.js';
export { DEFAULT_FIAT, FiatCodes, fiatOr, isFiatCode } from './model.js';
