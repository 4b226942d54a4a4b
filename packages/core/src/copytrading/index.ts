export type { ClosedTrade, CopyMode, CopyOrder, CopySkipReason } from './calculators.js';
export { COPY_LOTS_DECIMALS, CopySkipReasons, copyLots, copyOrder, copyTraderStats } from './calculators.js';
export type { FollowFormContext, FollowFormEvent, FollowInput } from './machine.js';
export { followMachine } from './machine.js';
export type {
  CopiedPosition,
  CopyState,
  Follow,
  FollowDraft,
  FollowState,
  Trader,
  TraderStats,
} from './model.js';
export {
  COPY_MODE_NUMBERS,
  CopyModes,
  CopyStates,
  FOLLOW_AGREEMENT_VERSION,
  FollowStates,
  TRADER_TERMS_VERSION,
} from './model.js';
export type { CopyTradingApi } from './port.js';
export type {
  FollowContext,
  FollowField,
  FollowForm,
  TraderApplication,
  TraderField,
  TraderForm,
} from './rules.js';
export { COPY_VALUE_MAX, validateFollow, validateTraderApplication } from './rules.js';
