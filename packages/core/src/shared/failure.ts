import type * as TE from '#fp-ts/TaskEither.js';
import type { Notice } from './ports.js';

/**
 * Every way a call to the outside can fail. Closed on purpose: machines switch over `kind`
 * exhaustively and turn each into a state, never an exception.
 */
export type Failure =
  /** Type 999: the session is gone; the app signs out and goes to login. */
  | { readonly kind: 'NotLoggedIn'; readonly message: string }
  /** Type 998: the action needs identity verification first. */
  | { readonly kind: 'NotVerified'; readonly message: string }
  /** A business refusal with the server's localized message and a stable code. */
  | { readonly kind: 'Rejected'; readonly code: string; readonly message: string }
  | { readonly kind: 'RateLimited'; readonly message: string }
  | { readonly kind: 'Network'; readonly message: string }
  | { readonly kind: 'Timeout' }
  /** The answer did not have the promised shape; `errors` says which paths did not match. */
  | { readonly kind: 'Decode'; readonly errors: readonly string[] };

export type FailureKind = Failure['kind'];

export const Failures = {
  notLoggedIn: (message: string): Failure => ({ kind: 'NotLoggedIn', message }),
  notVerified: (message: string): Failure => ({ kind: 'NotVerified', message }),
  rejected: (code: string, message: string): Failure => ({ kind: 'Rejected', code, message }),
  rateLimited: (message: string): Failure => ({ kind: 'RateLimited', message }),
  network: (message: string): Failure => ({ kind: 'Network', message }),
  timeout: (): Failure => ({ kind: 'Timeout' }),
  decode: (errors: readonly string[]): Failure => ({ kind: 'Decode', errors }),
} as const;

/** Retryable failures may succeed if the same call is made again later; business ones will not. */
export const isRetryable = (failure: Failure): boolean =>
  failure.kind === 'Network' || failure.kind === 'Timeout' || failure.kind === 'RateLimited';

/**
 * The text to show for a failure. Server-sent messages are already in the user's language;
 * the rest are message keys the UI translates.
 */
export const failureMessage = (failure: Failure): Notice => {
  switch (failure.kind) {
    case 'NotLoggedIn':
    case 'NotVerified':
    case 'Rejected':
    case 'RateLimited':
      return failure.message ? { text: failure.message } : { key: `failure.${failure.kind}` };
    case 'Network':
    case 'Timeout':
    case 'Decode':
      return { key: `failure.${failure.kind}` };
  }
};

/** What every port call returns: a lazy task that ends in a Failure or a value. */
export type Call<A> = TE.TaskEither<Failure, A>;
