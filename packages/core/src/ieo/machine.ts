import {
  type OrderFormContext,
  type OrderFormEvent,
  orderFormMachineFor,
  type PlaceInput,
} from '../shared/order-form-machine.js';
import type { IeoDraft, IeoProject, IeoSubscription } from './model.js';

export type IeoSubscriptionFormContext = OrderFormContext<IeoDraft, IeoProject, IeoSubscription>;
export type IeoSubscriptionFormEvent = OrderFormEvent<IeoDraft, IeoProject>;
export type SubscribeIeoInput = PlaceInput<IeoDraft, IeoProject>;

/**
 * Subscribing to an IEO project (`pages/ieo/subscribe`): the user types the tokens to apply for,
 * reviews the cost and the pro-rata rule (core's `ieoSubscriptionPreview`), confirms, and the
 * subscription is made once under that confirmation's request id.
 */
export const ieoSubscriptionMachine = /* @__PURE__ */ orderFormMachineFor<
  IeoDraft,
  IeoProject,
  IeoSubscription
>('ieoSubscription');
