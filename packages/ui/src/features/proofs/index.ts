export type { RuleLines } from './components/VerifySettlement';
export { VerifySettlement } from './components/VerifySettlement';
export type { VerificationView } from './data';
export { useSettlementVerification } from './data';
export type { CheckKind, ClaimedTick, Discrepancy, Figures, SettlementClaim, Verification } from './verify';
export { verifySettlement } from './verify';
