import { assertEvent, assign, setup } from 'xstate';
import { asFailure, errorOf, notProvided } from '../shared/call.js';
import type { Failure } from '../shared/failure.js';
import type { OrderDraft, SpotMarket, SpotOrder } from './model.js';

export interface OrderFormContext {
  /** The order the form holds, checked by `validateOrder`; null while it is not valid. */
  readonly draft: OrderDraft | null;
  /** The market of `draft`. */
  readonly market: SpotMarket | null;
  /** Why the last placement failed. */
  readonly failure: Failure | null;
  /** The order just placed, until the form is used again. */
  readonly placed: SpotOrder | null;
}

export type OrderFormEvent =
  /** The form changed: its checked order and market, or a null draft while it is not valid. */
  | { type: 'order.change'; draft: OrderDraft | null; market: SpotMarket }
  /** The user asks to place the order: show what it costs and wait for their confirmation. */
  | { type: 'order.review' }
  | { type: 'order.cancel' }
  /** The user confirmed; `requestId` is that action's idempotency key. */
  | { type: 'order.confirm'; requestId: string }
  /** After a placement: the form is free for the next order. */
  | { type: 'order.reset' };

export interface PlaceInput {
  readonly draft: OrderDraft;
  readonly market: SpotMarket;
  readonly requestId: string;
}

const EMPTY: OrderFormContext = { draft: null, market: null, failure: null, placed: null };

/** A state entered only with an order reads it through this; missing, the machine has a bug. */
const present = <T>(value: T | null, name: string): T => {
  if (value === null) throw new Error(`the order form has no ${name} here`);
  return value;
};

/**
 * The spot order form (`pages/transaction/currency`): the user fills it, reviews the preview
 * (core's `orderPreview`, computed by the screen from `draft`), confirms, and the order is placed
 * once under that confirmation's request id. A failure goes back to the review with the
 * exchange's words; placing again after a lost answer reuses nothing but the form.
 */
export const orderFormMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as OrderFormContext,
    events: {} as OrderFormEvent,
  },
  actors: {
    place: notProvided<SpotOrder, PlaceInput>('place'),
  },
  guards: {
    hasDraft: ({ context }) => context.draft !== null,
  },
  actions: {
    takeDraft: assign(({ event }) => {
      assertEvent(event, 'order.change');
      return { draft: event.draft, market: event.market, failure: null };
    }),
    clearFailure: assign({ failure: null }),
    recordFailure: assign((_, error: unknown) => ({ failure: asFailure(error) })),
    applyPlaced: assign((_, placed: SpotOrder) => ({ placed })),
    clearPlaced: assign({ placed: null }),
  },
}).createMachine({
  id: 'orderForm',
  context: EMPTY,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'order.change': { actions: 'takeDraft' },
        'order.review': { guard: 'hasDraft', target: 'confirming', actions: 'clearFailure' },
      },
    },
    confirming: {
      on: {
        'order.confirm': { target: 'placing', actions: 'clearFailure' },
        'order.cancel': 'editing',
        'order.change': { target: 'editing', actions: 'takeDraft' },
      },
    },
    placing: {
      invoke: {
        src: 'place',
        input: ({ context, event }) => {
          assertEvent(event, 'order.confirm');
          return {
            draft: present(context.draft, 'order'),
            market: present(context.market, 'market'),
            requestId: event.requestId,
          };
        },
        onDone: { target: 'placed', actions: { type: 'applyPlaced', params: ({ event }) => event.output } },
        onError: { target: 'confirming', actions: { type: 'recordFailure', params: errorOf } },
      },
    },
    placed: {
      on: {
        'order.reset': { target: 'editing', actions: 'clearPlaced' },
        'order.change': { target: 'editing', actions: ['clearPlaced', 'takeDraft'] },
      },
    },
  },
});
