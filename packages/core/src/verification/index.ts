export {
  FIAT_SINGLE_LIMIT_USDT,
  fiatSingleLimit,
  WITHDRAWAL_LIMIT_24H_BTC,
  withdrawalAllowance,
} from './calculators.js';
export type {
  AdvancedVerificationRequest,
  BasicVerificationRequest,
  IdType,
  Review,
  ReviewState,
  VerificationStatus,
} from './model.js';
export { IdTypes, ReviewStates } from './model.js';
export type { VerificationApi } from './port.js';
export { nextVerificationStep, validateAdvancedVerification, validateBasicVerification } from './rules.js';
