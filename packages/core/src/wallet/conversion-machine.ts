import { assertEvent, assign, setup } from 'xstate';
import { asFailure, errorOf, notProvided } from '../shared/call.js';
import type { Failure } from '../shared/failure.js';
import type { Conversion, ConversionQuote } from './model.js';

/** Spec §9: quotes follow typing after a 500 ms pause, not on every key. */
export const QUOTE_DEBOUNCE_MS = 500;

/** The refusal of a conversion whose price moved below its `minReceive` since it was quoted. */
export const PRICE_MOVED_CODE = 'WALLET.PRICE_MOVED';

/** A finished conversion: what was given, taken and received, and its id. */
export type ConvertedQuote = ConversionQuote & { readonly id: number };

export interface ConversionContext {
  /** The conversion the form holds, checked by the caller; null while its amount is not valid. */
  readonly conversion: Conversion | null;
  /** The latest quote of `conversion`; null until one arrives for what the form holds now. */
  readonly quote: ConversionQuote | null;
  /** Why the last quote or conversion failed. */
  readonly failure: Failure | null;
  /** The conversion was refused because the price moved: `quote` is the new one, to confirm again. */
  readonly priceMoved: boolean;
  readonly converted: ConvertedQuote | null;
}

export type ConversionEvent =
  /** The form changed: its checked conversion, or null while the amount is not valid. */
  | { type: 'conversion.change'; conversion: Conversion | null }
  /** The user asks to convert: quote afresh, then wait for their confirmation. */
  | { type: 'conversion.review' }
  | { type: 'conversion.cancel' }
  /** The user confirmed the fresh quote; `requestId` is that action's idempotency key. */
  | { type: 'conversion.confirm'; requestId: string }
  /** After a conversion: start another one. */
  | { type: 'conversion.reset' };

export interface ConvertInput {
  /** The conversion with `minReceive` set to the confirmed quote's `receive`. */
  readonly conversion: Conversion;
  readonly requestId: string;
}

/** What a state entered only with a conversion (and a quote) reads; missing, the machine has a bug. */
const present = <T>(value: T | null, name: string): T => {
  if (value === null) throw new Error(`the conversion machine has no ${name} here`);
  return value;
};

const EMPTY: ConversionContext = {
  conversion: null,
  quote: null,
  failure: null,
  priceMoved: false,
  converted: null,
};

/**
 * Converting between assets (`fundTransfer`): the quote follows the form after a pause in typing,
 * is fetched again when the user asks to convert (a quote seen minutes ago is not what they
 * confirm), and the conversion is sent with that quote's `receive` as its `minReceive`. When the
 * exchange refuses because the price moved, a new quote is fetched and put to the user again.
 * An answer for an amount the form no longer holds is never shown: changing the form cancels the
 * call on its way.
 */
export const conversionMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as ConversionContext,
    events: {} as ConversionEvent,
  },
  actors: {
    quote: notProvided<ConversionQuote, Conversion>('quote'),
    convert: notProvided<ConvertedQuote, ConvertInput>('convert'),
  },
  guards: {
    hasConversion: ({ event }) => event.type === 'conversion.change' && event.conversion !== null,
    isReviewable: ({ context }) => context.conversion !== null,
    priceMoved: (_, failure: unknown) => {
      const read = asFailure(failure);
      return read.kind === 'Rejected' && read.code === PRICE_MOVED_CODE;
    },
  },
  actions: {
    takeConversion: assign(({ event }) => {
      assertEvent(event, 'conversion.change');
      return { ...EMPTY, conversion: event.conversion };
    }),
    // Keeps the failure: after a price move, the exchange's words go with the new quote.
    applyQuote: assign((_, quote: ConversionQuote) => ({ quote })),
    recordQuoteFailure: assign((_, error: unknown) => ({
      quote: null,
      failure: asFailure(error),
      priceMoved: false,
    })),
    clearFailure: assign({ failure: null, priceMoved: false }),
    recordPriceMoved: assign((_, error: unknown) => ({ failure: asFailure(error), priceMoved: true })),
    recordFailure: assign((_, error: unknown) => ({ failure: asFailure(error) })),
    applyConverted: assign((_, converted: ConvertedQuote) => ({ converted })),
    reset: assign(() => EMPTY),
  },
  delays: { debounce: QUOTE_DEBOUNCE_MS },
}).createMachine({
  id: 'conversion',
  context: EMPTY,
  initial: 'editing',
  states: {
    editing: {
      initial: 'empty',
      on: {
        'conversion.change': [
          { guard: 'hasConversion', target: '.waiting', actions: 'takeConversion' },
          { target: '.empty', actions: 'takeConversion' },
        ],
        'conversion.review': { guard: 'isReviewable', target: 'reviewing', actions: 'clearFailure' },
      },
      states: {
        empty: {},
        waiting: { after: { debounce: 'quoting' } },
        quoting: {
          invoke: {
            src: 'quote',
            input: ({ context }) => present(context.conversion, 'conversion'),
            onDone: {
              target: 'quoted',
              actions: { type: 'applyQuote', params: ({ event }) => event.output },
            },
            onError: { target: 'failed', actions: { type: 'recordQuoteFailure', params: errorOf } },
          },
        },
        quoted: {},
        failed: {},
      },
    },
    reviewing: {
      invoke: {
        src: 'quote',
        input: ({ context }) => present(context.conversion, 'conversion'),
        onDone: {
          target: 'confirming',
          actions: { type: 'applyQuote', params: ({ event }) => event.output },
        },
        onError: { target: 'editing.failed', actions: { type: 'recordQuoteFailure', params: errorOf } },
      },
    },
    confirming: {
      on: {
        'conversion.confirm': { target: 'converting', actions: 'clearFailure' },
        'conversion.cancel': { target: 'editing.quoted', actions: 'clearFailure' },
      },
    },
    converting: {
      invoke: {
        src: 'convert',
        input: ({ context, event }) => {
          assertEvent(event, 'conversion.confirm');
          const conversion = present(context.conversion, 'conversion');
          const quote = present(context.quote, 'quote');
          return { conversion: { ...conversion, minReceive: quote.receive }, requestId: event.requestId };
        },
        onDone: {
          target: 'converted',
          actions: { type: 'applyConverted', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'priceMoved', params: errorOf },
            target: 'reviewing',
            actions: { type: 'recordPriceMoved', params: errorOf },
          },
          { target: 'confirming', actions: { type: 'recordFailure', params: errorOf } },
        ],
      },
    },
    converted: {
      on: { 'conversion.reset': { target: 'editing', actions: 'reset' } },
    },
  },
});
