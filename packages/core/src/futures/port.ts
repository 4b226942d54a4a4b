import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type { BatchCloseScope, FuturesDraft, FuturesMarket, FuturesPosition } from './model.js';

/** Take-profit and stop-loss prices to set on a position; null removes one. */
export interface FuturesStops {
  readonly takeProfit: FuturesPosition['takeProfit'];
  readonly stopLoss: FuturesPosition['stopLoss'];
}

/**
 * What futures (and the stock tab's contracts) need from the exchange. `submit` takes a
 * `requestId`, sent as the idempotency key: retrying after a lost answer opens one position.
 */
export interface FuturesApi {
  markets(): Call<readonly FuturesMarket[]>;
  submit(draft: FuturesDraft, market: FuturesMarket, requestId: string): Call<FuturesPosition>;
  /** Open positions and pending limit orders. */
  positions(): Call<readonly FuturesPosition[]>;
  close(positionId: number): Call<FuturesPosition>;
  batchClose(scope: BatchCloseScope): Call<readonly FuturesPosition[]>;
  setStops(positionId: number, stops: FuturesStops): Call<FuturesPosition>;
  /** Closed and cancelled ones, newest first. */
  history(query: PageQuery): Call<Page<FuturesPosition>>;
}
