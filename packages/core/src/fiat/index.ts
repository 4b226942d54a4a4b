export { fiatRateOf, formatFiatValue, formatUsdtInFiat } from './calculators.js';
export type { FiatContext, FiatEvent } from './machine.js';
export { FIAT_RATES_REFRESH_MS, FIAT_RATES_RETRY_MS, fiatMachine } from './machine.js';
export type { FiatCode, FiatRates } from './model.js';
export { DEFAULT_FIAT, FiatCodes, fiatOr, isFiatCode } from './model.js';
