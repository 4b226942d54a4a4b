import * as E from '#fp-ts/Either.js';

/**
 * A validation failure as data: a stable code for programs, a message key for people, and the
 * parameters the message needs. Only the UI (or the server, for a request's language) turns the
 * key into words.
 */
export interface ValidationError {
  readonly code: string;
  readonly messageKey: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export const validationError = (
  code: string,
  messageKey: string,
  params?: Readonly<Record<string, string | number>>,
): ValidationError => (params ? { code, messageKey, params } : { code, messageKey });

/** Errors of a form, by field, so each can be shown where it belongs. */
export type FieldErrors<F extends string> = Partial<Record<F, ValidationError>>;

/**
 * Runs every field's check and either builds the request or reports each failed field: a form
 * shows all its errors at once, not one per submit.
 */
export const collectFieldErrors = <F extends string, A>(
  checks: Record<F, E.Either<ValidationError, unknown>>,
  build: () => A,
): E.Either<FieldErrors<F>, A> => {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const check = checks[field];
    if (E.isLeft(check)) errors[field] = check.left;
  }
  return Object.keys(errors).length === 0 ? E.right(build()) : E.left(errors);
};
