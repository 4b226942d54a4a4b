/**
 * Money-moving calls (entries marked `idempotent`) accept an `Idempotency-Key` header: a repeat of
 * the call with the same key answers the first answer and moves nothing, so a client may retry a
 * call whose answer it never saw. The same key with other parameters is refused. Keys are the
 * caller's, scoped to the signed-in user; a UUID per user action is the usual choice.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_KEY_TEXT = /^[A-Za-z0-9_.:-]{8,100}$/;

/** 8–100 letters, digits, `_`, `.`, `:` or `-`: a UUID fits, and nothing needing escaping does. */
export const isIdempotencyKey = (text: string): boolean => IDEMPOTENCY_KEY_TEXT.test(text);
