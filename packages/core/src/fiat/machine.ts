import { assign, setup } from 'xstate';
import { notProvided } from '../shared/call.js';
import type { FiatCode, FiatRates } from './model.js';

export interface FiatContext {
  readonly fiat: FiatCode;
  /** The exchange's latest rates; empty until it has answered (USD needs none). */
  readonly rates: FiatRates;
}

export type FiatEvent = { type: 'fiat.change'; fiat: FiatCode };

/** Spec §9: fiat rates are refreshed every 24 hours. */
export const FIAT_RATES_REFRESH_MS = 24 * 60 * 60 * 1000;
/** A failed rates request is tried again after a minute; prices meanwhile show in USDT only. */
export const FIAT_RATES_RETRY_MS = 60 * 1000;

/**
 * The default fiat currency the user chose, and the rates to show prices in it: loaded at start,
 * then every 24 hours. `persistFiat` and `loadRates` are provided by the composition root.
 */
export const fiatMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as FiatContext,
    events: {} as FiatEvent,
    input: {} as { fiat: FiatCode },
  },
  actors: {
    loadRates: notProvided<FiatRates, void>('loadRates'),
  },
  actions: {
    choose: assign((_, fiat: FiatCode) => ({ fiat })),
    persistFiat: (_, _fiat: FiatCode) => {},
    keepRates: assign((_, rates: FiatRates) => ({ rates })),
  },
  delays: { refresh: FIAT_RATES_REFRESH_MS, retry: FIAT_RATES_RETRY_MS },
}).createMachine({
  id: 'fiat',
  context: ({ input }) => ({ fiat: input.fiat, rates: {} }),
  on: {
    'fiat.change': {
      actions: [
        { type: 'choose', params: ({ event }) => event.fiat },
        { type: 'persistFiat', params: ({ event }) => event.fiat },
      ],
    },
  },
  initial: 'loadingRates',
  states: {
    loadingRates: {
      invoke: {
        src: 'loadRates',
        onDone: { target: 'ratesKnown', actions: { type: 'keepRates', params: ({ event }) => event.output } },
        onError: 'ratesFailed',
      },
    },
    ratesKnown: { after: { refresh: 'loadingRates' } },
    ratesFailed: { after: { retry: 'loadingRates' } },
  },
});
