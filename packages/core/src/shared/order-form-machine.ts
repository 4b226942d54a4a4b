import { type Actor, assertEvent, assign, createActor, setup } from 'xstate';
import { asFailure, errorOf, fromCall, notProvided } from './call.js';
import type { Call, Failure } from './failure.js';

/**
 * An order form's state: `Draft` the checked order, `Market` the rules it was checked against,
 * `Placed` what the exchange answers for it (a spot order, a futures position).
 */
export interface OrderFormContext<Draft, Market, Placed> {
  /** The order the form holds, checked by the context's rule; null while it is not valid. */
  readonly draft: Draft | null;
  /** The market of `draft`. */
  readonly market: Market | null;
  /** Why the last placement failed. */
  readonly failure: Failure | null;
  /** The order just placed, until the form is used again. */
  readonly placed: Placed | null;
}

export type OrderFormEvent<Draft, Market> =
  /** The form changed: its checked order and market, or a null draft while it is not valid. */
  | { type: 'order.change'; draft: Draft | null; market: Market }
  /** The user asks to place the order: show what it costs and wait for their confirmation. */
  | { type: 'order.review' }
  | { type: 'order.cancel' }
  /** The user confirmed; `requestId` is that action's idempotency key. */
  | { type: 'order.confirm'; requestId: string }
  /** After a placement: the form is free for the next order. */
  | { type: 'order.reset' };

export interface PlaceInput<Draft, Market> {
  readonly draft: Draft;
  readonly market: Market;
  readonly requestId: string;
}

/** A state entered only with an order reads it through this; missing, the machine has a bug. */
const present = <T>(value: T | null, name: string): T => {
  if (value === null) throw new Error(`the order form has no ${name} here`);
  return value;
};

/**
 * An order form of a trading context (spot's `pages/transaction/currency`, futures'
 * `pages/transaction/contract`): the user fills it, reviews the preview (the context's calculator,
 * computed by the screen from `draft`), confirms, and the order is placed once under that
 * confirmation's request id. A failure goes back to the review with the exchange's words; placing
 * again after a lost answer reuses nothing but the form. Each context makes its machine once with
 * its own types.
 */
export const orderFormMachineFor = <Draft, Market, Placed>(id: string) =>
  setup({
    types: {
      context: {} as OrderFormContext<Draft, Market, Placed>,
      events: {} as OrderFormEvent<Draft, Market>,
    },
    actors: {
      place: notProvided<Placed, PlaceInput<Draft, Market>>('place'),
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
      applyPlaced: assign((_, placed: Placed) => ({ placed })),
      clearPlaced: assign({ placed: null }),
    },
  }).createMachine({
    id,
    context: { draft: null, market: null, failure: null, placed: null },
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

/** A context's order-form machine, as `orderFormMachineFor` makes it. */
export type OrderFormMachine<Draft, Market, Placed> = ReturnType<
  typeof orderFormMachineFor<Draft, Market, Placed>
>;

/** A started order form of a context (what `createOrderForm`, `createFuturesForm`, … answer). */
export type OrderFormActor<Draft, Market, Placed> = Actor<OrderFormMachine<Draft, Market, Placed>>;

/** Starts a context's order form, placing through `place` (one of the API's calls); stop it with its page. */
export const startOrderForm = <Draft, Market, Placed>(
  machine: OrderFormMachine<Draft, Market, Placed>,
  place: (input: PlaceInput<Draft, Market>) => Call<Placed>,
): OrderFormActor<Draft, Market, Placed> =>
  createActor(machine.provide({ actors: { place: fromCall(place) } })).start();
