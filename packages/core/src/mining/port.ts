import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type {
  MiningDraft,
  MiningOrder,
  MiningOrderDetail,
  MiningOrderState,
  MiningPlan,
  MiningRedemption,
} from './model.js';

/**
 * What locked mining needs from the exchange. `buy` and `redeem` take a `requestId`, sent as the
 * idempotency key: retrying after a lost answer locks (or redeems) once.
 */
export interface MiningApi {
  plans(): Call<readonly MiningPlan[]>;
  buy(draft: MiningDraft, requestId: string): Call<MiningOrder>;
  orders(state: MiningOrderState, query: PageQuery): Call<Page<MiningOrder>>;
  order(orderId: number): Call<MiningOrderDetail>;
  redeem(redemption: MiningRedemption, requestId: string): Call<MiningOrder>;
}
