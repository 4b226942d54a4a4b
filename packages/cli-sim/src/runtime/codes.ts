import { validateAreaCode, validateMobile } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { MobileNumber, Operator, OutboxMessage } from './context.js';

const CODE = /\b(\d{6})\b/;

/** The 6-digit verification code in a message body, if there is one. */
export const codeIn = (body: string): string | undefined => CODE.exec(body)?.[1];

/** The outbox address of a mobile number: `+<area code><number>`. */
export const mobileAddress = (areaCode: string, mobile: string): string => `+${areaCode}${mobile}`;

/**
 * A mobile outbox address (`+<area><number>`, the form the exchange shows a bound mobile in) split
 * back into area code and number: as it was typed when this run sent a code to it, or else the
 * shortest area code (1–4 digits) that leaves a valid number. Every split names the same address,
 * which is where the exchange sends the code.
 */
export const mobileNumberOf = (
  address: string,
  known: ReadonlyMap<string, MobileNumber>,
): MobileNumber | undefined => {
  const recorded = known.get(address);
  if (recorded !== undefined) return recorded;
  const digits = /^\+(\d+)$/.exec(address)?.[1];
  if (digits === undefined) return undefined;
  for (let length = 1; length <= 4; length += 1) {
    const areaCode = digits.slice(0, length);
    const mobile = digits.slice(length);
    if (E.isRight(validateAreaCode(areaCode)) && E.isRight(validateMobile(mobile)))
      return { areaCode, mobile };
  }
  return undefined;
};

export type CodeResult = { ok: true; code: string } | { ok: false; error: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many messages an address has received so far, so a later read can wait for a newer one. */
export const outboxSize = async (
  operator: Operator,
  address: string,
): Promise<{ ok: true; count: number } | { ok: false; error: string }> => {
  const read = await operator.outbox(address);
  return read.ok ? { ok: true, count: read.messages.length } : { ok: false, error: read.error };
};

/**
 * Waits for a message newer than the first `seen` ones to reach `address` and reads its code.
 * Delivery goes through the server's outbox port, so the message may land just after the send call
 * answered; polling briefly covers that without a fixed sleep.
 */
export const awaitCode = async (
  operator: Operator,
  address: string,
  seen: number,
  timeoutMs: number,
  pollMs = 100,
): Promise<CodeResult> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const read = await operator.outbox(address);
    if (!read.ok) return { ok: false, error: `could not read the outbox of ${address}: ${read.error}` };
    const fresh: readonly OutboxMessage[] = read.messages.slice(0, read.messages.length - seen);
    for (const message of fresh) {
      const code = codeIn(message.body);
      if (code !== undefined) return { ok: true, code };
    }
    if (Date.now() >= deadline) {
      return {
        ok: false,
        error: `no new message with a 6-digit code reached ${address} within ${timeoutMs} ms (outbox holds ${read.messages.length})`,
      };
    }
    await sleep(pollMs);
  }
};
