import type { FuturesPosition } from '../futures/model.js';
import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type { CopiedPosition, Follow, FollowDraft, Trader } from './model.js';
import type { TraderApplication } from './rules.js';

/**
 * What copy trading needs from the exchange (spec §7 `/follow/*`). `follow` takes a `requestId`,
 * sent as the idempotency key: retrying after a lost answer follows once.
 */
export interface CopyTradingApi {
  /** Traders, best return first. */
  traders(query: PageQuery): Call<Page<Trader>>;
  trader(traderUserId: number): Call<Trader>;
  /** A trader's recorded positions, newest first: what their record is computed from. */
  traderHistory(traderUserId: number, query: PageQuery): Call<Page<FuturesPosition>>;
  follow(draft: FollowDraft, requestId: string): Call<Follow>;
  /** Stops following a trader; copies already open stay open and still close with the trader's. */
  cancel(traderUserId: number): Call<Follow>;
  /** The user's follows, current first. */
  follows(): Call<readonly Follow[]>;
  /** The user's copies, newest first; `current` only the open ones, `traderUserId` one trader's. */
  copies(
    query: PageQuery & { readonly current?: boolean; readonly traderUserId?: number },
  ): Call<Page<CopiedPosition>>;
  /** Takes one open copy over as the user's own position: it stays open and stops mirroring. */
  selfHold(copyId: number): Call<CopiedPosition>;
  /** Becomes a trader others may follow, under a nickname, having accepted the trader terms. */
  becomeTrader(application: TraderApplication): Call<Trader>;
}
