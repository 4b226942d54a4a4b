import type { Failure } from './failure.js';

/** Remote data as it is at one moment: never fetched, on its way, here, or failed. */
export type Loadable<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly previous?: T }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly failure: Failure; readonly previous?: T };

export const Loadables = {
  idle: { status: 'idle' } as Loadable<never>,
  loading: <T>(previous?: T): Loadable<T> =>
    previous === undefined ? { status: 'loading' } : { status: 'loading', previous },
  ready: <T>(value: T): Loadable<T> => ({ status: 'ready', value }),
  failed: <T>(failure: Failure, previous?: T): Loadable<T> =>
    previous === undefined ? { status: 'failed', failure } : { status: 'failed', failure, previous },
} as const;

/** The freshest value a Loadable has, if any: lets screens keep showing old data while reloading. */
export const latestValue = <T>(loadable: Loadable<T>): T | undefined => {
  switch (loadable.status) {
    case 'ready':
      return loadable.value;
    case 'loading':
    case 'failed':
      return loadable.previous;
    case 'idle':
      return undefined;
  }
};
