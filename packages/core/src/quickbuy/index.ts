export { convertToFiat, QUICK_BUY_MIN_USD, quickBuyQuote } from './calculators.js';
export type { PlaceQuickBuyInput, QuickBuyFormContext, QuickBuyFormEvent } from './machine.js';
export { quickBuyMachine } from './machine.js';
export type {
  QuickBuyCancelReason,
  QuickBuyCountry,
  QuickBuyCurrency,
  QuickBuyDraft,
  QuickBuyMethod,
  QuickBuyOffer,
  QuickBuyOrder,
  QuickBuyOrderState,
  QuickBuyPayee,
  QuickBuyPayer,
} from './model.js';
export {
  QuickBuyCancelReasons,
  QuickBuyCountries,
  QuickBuyCurrencies,
  QuickBuyMethods,
  QuickBuyOrderStates,
} from './model.js';
export type { QuickBuyApi } from './port.js';
export type { QuickBuyField, QuickBuyForm } from './rules.js';
export { validateQuickBuy } from './rules.js';
