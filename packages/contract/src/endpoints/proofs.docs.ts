import type { Summaries } from '../endpoint.js';
import type { proofsEndpoints } from './proofs.js';

/** What each proofs call does, in the words of the OpenAPI document (see `../docs.ts`). */
export const proofsSummaries = {
  proofSettlements:
    'Public, no login: sealed settlement records in chain order, each with its inputs (tick ids and prices, rule parameters), calculator version, result and hashes. `after` a record’s `seq` (0 for the start) and `limit` (at most 500) walk the chain; `product`, `from` and `until` narrow it. Recompute any record with core’s `recomputeSettlement` and each hash with `archiveHash`.',
  proofSettlement:
    'Public: the sealed record that settled `ref` (e.g. `option_order:12`). Refused with PROOFS.NOT_ARCHIVED until it is sealed, a moment after the settlement.',
  proofTicks:
    'Public: archived ticks in chain order (`after` a `seq`, `limit` at most 500), of one `symbol` or between `from` and `until`, or by tick id (`ids`, comma-separated, at most 100): the prices settlements name, kept after the raw ticks are pruned.',
  proofHead:
    'Public: the newest record of the settlement chain and of the tick chain (how many records, the last hash): anyone who keeps it can later tell whether history was rewritten.',
  proofReserves:
    'Public: the proof-of-reserves snapshot of every asset on `day` (default: the newest), taken daily: the root of the Merkle sum tree of users’ liabilities (its sum is their total, leaves are salted hashes of each user’s balance), how many users it holds, the reserves the platform declares (its simulated chain wallets: deposits confirmed less withdrawals paid, not proven on a chain) and their ratio to the liabilities. An empty list before the first snapshot.',
  proofReservesMine:
    'The signed-in user’s inclusion proof in each asset they held at the snapshot of `day` (default: the newest): their leaf’s salt and balance, the sibling nodes up to the root and the published root. Core’s `verifyInclusion` checks that the balance is counted in the published total.',
} as const satisfies Summaries<typeof proofsEndpoints>;
