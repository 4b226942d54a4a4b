export type { DualSettlement, DualSettlementInput } from './calculators.js';
export {
  DUAL_CALCULATOR_VERSION,
  dualPayoutOf,
  dualPurchasePreview,
  dualYieldFactor,
  settleDualInvestment,
} from './calculators.js';
export type { BuyDualInput, DualPurchaseFormContext, DualPurchaseFormEvent } from './machine.js';
export { dualPurchaseMachine } from './machine.js';
export type {
  DualDirection,
  DualDraft,
  DualOrder,
  DualOrderState,
  DualPayout,
  DualProduct,
  DualPurchasePreview,
  DualSettlementRecord,
} from './model.js';
export { DualDirections, DualOrderStates } from './model.js';
export type { DualApi } from './port.js';
export type { DualPurchaseContext, DualPurchaseField, DualPurchaseForm } from './rules.js';
export { validateDualPurchase } from './rules.js';
