export {
  lockMiningPenalty,
  lockMiningYield,
  MINING_CALCULATOR_VERSION,
  MINING_DAY_MS,
  MINING_RATE_STEP,
  miningDailyRate,
  miningDaysElapsed,
  miningPurchasePreview,
  miningRedemptionPreview,
  miningYieldDueAt,
  miningYieldOf,
} from './calculators.js';
export type {
  BuyMiningInput,
  MiningPurchaseFormContext,
  MiningPurchaseFormEvent,
  MiningRedemptionFormContext,
  MiningRedemptionFormEvent,
  RedeemMiningInput,
} from './machine.js';
export { miningPurchaseMachine, miningRedemptionMachine } from './machine.js';
export type {
  MiningDraft,
  MiningEnding,
  MiningOrder,
  MiningOrderDetail,
  MiningOrderState,
  MiningPlan,
  MiningPurchasePreview,
  MiningRedemption,
  MiningRedemptionPreview,
  MiningYield,
} from './model.js';
export { MiningEndings, MiningOrderStates } from './model.js';
export type { MiningApi } from './port.js';
export type { MiningPurchaseContext, MiningPurchaseField, MiningPurchaseForm } from './rules.js';
export { validateMiningPurchase, validateMiningRedemption } from './rules.js';
