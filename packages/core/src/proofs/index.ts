export { archiveHash, GENESIS_HASH, tickHash, verifyChain } from './calculators.js';
export type {
  ArchiveRecord,
  ChainFault,
  ChainHead,
  InclusionProof,
  JsonObject,
  JsonValue,
  Recomputation,
  ReserveSnapshot,
  ResultDifference,
  SettlementProduct,
  SumNode,
  SumPathStep,
  TickRecord,
} from './model.js';
export { SettlementProducts } from './model.js';
export type { ChainStretch, ProofsApi } from './port.js';
export { OPERATOR_ACTION_VERSION, recomputableCalculators, recomputeSettlement } from './recompute.js';
export type { InclusionVerdict, PublishedInclusion } from './reserves.js';
export {
  EMPTY_SUM_ROOT,
  liabilityLeaf,
  RESERVE_RATIO_DECIMALS,
  reserveRatio,
  sumParent,
  sumTreeLevels,
  sumTreePath,
  sumTreeRoot,
  verifyInclusion,
  verifyPublishedInclusion,
} from './reserves.js';
