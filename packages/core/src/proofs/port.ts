import type { Call } from '../shared/failure.js';
import type { ArchiveRecord, ChainHead, SettlementProduct, TickRecord } from './model.js';

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
}
