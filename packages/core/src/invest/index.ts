export type { DualDirection, DualSettlement, DualSettlementInput } from './calculators.js';
export { dualYieldFactor, settleDualInvestment } from './calculators.js';
