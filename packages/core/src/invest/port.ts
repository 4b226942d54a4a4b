import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type { DualDraft, DualOrder, DualProduct } from './model.js';

/**
 * What dual investment needs from the exchange. `buy` takes a `requestId`, sent as the idempotency
 * key: retrying after a lost answer buys once.
 */
export interface DualApi {
  /** The products open for subscription (sold-out ones too, until their subscription ends). */
  products(): Call<readonly DualProduct[]>;
  product(productId: number): Call<DualProduct>;
  buy(draft: DualDraft, requestId: string): Call<DualOrder>;
  /** The user's orders, newest first. */
  orders(query: PageQuery): Call<Page<DualOrder>>;
}
