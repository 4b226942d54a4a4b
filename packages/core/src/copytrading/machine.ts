import {
  type OrderFormContext,
  type OrderFormEvent,
  orderFormMachineFor,
  type PlaceInput,
} from '../shared/order-form-machine.js';
import type { Follow, FollowDraft, Trader } from './model.js';

export type FollowFormContext = OrderFormContext<FollowDraft, Trader, Follow>;
export type FollowFormEvent = OrderFormEvent<FollowDraft, Trader>;
export type FollowInput = PlaceInput<FollowDraft, Trader>;

/**
 * Following a trader (`pages/follow/follow`): the user chooses how copies are sized, reads and
 * accepts the agreement, reviews what a copy of the trader's typical position would open (core's
 * `copyLots`), confirms, and the follow is made once under that confirmation's request id.
 */
export const followMachine = /* @__PURE__ */ orderFormMachineFor<FollowDraft, Trader, Follow>('follow');
