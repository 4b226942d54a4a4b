import {
  type OrderFormContext,
  type OrderFormEvent,
  orderFormMachineFor,
  type PlaceInput,
} from '../shared/order-form-machine.js';
import type { QuickBuyDraft, QuickBuyOffer, QuickBuyOrder } from './model.js';

export type QuickBuyFormContext = OrderFormContext<QuickBuyDraft, QuickBuyOffer, QuickBuyOrder>;
export type QuickBuyFormEvent = OrderFormEvent<QuickBuyDraft, QuickBuyOffer>;
export type PlaceQuickBuyInput = PlaceInput<QuickBuyDraft, QuickBuyOffer>;

/**
 * Buying USDT with a transfer (`pages/buy`): the user picks a country, currency and method, types
 * whole dollars and their details, reviews the quote (core's `quickBuyQuote`: USDT 1:1), confirms,
 * and the order is placed once under that confirmation's request id; the account to pay into and
 * the reference come back with it.
 */
export const quickBuyMachine = /* @__PURE__ */ orderFormMachineFor<
  QuickBuyDraft,
  QuickBuyOffer,
  QuickBuyOrder
>('quickBuy');
