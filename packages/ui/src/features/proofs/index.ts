export type { RuleLines } from './components/VerifySettlement';
export { VerifySettlement } from './components/VerifySettlement';
export type { VerificationView } from './data';
export { useBalanceCheck, useInclusionProofs, useReserveSnapshots, useSettlementVerification } from './data';
export type {
  AssetReserves,
  BalanceCheck,
  ExclusionReason,
  OwnBalances,
  PublishedReserves,
} from './reserves';
export { assetReserves, checkBalance, ownBalances, publishedReserves } from './reserves';
export type { CheckKind, ClaimedTick, Discrepancy, Figures, SettlementClaim, Verification } from './verify';
export { archivedInstant, recordInput, valueAt, verifySettlement } from './verify';
