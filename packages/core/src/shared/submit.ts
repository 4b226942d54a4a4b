import { assign, setup } from 'xstate';
import { asFailure, errorOf, fromCall, notProvided } from './call.js';
import type { Call, Failure } from './failure.js';

export interface SubmitContext {
  readonly failure: Failure | null;
}

/** `input` is typed by `createSubmitter`'s `submit(input)`; XState cannot carry a generic input type. */
export type SubmitEvent = { type: 'form.submit'; input: unknown } | { type: 'form.reset' };

/**
 * One form sent to the exchange: `idle` → `submitting` → `succeeded` or `failed`. A second submit
 * while one is on its way is ignored, so a double tap never sends twice. Provide `submit`; what it
 * answers is not kept (screens that need an answer read the refreshed data).
 */
export const submitMachine = /* @__PURE__ */ setup({
  types: { context: {} as SubmitContext, events: {} as SubmitEvent },
  actors: { submit: notProvided<unknown, unknown>('submit') },
  actions: {
    clear: assign({ failure: null }),
    recordFailure: assign((_, error: unknown) => ({ failure: asFailure(error) })),
  },
}).createMachine({
  id: 'submit',
  context: { failure: null },
  initial: 'idle',
  states: {
    idle: { on: { 'form.submit': { target: 'submitting', actions: 'clear' } } },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ event }: { event: SubmitEvent }) =>
          event.type === 'form.submit' ? event.input : undefined,
        onDone: 'succeeded',
        onError: { target: 'failed', actions: { type: 'recordFailure', params: errorOf } },
      },
    },
    succeeded: { on: { 'form.submit': { target: 'submitting', actions: 'clear' }, 'form.reset': 'idle' } },
    failed: { on: { 'form.submit': { target: 'submitting', actions: 'clear' }, 'form.reset': 'idle' } },
  },
});

/**
 * The submit machine wired to one port call. Only `createSubmitter` sends it events, and it sends
 * exactly the `I` the call takes, so reading the input back as `I` is safe.
 */
export const submitMachineFor = <I>(call: (input: I) => Call<unknown>) =>
  submitMachine.provide({ actors: { submit: fromCall<unknown, unknown>((input) => call(input as I)) } });
