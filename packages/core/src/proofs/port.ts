import type { Call } from '../shared/failure.js';
import type {
  ArchiveRecord,
  ChainHead,
  InclusionProof,
  ReserveSnapshot,
  SettlementProduct,
  TickRecord,
} from './model.js';

/** A stretch of a chain: the records after `after` (a `seq`; 0 for the start), at most `limit`. */
export interface ChainStretch {
  readonly after?: number;
  readonly limit?: number;
}

/**
 * What anyone needs to check the exchange without trusting it (issue 16): the settlement archive,
 * the archived ticks it names, and both chains' heads. Public: no account needed.
 */
export interface ProofsApi {
  settlements(query: ChainStretch & { readonly product?: SettlementProduct }): Call<readonly ArchiveRecord[]>;
  /** The sealed record that settled `ref` (e.g. `option_order:12`); PROOFS.NOT_ARCHIVED until sealed. */
  settlement(ref: string): Call<ArchiveRecord>;
  /** Archived ticks, in chain order, or those with the given tick ids. */
  ticks(
    query: ChainStretch & { readonly ids?: readonly number[]; readonly symbol?: string },
  ): Call<readonly TickRecord[]>;
  head(): Call<{ readonly settlements: ChainHead; readonly ticks: ChainHead }>;
  /** The proof-of-reserves snapshot of every asset on `day` (`YYYY-MM-DD`), or the newest day's. */
  reserves(day?: string): Call<readonly ReserveSnapshot[]>;
  /**
   * The signed-in user's inclusion proofs in the newest snapshot (or `day`'s): one per asset they
   * held, each to be checked with `verifyInclusion` against the published root.
   */
  myReserves(day?: string): Call<readonly InclusionProof[]>;
}
