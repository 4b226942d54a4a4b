import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type { QuickBuyDraft, QuickBuyOffer, QuickBuyOrder } from './model.js';

/**
 * What quick buy needs from the exchange. `place` takes a `requestId`, sent as the idempotency
 * key: retrying after a lost answer places one order.
 */
export interface QuickBuyApi {
  /** The countries, currencies, methods and payees, and the user's limit. */
  offer(): Call<QuickBuyOffer>;
  place(draft: QuickBuyDraft, requestId: string): Call<QuickBuyOrder>;
  /** Attaches the transfer proof (an `upload:<id>` reference of a `payment_proof` upload). */
  submitProof(orderId: number, proof: string): Call<QuickBuyOrder>;
  cancel(orderId: number): Call<QuickBuyOrder>;
  order(orderId: number): Call<QuickBuyOrder>;
  /** The user's orders, newest first. */
  orders(query: PageQuery): Call<Page<QuickBuyOrder>>;
}
