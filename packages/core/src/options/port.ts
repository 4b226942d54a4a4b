import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type {
  OptionDraft,
  OptionDuration,
  OptionMarket,
  OptionOrder,
  OptionOrderState,
  PayableCurrency,
} from './model.js';

/** The published offer: durations with their payout rates and minimum stakes, and the markets. */
export interface OptionsOffer {
  readonly durations: readonly OptionDuration[];
  readonly markets: readonly OptionMarket[];
}

/**
 * What seconds options need from the exchange. `submit` takes a `requestId`, sent as the
 * idempotency key: retrying after a lost answer places the order once.
 */
export interface OptionsApi {
  payableCurrencies(): Call<readonly PayableCurrency[]>;
  offer(): Call<OptionsOffer>;
  submit(draft: OptionDraft, requestId: string): Call<OptionOrder>;
  orders(state: OptionOrderState, query: PageQuery): Call<Page<OptionOrder>>;
  result(orderId: number): Call<OptionOrder>;
}
