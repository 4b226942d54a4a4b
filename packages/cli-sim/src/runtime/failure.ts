import type { Failure, ValidationError } from '@tessera/core';

/**
 * How an action step can fail: a Failure from the exchange (core's closed union), or the form being
 * refused by core's own rules before anything was sent.
 */
export type SimFailure = Failure | { readonly kind: 'Invalid'; readonly errors: readonly ValidationError[] };

export const invalid = (errors: readonly ValidationError[]): SimFailure => ({ kind: 'Invalid', errors });

/** The stable codes a failure answers to: its kind, and the business or validation codes it carries. */
export const codesOf = (failure: SimFailure): string[] => {
  switch (failure.kind) {
    case 'Rejected':
      return [failure.kind, failure.code];
    case 'Invalid':
      return [failure.kind, ...failure.errors.map((error) => error.code)];
    default:
      return [failure.kind];
  }
};

/** One line for people: kind, codes and the server's message. */
export const describeFailure = (failure: SimFailure): string => {
  switch (failure.kind) {
    case 'Rejected':
      return `Rejected ${failure.code}${failure.message ? ` "${failure.message}"` : ''}`;
    case 'Invalid':
      return `Invalid ${failure.errors.map((error) => error.code).join(', ')}`;
    case 'Decode':
      return `Decode (${failure.errors.join('; ')})`;
    case 'Timeout':
      return 'Timeout';
    default:
      return `${failure.kind}${failure.message ? ` "${failure.message}"` : ''}`;
  }
};
