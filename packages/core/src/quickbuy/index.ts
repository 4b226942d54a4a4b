export { convertToFiat, QUICK_BUY_MIN_USD, quickBuyQuote } from './calculators.js';
