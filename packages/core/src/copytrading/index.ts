export type { ClosedTrade, CopyMode } from './calculators.js';
export { COPY_LOTS_DECIMALS, copyLots, copyTraderStats } from './calculators.js';
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
export { CopyModes, CopyStates, FollowStates } from './model.js';
export type { CopyTradingApi } from './port.js';
export type { FollowContext, FollowField, FollowForm } from './rules.js';
export { COPY_VALUE_MAX, validateFollow } from './rules.js';
