import { fromPromise } from 'xstate';
import * as E from '#fp-ts/Either.js';
import { type Call, type Failure, Failures } from './failure.js';

/**
 * Turns a port call into an XState promise actor. A Left becomes the actor's error so machines
 * handle failures in `onError`; `asFailure` reads it back without a cast.
 */
export const fromCall = <I, A>(call: (input: I) => Call<A>) =>
  fromPromise<A, I>(async ({ input }) => {
    const result = await call(input)();
    if (E.isLeft(result)) throw result.left;
    return result.right;
  });

const FAILURE_KINDS: ReadonlySet<string> = new Set([
  'NotLoggedIn',
  'NotVerified',
  'Rejected',
  'RateLimited',
  'Network',
  'Timeout',
  'Decode',
]);

/** Reads an actor error as a Failure; anything else (a bug in an adapter) is reported as Network. */
export const asFailure = (error: unknown): Failure =>
  typeof error === 'object' &&
  error !== null &&
  FAILURE_KINDS.has((error as { kind?: unknown }).kind as string)
    ? (error as Failure)
    : Failures.network(error instanceof Error ? error.message : String(error));

/** An actor that must be supplied with `.provide({ actors })`; running it unprovided is a wiring bug. */
export const notProvided = <A, I>(name: string) =>
  fromPromise<A, I>(async () => {
    throw new Error(`actor ${name} was not provided`);
  });

/**
 * Wraps every call of a port so a failure is seen before the caller sees it: `watch` runs as the
 * call starts (it can note what the call is sent under) and answers what then sees its failure.
 * This is how a 999 from any endpoint signs the user out without every machine having to know
 * about it.
 */
export const tapFailures = <P extends object>(port: P, watch: () => (failure: Failure) => void): P => {
  const tapped: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(port)) {
    tapped[name] =
      typeof member === 'function'
        ? (...args: unknown[]) =>
            async () => {
              const onFailure = watch();
              const result = (await member(...args)()) as E.Either<Failure, unknown>;
              if (E.isLeft(result)) onFailure(result.left);
              return result;
            }
        : member;
  }
  return tapped as P;
};

/** The `params` of an `onError` action: the failed actor's error, to be read with `asFailure`. */
export const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;
