import {
  type OrderFormContext as FormContext,
  type OrderFormEvent as FormEvent,
  type PlaceInput as FormPlaceInput,
  orderFormMachineFor,
} from '../shared/order-form-machine.js';
import type { OrderDraft, SpotMarket, SpotOrder } from './model.js';

export type OrderFormContext = FormContext<OrderDraft, SpotMarket, SpotOrder>;
export type OrderFormEvent = FormEvent<OrderDraft, SpotMarket>;
export type PlaceInput = FormPlaceInput<OrderDraft, SpotMarket>;

/**
 * The spot order form (`pages/transaction/currency`): the user fills it, reviews the preview
 * (core's `orderPreview`, computed by the screen from `draft`), confirms, and the order is placed
 * once under that confirmation's request id.
 */
export const orderFormMachine = /* @__PURE__ */ orderFormMachineFor<OrderDraft, SpotMarket, SpotOrder>(
  'orderForm',
);
