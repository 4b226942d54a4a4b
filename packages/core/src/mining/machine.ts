import {
  type OrderFormContext,
  type OrderFormEvent,
  orderFormMachineFor,
  type PlaceInput,
} from '../shared/order-form-machine.js';
import type { MiningDraft, MiningOrder, MiningPlan, MiningRedemption } from './model.js';

export type MiningPurchaseFormContext = OrderFormContext<MiningDraft, MiningPlan, MiningOrder>;
export type MiningPurchaseFormEvent = OrderFormEvent<MiningDraft, MiningPlan>;
export type BuyMiningInput = PlaceInput<MiningDraft, MiningPlan>;

/**
 * Buying a locked-mining plan (`pages/lockming/buy`): the user types an amount, reviews what it
 * would earn at the plan's lowest and highest daily rate and when it is released (core's
 * `miningPurchasePreview`), confirms, and the amount is locked once under that confirmation's
 * request id.
 */
export const miningPurchaseMachine = /* @__PURE__ */ orderFormMachineFor<
  MiningDraft,
  MiningPlan,
  MiningOrder
>('miningPurchase');

export type MiningRedemptionFormContext = OrderFormContext<MiningRedemption, MiningOrder, MiningOrder>;
export type MiningRedemptionFormEvent = OrderFormEvent<MiningRedemption, MiningOrder>;
export type RedeemMiningInput = PlaceInput<MiningRedemption, MiningOrder>;

/**
 * Redeeming an order early (`pages/lockming/order`): the screen shows the exact penalty (core's
 * `miningRedemptionPreview`) and what comes back, the user confirms, and the order is redeemed
 * once at that penalty; if a day ended meanwhile the exchange refuses with the new one instead of
 * charging what the user did not see.
 */
export const miningRedemptionMachine = /* @__PURE__ */ orderFormMachineFor<
  MiningRedemption,
  MiningOrder,
  MiningOrder
>('miningRedemption');
