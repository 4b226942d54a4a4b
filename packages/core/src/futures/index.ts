export type { FuturesSide } from './calculators.js';
export {
  futuresFee,
  futuresLiquidationPrice,
  futuresMargin,
  futuresOvernightFee,
  futuresPnl,
  futuresRiskRate,
} from './calculators.js';
