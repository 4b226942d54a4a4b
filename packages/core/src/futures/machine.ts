import {
  type OrderFormContext,
  type OrderFormEvent,
  orderFormMachineFor,
  type PlaceInput,
} from '../shared/order-form-machine.js';
import type { FuturesDraft, FuturesMarket, FuturesPosition } from './model.js';

export type FuturesFormContext = OrderFormContext<FuturesDraft, FuturesMarket, FuturesPosition>;
export type FuturesFormEvent = OrderFormEvent<FuturesDraft, FuturesMarket>;
export type OpenPositionInput = PlaceInput<FuturesDraft, FuturesMarket>;

/**
 * The futures order form (`pages/transaction/contract`, the stock contracts too): the user fills
 * it, reviews what opening takes (core's `futuresPreview`: margin, fee, liquidation price),
 * confirms, and the position is opened once under that confirmation's request id.
 */
export const futuresFormMachine = /* @__PURE__ */ orderFormMachineFor<
  FuturesDraft,
  FuturesMarket,
  FuturesPosition
>('futuresForm');
