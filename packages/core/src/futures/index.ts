export type { FuturesCloseSettlement } from './calculators.js';
export {
  discountedFuturesPreview,
  FUTURES_CALCULATOR_VERSION,
  futuresCloseSettlement,
  futuresFee,
  futuresLiquidationOnStep,
  futuresLiquidationPrice,
  futuresMargin,
  futuresOrderPreview,
  futuresOvernightFee,
  futuresPnl,
  futuresPreview,
  futuresRiskRate,
} from './calculators.js';
export type { FuturesFormContext, FuturesFormEvent, OpenPositionInput } from './machine.js';
export { futuresFormMachine } from './machine.js';
export type {
  BatchCloseScope,
  CloseReason,
  FuturesDraft,
  FuturesMarket,
  FuturesOrderKind,
  FuturesPosition,
  FuturesPreview,
  FuturesRecordedPrice,
  FuturesSide,
  PositionState,
} from './model.js';
export {
  BatchCloseScopes,
  CloseReasons,
  FUTURES_SIDE_NUMBERS,
  FuturesOrderKinds,
  FuturesSides,
  PositionStates,
} from './model.js';
export type { FuturesApi, FuturesStops } from './port.js';
export type { FuturesField, FuturesForm, FuturesOrderContext, FuturesStopsForm } from './rules.js';
export { validateFuturesOrder, validateFuturesStops } from './rules.js';
