import { type Call, Failures } from '@tessera/core';
import * as E from '#fp-ts/Either.js';

type AnyCall = (...args: never[]) => Call<unknown>;

/**
 * A port whose module is fetched on its first call (in a browser bundle, a chunk of its own): a
 * context the first screen does not use costs nothing at start. `calls` names every method, so a
 * port that gains one fails the type check until it is listed. A module that cannot be fetched
 * answers the call as a network failure, and the next call tries again.
 */
export const lazyPort = <P extends { readonly [K in keyof P]: AnyCall }>(
  load: () => Promise<P>,
  calls: { readonly [K in keyof P]: true },
): P => {
  let loading: Promise<P> | undefined;
  const port = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const method =
    (name: keyof P) =>
    (...args: never[]): Call<unknown> =>
    async () => {
      let loaded: P;
      try {
        loaded = await port();
      } catch (error) {
        return E.left(Failures.network(error instanceof Error ? error.message : String(error)));
      }
      return loaded[name](...args)();
    };
  // One method per listed call: the object has exactly the port's shape.
  return Object.fromEntries(
    Object.keys(calls).map((name) => [name, method(name as keyof P)]),
  ) as unknown as P;
};
