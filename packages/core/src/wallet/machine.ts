import { assign, fromCallback, setup } from 'xstate';
import type { FiatCode } from '../fiat/model.js';
import { asFailure, errorOf, notProvided } from '../shared/call.js';
import { type Loadable, Loadables, latestValue } from '../shared/loadable.js';
import type { WalletOverview } from './model.js';

export interface WalletContext {
  readonly fiat: FiatCode;
  readonly overview: Loadable<WalletOverview>;
  /** "Hide small balances" (below `SMALL_BALANCE_USDT`). */
  readonly hideSmall: boolean;
}

export type WalletEvent =
  | { type: 'wallet.refresh' }
  /** A balance of this user changed (the private push): the overview is stale. */
  | { type: 'wallet.changed' }
  | { type: 'wallet.fiat'; fiat: FiatCode }
  | { type: 'wallet.hideSmall'; hide: boolean };

export const WALLET_RETRY_MS = 5000;

/**
 * The assets page: the overview of every account, reloaded when the user pulls to refresh, when a
 * balance-changed push arrives and when the fiat changes, keeping the last overview on screen
 * while it reloads (and after a failed reload, with the failure to show).
 */
export const walletMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
    input: {} as { fiat: FiatCode; hideSmall?: boolean },
  },
  actors: {
    loadOverview: notProvided<WalletOverview, FiatCode>('loadOverview'),
    balanceFeed: fromCallback<WalletEvent>(() => () => {}),
  },
  actions: {
    markLoading: assign(({ context }) => ({ overview: Loadables.loading(latestValue(context.overview)) })),
    applyOverview: assign((_, overview: WalletOverview) => ({ overview: Loadables.ready(overview) })),
    recordFailure: assign(({ context }, error: unknown) => ({
      overview: Loadables.failed(asFailure(error), latestValue(context.overview)),
    })),
    chooseFiat: assign((_, fiat: FiatCode) => ({ fiat })),
    setHideSmall: assign((_, hide: boolean) => ({ hideSmall: hide })),
    /** The choice outlives the page (a preference, like the language); the composition stores it. */
    persistHideSmall: (_, _hide: boolean) => {},
  },
  delays: { retry: WALLET_RETRY_MS },
}).createMachine({
  id: 'wallet',
  context: ({ input }) => ({
    fiat: input.fiat,
    overview: Loadables.idle,
    hideSmall: input.hideSmall ?? false,
  }),
  invoke: { src: 'balanceFeed' },
  on: {
    'wallet.hideSmall': {
      actions: [
        { type: 'setHideSmall', params: ({ event }) => event.hide },
        { type: 'persistHideSmall', params: ({ event }) => event.hide },
      ],
    },
    'wallet.fiat': { target: '.loading', actions: { type: 'chooseFiat', params: ({ event }) => event.fiat } },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: 'markLoading',
      invoke: {
        src: 'loadOverview',
        input: ({ context }) => context.fiat,
        onDone: { target: 'ready', actions: { type: 'applyOverview', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'recordFailure', params: errorOf } },
      },
      // A change while loading may not be in the answer on its way: load once more after it.
      on: { 'wallet.changed': { target: 'loading', reenter: true } },
    },
    ready: {
      on: { 'wallet.refresh': 'loading', 'wallet.changed': 'loading' },
    },
    failed: {
      after: { retry: 'loading' },
      on: { 'wallet.refresh': 'loading', 'wallet.changed': 'loading' },
    },
  },
});
