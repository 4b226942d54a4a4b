import * as TE from '#fp-ts/TaskEither.js';
import { type Call, Failures } from '../shared/failure.js';
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

const notOffered = () => TE.left(Failures.rejected('FUTURES.NOT_OFFERED', ''));

/**
 * The port of an exchange that offers no futures (a front end composed without one): every call is
 * refused with `FUTURES.NOT_OFFERED`, so a screen says so instead of breaking.
 */
export const futuresNotOffered: FuturesApi = {
  markets: notOffered,
  submit: notOffered,
  positions: notOffered,
  close: notOffered,
  batchClose: notOffered,
  setStops: notOffered,
  history: notOffered,
};
