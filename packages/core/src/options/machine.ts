import { assertEvent, assign, fromCallback, setup } from 'xstate';
import { asFailure, errorOf, notProvided } from '../shared/call.js';
import type { Failure } from '../shared/failure.js';
import { optionSecondsLeft } from './calculators.js';
import type { OptionDraft, OptionOrder } from './model.js';

/** How long to wait before asking again for the result of an order past its close. */
export const OPTION_RESULT_RETRY_MS = 2000;

export interface OptionSheetInput {
  /** Whether the user accepted the risk warning on this device before. */
  readonly riskAccepted: boolean;
  /** The exchange's time in milliseconds (it runs ahead of the device's under a simulated clock). */
  readonly now: () => number;
}

export interface OptionSheetContext extends OptionSheetInput {
  /** The order the sheet holds, checked by `validateOptionOrder`; null while it is not valid. */
  readonly draft: OptionDraft | null;
  /** Why the last submission or result read failed. */
  readonly failure: Failure | null;
  /** The order placed from this sheet: running, then settled. */
  readonly order: OptionOrder | null;
  /** Whole seconds before `order` closes, by the exchange's clock. */
  readonly secondsLeft: number;
}

export type OptionSheetEvent =
  /** The sheet changed: its checked order, or null while it is not valid. */
  | { type: 'order.change'; draft: OptionDraft | null }
  /** The user asks to place the order: the risk warning first (once per device), then the confirmation. */
  | { type: 'order.review' }
  | { type: 'order.acceptRisk' }
  | { type: 'order.cancel' }
  /** The user confirmed; `requestId` is that confirmation's idempotency key. */
  | { type: 'order.confirm'; requestId: string }
  /** The private `balances` push (a settlement moves the options account) or a reconnection. */
  | { type: 'order.balancesChanged' }
  /** Ask for the result again now, after a failed read. */
  | { type: 'order.retry' }
  /** Back to the sheet for the next order; a running order goes on and is in the open list. */
  | { type: 'order.reset' };

export interface SubmitOptionInput {
  readonly draft: OptionDraft;
  readonly requestId: string;
}

/** A state entered only with an order reads it through this; missing, the machine has a bug. */
const present = <T>(value: T | null, name: string): T => {
  if (value === null) throw new Error(`the option sheet has no ${name} here`);
  return value;
};

const secondsLeftOf = (context: OptionSheetContext): number =>
  optionSecondsLeft(present(context.order, 'order').closesAt, context.now());

/**
 * The options order sheet (`pages/transaction/seconds_order`): the user picks direction, duration
 * and stake, accepts the risk warning (once per device: `persistRiskAccepted`), confirms, and the
 * order is submitted once under that confirmation's request id. The running order counts down to its
 * close by the exchange's clock; past it (or on a `balances` push, which a settlement sends) the
 * sheet reads the order until it carries its settlement, again every `OPTION_RESULT_RETRY_MS` while
 * the settler has not recorded the close tick yet or a read failed.
 */
export const optionSheetMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as OptionSheetContext,
    events: {} as OptionSheetEvent,
    input: {} as OptionSheetInput,
  },
  actors: {
    submit: notProvided<OptionOrder, SubmitOptionInput>('submit'),
    result: notProvided<OptionOrder, number>('result'),
    balanceFeed: fromCallback<OptionSheetEvent>(() => () => {}),
  },
  guards: {
    hasDraft: ({ context }) => context.draft !== null,
    // One guard rather than `and([...])`: a call in the config would keep the machine in bundles that never use it.
    hasDraftAndAcceptedRisk: ({ context }) => context.draft !== null && context.riskAccepted,
    hasClosed: ({ context }) => secondsLeftOf(context) === 0,
    isSettled: (_, order: OptionOrder) => order.settlement !== null,
  },
  actions: {
    takeDraft: assign(({ event }) => {
      assertEvent(event, 'order.change');
      return { draft: event.draft, failure: null };
    }),
    acceptRisk: assign({ riskAccepted: true }),
    persistRiskAccepted: () => {},
    clearFailure: assign({ failure: null }),
    recordFailure: assign((_, error: unknown) => ({ failure: asFailure(error) })),
    applyOrder: assign((_, order: OptionOrder) => ({ order, failure: null })),
    countDown: assign(({ context }) => ({ secondsLeft: secondsLeftOf(context) })),
    clearOrder: assign({ order: null, failure: null }),
  },
  delays: {
    /** Until the countdown's next whole second, so it reaches 0 at the close and not up to a second late. */
    nextSecond: ({ context }) => {
      const left = Date.parse(present(context.order, 'order').closesAt) - context.now();
      return left <= 0 ? 0 : left % 1000 || 1000;
    },
    resultRetry: OPTION_RESULT_RETRY_MS,
  },
}).createMachine({
  id: 'optionSheet',
  context: ({ input }) => ({ ...input, draft: null, failure: null, order: null, secondsLeft: 0 }),
  invoke: { src: 'balanceFeed' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'order.change': { actions: 'takeDraft' },
        'order.review': [
          { guard: 'hasDraftAndAcceptedRisk', target: 'confirming', actions: 'clearFailure' },
          { guard: 'hasDraft', target: 'warning' },
        ],
      },
    },
    /** The risk warning, before the first order on this device. */
    warning: {
      on: {
        'order.acceptRisk': { target: 'confirming', actions: ['acceptRisk', 'persistRiskAccepted'] },
        'order.cancel': 'editing',
      },
    },
    confirming: {
      on: {
        'order.confirm': { target: 'submitting', actions: 'clearFailure' },
        'order.cancel': 'editing',
        'order.change': { target: 'editing', actions: 'takeDraft' },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context, event }) => {
          assertEvent(event, 'order.confirm');
          return { draft: present(context.draft, 'order'), requestId: event.requestId };
        },
        onDone: { target: 'running', actions: { type: 'applyOrder', params: ({ event }) => event.output } },
        onError: { target: 'confirming', actions: { type: 'recordFailure', params: errorOf } },
      },
    },
    running: {
      entry: 'countDown',
      always: { guard: 'hasClosed', target: 'reading' },
      after: { nextSecond: { target: 'running', reenter: true } },
      on: {
        // Under a simulated clock the exchange may settle before this device's countdown ends.
        'order.balancesChanged': 'reading',
        'order.reset': { target: 'editing', actions: 'clearOrder' },
      },
    },
    reading: {
      invoke: {
        src: 'result',
        input: ({ context }) => present(context.order, 'order').id,
        onDone: [
          {
            guard: { type: 'isSettled', params: ({ event }) => event.output },
            target: 'settled',
            actions: { type: 'applyOrder', params: ({ event }) => event.output },
          },
          // Still open: not recorded yet past the close, or read early on a push before it.
          { guard: 'hasClosed', target: 'waiting' },
          { target: 'running' },
        ],
        onError: { target: 'waiting', actions: { type: 'recordFailure', params: errorOf } },
      },
    },
    /** Past the close without a result: the settler has not recorded it yet, or the read failed. */
    waiting: {
      after: { resultRetry: 'reading' },
      on: {
        'order.balancesChanged': 'reading',
        'order.retry': 'reading',
        'order.reset': { target: 'editing', actions: 'clearOrder' },
      },
    },
    settled: {
      on: {
        'order.reset': { target: 'editing', actions: 'clearOrder' },
        'order.change': { target: 'editing', actions: ['clearOrder', 'takeDraft'] },
      },
    },
  },
});
