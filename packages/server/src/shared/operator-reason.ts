/** Longest reason an operator may give for a refusal; the user reads it beside what was refused. */
export const REASON_MAX_LENGTH = 200;

/**
 * An operator's reason as the user will read it: present, at most `REASON_MAX_LENGTH` characters,
 * plain text (no markup or control characters); undefined when it is not one.
 */
export const operatorReason = (reason: string): string | undefined => {
  const text = reason.trim();
  return text.length > 0 && text.length <= REASON_MAX_LENGTH && !/[<>{}\\\p{Cc}]/u.test(text)
    ? text
    : undefined;
};
