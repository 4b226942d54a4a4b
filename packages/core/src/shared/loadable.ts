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

/** The values of a tuple of Loadables, in order. */
export type LoadableValues<T extends readonly Loadable<unknown>[]> = {
  readonly [K in keyof T]: T[K] extends Loadable<infer V> ? V : never;
};

/**
 * Several Loadables a screen needs together, as one: failed as soon as one failed (with the first
 * failure), ready when all are, loading otherwise. The previous values are kept only when every
 * part has one, so a screen never shows half of its data.
 *
 * @example combineLoadables(Loadables.ready(1), Loadables.loading('a')) // loading, previous [1, 'a']
 */
export const combineLoadables = <const T extends readonly Loadable<unknown>[]>(
  ...loadables: T
): Loadable<LoadableValues<T>> => {
  const latest = loadables.map(latestValue);
  // `map` keeps the order and the length; TypeScript cannot carry a tuple's types through it.
  const previous = latest.every((value) => value !== undefined)
    ? (latest as unknown as LoadableValues<T>)
    : undefined;
  const failed = loadables.find((loadable) => loadable.status === 'failed');
  if (failed?.status === 'failed') return Loadables.failed(failed.failure, previous);
  if (loadables.every((loadable) => loadable.status === 'ready') && previous !== undefined)
    return Loadables.ready(previous);
  return Loadables.loading(previous);
};
