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
