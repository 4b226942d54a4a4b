import { assign, setup } from 'xstate';
import type { FiatCode } from './model.js';

export interface FiatContext {
  readonly fiat: FiatCode;
}

export type FiatEvent = { type: 'fiat.change'; fiat: FiatCode };

/** The default fiat currency the user chose; `persistFiat` is provided by the composition root. */
export const fiatMachine = setup({
  types: {
    context: {} as FiatContext,
    events: {} as FiatEvent,
    input: {} as { fiat: FiatCode },
  },
  actions: {
    choose: assign((_, fiat: FiatCode) => ({ fiat })),
    persistFiat: (_, _fiat: FiatCode) => {},
  },
}).createMachine({
  id: 'fiat',
  context: ({ input }) => ({ fiat: input.fiat }),
  on: {
    'fiat.change': {
      actions: [
        { type: 'choose', params: ({ event }) => event.fiat },
        { type: 'persistFiat', params: ({ event }) => event.fiat },
      ],
    },
  },
});
