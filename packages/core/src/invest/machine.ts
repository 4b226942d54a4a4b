import {
  type OrderFormContext,
  type OrderFormEvent,
  orderFormMachineFor,
  type PlaceInput,
} from '../shared/order-form-machine.js';
import type { DualDraft, DualOrder, DualProduct } from './model.js';

export type DualPurchaseFormContext = OrderFormContext<DualDraft, DualProduct, DualOrder>;
export type DualPurchaseFormEvent = OrderFormEvent<DualDraft, DualProduct>;
export type BuyDualInput = PlaceInput<DualDraft, DualProduct>;

/**
 * Buying a dual-investment product (`pages/invest/purchase`): the user types a whole number of
 * shares, reviews both outcomes (core's `dualPurchasePreview`: what comes back below and above the
 * linked price), confirms, and the shares are bought once under that confirmation's request id.
 */
export const dualPurchaseMachine = /* @__PURE__ */ orderFormMachineFor<DualDraft, DualProduct, DualOrder>(
  'dualPurchase',
);
