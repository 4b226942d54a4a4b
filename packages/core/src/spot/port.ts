import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type { Depth, MarketTrade, OrderDraft, OrderListState, SpotMarket, SpotOrder } from './model.js';

/**
 * What spot trading needs from the exchange. `place` takes a `requestId`: one per confirmed order,
 * sent as the idempotency key, so retrying after a lost answer places the order once.
 */
export interface SpotApi {
  markets(): Call<readonly SpotMarket[]>;
  place(draft: OrderDraft, market: SpotMarket, requestId: string): Call<SpotOrder>;
  cancel(orderId: number): Call<SpotOrder>;
  orders(state: OrderListState, query: PageQuery): Call<Page<SpotOrder>>;
  depth(symbol: string): Call<Depth>;
  trades(symbol: string): Call<readonly MarketTrade[]>;
}
