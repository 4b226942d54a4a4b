import { assertEvent, assign, setup } from 'xstate';
import { asFailure, errorOf, notProvided } from '../shared/call.js';
import type { Failure } from '../shared/failure.js';
import type { CodeRequest } from './model.js';

/** Seconds before another code may be requested; the server enforces the same pause. */
export const CODE_RESEND_SECONDS = 60;

export interface CodeSenderContext {
  readonly secondsLeft: number;
  readonly failure: Failure | null;
}

export type CodeSenderEvent = { type: 'code.send'; request: CodeRequest };

/**
 * The "send code" button: sending, then a countdown during which it stays disabled. Ticks are
 * XState delays, so tests run the countdown on a simulated clock.
 */
export const codeSenderMachine = /* @__PURE__ */ setup({
  types: { context: {} as CodeSenderContext, events: {} as CodeSenderEvent },
  actors: { sendCode: notProvided<void, CodeRequest>('sendCode') },
  actions: {
    startCountdown: assign({ secondsLeft: CODE_RESEND_SECONDS, failure: null }),
    tick: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    recordFailure: assign((_, error: unknown) => ({ failure: asFailure(error) })),
  },
  guards: { countdownOver: ({ context }) => context.secondsLeft <= 1 },
  delays: { second: 1000 },
}).createMachine({
  id: 'codeSender',
  context: { secondsLeft: 0, failure: null },
  initial: 'ready',
  states: {
    ready: { on: { 'code.send': 'sending' } },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ event }) => {
          assertEvent(event, 'code.send');
          return event.request;
        },
        onDone: { target: 'coolingDown', actions: 'startCountdown' },
        onError: { target: 'ready', actions: { type: 'recordFailure', params: errorOf } },
      },
    },
    coolingDown: {
      after: {
        second: [
          { guard: 'countdownOver', target: 'ready', actions: 'tick' },
          { target: 'coolingDown', reenter: true, actions: 'tick' },
        ],
      },
    },
  },
});
